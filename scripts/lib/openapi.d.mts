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
  requestBody?: { required: boolean; examples: { name: string; value: unknown }[] };
  /** Per status: the named example values, and the single `example` when the response has one. */
  responses: Record<string, { examples: Record<string, unknown>; example?: unknown }>;
}

export interface Contract {
  /** In document order. */
  operations: ContractOperation[];
}

export function loadContract(specPath: string): Contract;
