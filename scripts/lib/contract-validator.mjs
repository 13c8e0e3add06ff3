// Validates values against the schemas of openapi.yaml with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses),
// turning each violation into the rule that was broken, where, and the value that broke it.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** @typedef {import('ajv').ErrorObject} ErrorObject */
/** @typedef {import('ajv').ValidateFunction} ValidateFunction */
/**
 * One broken rule of the contract: where (a JSON pointer into the value), which rule, and the value found there.
 * @typedef {{ path: string, rule: string, message: string, actual: unknown }} Violation
 */

/**
 * A short, single-line rendering of a value for reports.
 * @param {unknown} value
 */
export function preview(value, max = 120) {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * @param {unknown} root
 * @param {string} pointer
 * @returns {unknown}
 */
function valueAt(root, pointer) {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = /** @type {Record<string, unknown>} */ (node)[key];
  }
  return node;
}

/**
 * One Ajv error as `{ path, rule, message, actual }`, naming the property and the value sent.
 * @param {ErrorObject} error
 * @param {unknown} value
 * @returns {Violation}
 */
function describe(error, value) {
  const at = error.instancePath || '/';
  const rule = `${error.keyword} (${error.schemaPath})`;
  if (error.keyword === 'additionalProperties') {
    const name = error.params.additionalProperty;
    const child = `${error.instancePath}/${String(name).replaceAll('~', '~0').replaceAll('/', '~1')}`;
    return {
      path: child,
      rule,
      message: `property ${preview(name)} is not in the contract`,
      actual: valueAt(value, child),
    };
  }
  if (error.keyword === 'required') {
    return {
      path: at,
      rule,
      message: `required property ${preview(error.params.missingProperty)} is missing`,
      actual: undefined,
    };
  }
  const allowed = error.keyword === 'enum' ? ` ${preview(error.params.allowedValues)}` : '';
  return { path: at, rule, message: `${error.message}${allowed}`, actual: valueAt(value, error.instancePath) };
}

/**
 * A validator over the whole contract document; `validate(pointer, value)` lists the violations (none: `[]`).
 * @param {import('./openapi.mjs').Contract} contract
 */
export function createContractValidator(contract) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(contract.document, 'openapi');
  /** @type {Map<string, ValidateFunction>} */
  const compiled = new Map();
  /** @type {WeakMap<object, ValidateFunction>} */
  const compiledInline = new WeakMap();
  return {
    /**
     * Against a schema object of the contract (e.g. a parameter's), or the schema of the document it names by `$ref`.
     * @param {import('./openapi.mjs').ContractSchema} schema
     * @param {unknown} value
     * @returns {Violation[]}
     */
    validateValue(schema, value) {
      let check = compiledInline.get(schema);
      if (!check) {
        // A parameter may name a schema of the document (`group` of the autobooking list does).
        const ref = /** @type {{ $ref?: unknown }} */ (schema).$ref;
        check = typeof ref === 'string' && ref.startsWith('#') ? ajv.getSchema(`openapi${ref}`) : ajv.compile(schema);
        if (!check) throw new Error(`No schema at ${String(ref)} in openapi.yaml.`);
        compiledInline.set(schema, check);
      }
      return check(value) ? [] : (check.errors ?? []).map((error) => describe(error, value));
    },
    /**
     * Against the schema at `pointer` in the contract document (`$ref`s resolved).
     * @param {string} pointer
     * @param {unknown} value
     * @returns {Violation[]}
     */
    validate(pointer, value) {
      let check = compiled.get(pointer);
      if (!check) {
        check = ajv.getSchema(`openapi${pointer}`);
        if (!check) throw new Error(`No schema at ${pointer} in openapi.yaml.`);
        compiled.set(pointer, check);
      }
      if (check(value)) return [];
      // oneOf: each branch's errors and the oneOf itself; keep them all, the branch errors explain the miss.
      return (check.errors ?? []).map((error) => describe(error, value));
    },
  };
}
