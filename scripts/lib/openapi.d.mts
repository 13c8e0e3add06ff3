// Types of openapi.mjs for the TypeScript tests that import it.
export interface ContractParameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  example?: unknown;
  examples?: Record<string, unknown>;
  schema?: { type?: string | string[]; format?: string; default?: unknown; enum?: unknown[] };
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  parameters: ContractParameter[];
  /** schemaPointer: JSON pointer of the JSON body's schema in the document, e.g. for Ajv. */
  requestBody?: { required: boolean; examples: { name: string; value: unknown }[]; schemaPointer?: string };
  /** Per status: the named example values, the single `example` when the response has one, and the body's schema. */
  responses: Record<
    string,
    {
      examples: Record<string, unknown>;
      example?: unknown;
      contentTypes: string[];
      schemaPointer?: string;
      headers: { name: string; required: boolean; schema: Record<string, unknown> }[];
    }
  >;
  /** Security requirement objects (the operation's own, else the document's); `[]`: no authentication. */
  security: Record<string, string[]>[];
}

export interface Contract {
  /** The parsed openapi.yaml. */
  document: Record<string, unknown>;
  securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
  /** In document order. */
  operations: ContractOperation[];
}

export function loadContract(specPath: string): Contract;
