// Reads openapi.yaml the way the contract tooling needs it: its operations in document order, with
// `$ref`s (internal, and to the example files in mocks/) resolved on demand, and the JSON pointers of their
// request and response schemas (for a validator that loads the whole document, e.g. Ajv).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** @typedef {import('openapi-typescript').OpenAPI3} OpenAPI3 */
/** @typedef {import('openapi-typescript').ReferenceObject} ReferenceObject */
/** @typedef {import('openapi-typescript').OperationObject} OperationObject */
/** @typedef {import('openapi-typescript').MediaTypeObject} MediaTypeObject */
/** @typedef {import('openapi-typescript').ExampleObject} ExampleObject */

/** @type {readonly ('get' | 'put' | 'post' | 'delete' | 'patch')[]} */
const httpMethods = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The schema keywords the contract tooling reads from parameters and headers.
 * @typedef {object} ContractSchema
 * @property {string | string[]} [type]
 * @property {string} [format]
 * @property {unknown} [default]
 * @property {unknown[]} [enum]
 * @property {number} [minimum]
 * @property {number} [maximum]
 * @property {number} [maxLength]
 */

/**
 * @typedef {object} ContractParameter
 * @property {string} name
 * @property {'query' | 'header' | 'path' | 'cookie'} in
 * @property {boolean} [required]
 * @property {unknown} [example]
 * @property {Record<string, unknown>} [examples]
 * @property {ContractSchema} [schema]
 */

/**
 * @typedef {object} ContractResponse
 * @property {Record<string, unknown>} examples The named example values.
 * @property {unknown} [example] The single `example`, when the response has one.
 * @property {string[]} contentTypes
 * @property {string} [schemaPointer] JSON pointer of the JSON body's schema in the document (e.g. for Ajv).
 * @property {{ name: string, required: boolean, schema: ContractSchema }[]} headers
 */

/**
 * @typedef {object} ContractOperation
 * @property {string} operationId
 * @property {string} method
 * @property {string} path
 * @property {ContractParameter[]} parameters
 * @property {{ required: boolean, examples: { name: string, value: unknown }[], schemaPointer?: string }} [requestBody]
 *   schemaPointer: JSON pointer of the JSON body's schema in the document.
 * @property {Record<string, ContractResponse>} responses Per status.
 * @property {Record<string, string[]>[]} security Security requirement objects (the operation's own, else the
 *   document's); `[]`: no authentication.
 */

/**
 * @typedef {object} Contract
 * @property {OpenAPI3} document The parsed openapi.yaml.
 * @property {Record<string, import('openapi-typescript').SecuritySchemeObject>} securitySchemes
 * @property {ContractOperation[]} operations In document order.
 */

/**
 * A `$ref` resolver: `node` itself, or what its `$ref` chain ends at.
 * @typedef {<T>(node: T | ReferenceObject, from?: string) => T} Resolve
 */

/**
 * The `$ref` of `node`, when it is a reference object.
 * @param {unknown} node
 */
const refOf = (node) =>
  node !== null && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string' ? node.$ref : undefined;

/**
 * @param {unknown} document
 * @param {string} pointer
 * @param {string} where
 * @returns {unknown}
 */
function pointerGet(document, pointer, where) {
  let node = document;
  for (const raw of pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter(Boolean)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !(key in node)) throw new Error(`Unresolvable $ref ${where}`);
    node = /** @type {Record<string, unknown>} */ (node)[key];
  }
  return node;
}

/**
 * The operations of the contract at `specPath`, with parameters, request examples and response examples resolved.
 * @param {string} specPath
 * @returns {Contract}
 */
export function loadContract(specPath) {
  const absolute = path.resolve(specPath);
  /** @type {OpenAPI3} */
  const document = parse(readFileSync(absolute, 'utf8'));
  /** @type {Map<string, unknown>} */
  const files = new Map([[absolute, document]]);
  /** @param {string} file */
  const fileAt = (file) => {
    if (!files.has(file)) files.set(file, parse(readFileSync(file, 'utf8')));
    return files.get(file);
  };

  /**
   * `node` with its `$ref` chain followed; `from` is the file the node was read from.
   * @template T
   * @param {T | ReferenceObject} node
   * @returns {T}
   */
  function resolve(node, from = absolute) {
    /** @type {unknown} */
    let current = node;
    let file = from;
    for (let depth = 0, ref = refOf(current); ref !== undefined; depth++, ref = refOf(current)) {
      if (depth > 20) throw new Error(`$ref cycle at ${ref}`);
      const [target, pointer = ''] = ref.split('#');
      if (target) file = path.resolve(path.dirname(file), target);
      current = pointerGet(fileAt(file), pointer, `${ref} (from ${path.basename(from)})`);
    }
    return /** @type {T} */ (current);
  }

  /**
   * The JSON pointer `node` (at `pointer` in the root document) ends up at once its internal `$ref`s are followed.
   * @param {unknown} node
   * @param {string} pointer
   */
  function pointerOf(node, pointer) {
    let current = node;
    let at = pointer;
    for (let depth = 0, ref = refOf(current); ref?.startsWith('#'); depth++, ref = refOf(current)) {
      if (depth > 20) throw new Error(`$ref cycle at ${ref}`);
      at = ref;
      current = pointerGet(document, at, ref);
    }
    return at;
  }

  return {
    document,
    // The contract writes its security schemes inline (no `$ref` to a scheme).
    securitySchemes: /** @type {Contract['securitySchemes']} */ (document.components?.securitySchemes ?? {}),
    operations: operationsOf(document, resolve, pointerOf),
  };
}

const escapePointer = (/** @type {string} */ key) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The value of an example object (`{ value }` or a `$ref` to one).
 * @param {ExampleObject | ReferenceObject} example
 * @param {Resolve} resolve
 * @returns {unknown}
 */
function exampleValue(example, resolve) {
  const resolved = resolve(example);
  if (!resolved || typeof resolved !== 'object' || !('value' in resolved))
    throw new Error('External example values are not supported.');
  return resolved.value;
}

/**
 * @param {OpenAPI3} document
 * @param {Resolve} resolve
 * @param {(node: unknown, pointer: string) => string} pointerOf
 * @returns {ContractOperation[]}
 */
function operationsOf(document, resolve, pointerOf) {
  /** @type {ContractOperation[]} */
  const result = [];
  for (const [route, rawItem] of Object.entries(document.paths ?? {})) {
    const item = resolve(rawItem);
    for (const method of httpMethods) {
      // The contract writes its operations inline (no `$ref` to an operation).
      const operation = /** @type {OperationObject | undefined} */ (item[method]);
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${route} has no operationId.`);
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve(p));
      const operationPointer = `#/paths/${escapePointer(route)}/${method}`;
      const requestBodyPointer = operation.requestBody
        ? pointerOf(operation.requestBody, `${operationPointer}/requestBody`)
        : undefined;
      const requestBody = operation.requestBody ? resolve(operation.requestBody) : undefined;
      const json = /** @type {MediaTypeObject | undefined} */ (requestBody?.content?.['application/json']);
      /** @type {{ name: string, value: unknown }[]} */
      const requestExamples = [];
      if (json?.examples) {
        for (const [name, example] of Object.entries(json.examples))
          requestExamples.push({ name, value: exampleValue(example, resolve) });
      } else if (json && 'example' in json) {
        requestExamples.push({ name: 'example', value: json.example });
      }
      /** @type {ContractOperation['responses']} */
      const responses = {};
      for (const [status, rawResponse] of Object.entries(operation.responses ?? {})) {
        const response = resolve(rawResponse);
        const media = response?.content?.['application/json'];
        /** @type {Record<string, unknown>} */
        const examples = {};
        for (const [name, example] of Object.entries(media?.examples ?? {}))
          examples[name] = exampleValue(example, resolve);
        const responsePointer = pointerOf(rawResponse, `${operationPointer}/responses/${escapePointer(status)}`);
        responses[status] = {
          examples,
          ...(media && 'example' in media ? { example: media.example } : {}),
          contentTypes: Object.keys(response?.content ?? {}),
          ...(media?.schema ? { schemaPointer: `${responsePointer}/content/application~1json/schema` } : {}),
          headers: Object.entries(response?.headers ?? {}).map(([name, header]) => {
            const resolved = resolve(header);
            return { name, required: Boolean(resolved?.required), schema: resolved?.schema ?? {} };
          }),
        };
      }
      result.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: route,
        parameters,
        requestBody: requestBody
          ? {
              required: Boolean(requestBody.required),
              examples: requestExamples,
              ...(json?.schema ? { schemaPointer: `${requestBodyPointer}/content/application~1json/schema` } : {}),
            }
          : undefined,
        // Requirement objects: the operation's own, else the document's; `[]` means no authentication.
        security: operation.security ?? document.security ?? [],
        responses,
      });
    }
  }
  return result;
}
