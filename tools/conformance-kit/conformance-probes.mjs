// The conformance kit's probes over every operation of the contract: requests without valid init data (401),
// invalid requests (400, 422), every list that pages by cursor read page by page, and the operations no other phase
// reached, called once with their request examples (so a new operation is covered without new code).
import { preview } from '../../scripts/lib/contract-validator.mjs';
import { at, exampleBody, ok, RawBody } from './kit.mjs';

/** @typedef {import('./kit.mjs').Kit} Kit */
/** @typedef {import('./kit.mjs').ContractOperation} ContractOperation */
/** @typedef {import('./kit.mjs').ContractSchema} ContractSchema */

/**
 * Requests with no or invalid init data must each get 401 with the documented body, and change nothing.
 * @param {Kit} kit
 */
export async function authenticationProbes(kit) {
  kit.section(
    `authentication (${Object.values(kit.authModes)
      .map((m) => m.label)
      .join('; ')}: 401 expected)`,
  );
  for (const op of kit.contract.operations) {
    if (!op.security.length || kit.skip.has(op.operationId)) continue;
    for (const [mode, { label }] of Object.entries(kit.authModes)) {
      await kit.call(`${op.operationId} ${label}`, op.operationId, {
        body: exampleBody(kit, op),
        auth: mode,
        expect: [401],
        code: mode === 'expired' || mode === 'future' ? 'init_data_expired' : 'unauthorized',
        why: 'no valid init data',
      });
    }
  }
}

/**
 * A body with one property of the wrong type, which the contract's schema rejects.
 * @param {Kit} kit
 * @param {ContractOperation} op one whose request body has a schema
 */
function invalidBody(kit, op) {
  const example = exampleBody(kit, op);
  if (!example || typeof example !== 'object' || Array.isArray(example)) return 'not an object';
  const [key, value] = Object.entries(example)[0] ?? [];
  const body =
    key === undefined
      ? { unexpected: true }
      : { ...example, [key]: typeof value === 'string' ? 12345 : 'not-a-valid-value' };
  const schemaPointer = /** @type {string} */ (op.requestBody?.schemaPointer);
  return kit.validator.validate(schemaPointer, body).length ? body : 'not an object';
}

/**
 * A query value its parameter's schema rejects, if one can be made.
 * @param {ContractSchema} [schema]
 */
function invalidQueryValue(schema = {}) {
  if (typeof schema.minimum === 'number') return String(schema.minimum - 1);
  if (typeof schema.maximum === 'number') return String(schema.maximum + 1);
  if (typeof schema.type === 'string' && ['integer', 'number'].includes(schema.type)) return 'x';
  if (Array.isArray(schema.enum)) return 'no-such-value';
  if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
  return undefined;
}

/** @param {Kit} kit */
export async function invalidRequestProbes(kit) {
  kit.section('invalid requests (422, or 400 for a body that is not JSON, with an Error body expected)');
  for (const op of kit.contract.operations) {
    if (kit.skip.has(op.operationId)) continue;
    // The contract says which status a body that is not JSON gets, when it has a code for it.
    if (op.requestBody && op.responses['400'] && kit.errorCodes.has('malformed_request')) {
      await kit.call(`${op.operationId} with a body that is not JSON`, op.operationId, {
        body: new RawBody('{"unfinished": '),
        expect: [400],
        code: 'malformed_request',
        why: 'the body is not JSON',
      });
    }
    if (!op.responses['422']) continue;
    if (op.requestBody?.schemaPointer) {
      const body = invalidBody(kit, op);
      const [changed] = Object.keys(exampleBody(kit, op) ?? {});
      await kit.call(`${op.operationId} with ${preview(body, 60)}`, op.operationId, {
        body,
        expect: [422],
        pointers: typeof body === 'string' || changed === undefined ? [''] : [`/${changed}`],
        code: 'validation_failed',
        why: 'the body breaks the schema',
      });
    }
    for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
      const invalid = invalidQueryValue(parameter.schema);
      if (invalid === undefined) continue;
      const shown = invalid.length > 20 ? `${invalid.slice(0, 20)}… (${invalid.length} characters)` : invalid;
      await kit.call(`${op.operationId} with ${parameter.name}=${shown}`, op.operationId, {
        query: { [parameter.name]: invalid },
        body: exampleBody(kit, op),
        expect: [422],
        code: 'validation_failed',
        why: `${parameter.name} breaks its schema`,
      });
    }
  }
}

/**
 * Every list that pages by cursor, read page by page at its smallest page size: no item twice, no page too big.
 * @param {Kit} kit
 */
export async function paging(kit) {
  for (const op of kit.contract.operations) {
    const queryParameter = (/** @type {string} */ name) =>
      op.parameters.find((p) => p.in === 'query' && p.name === name);
    // Lists of one object (a trigger's finds, an autobooking's attempts) page in the outcomes checks, with its id.
    const namesAnObject = op.parameters.some((p) => p.in === 'query' && p.required);
    if (!queryParameter('cursor') || namesAnObject || kit.skip.has(op.operationId)) continue;
    kit.section(`paging: ${op.operationId} page by page`);
    const limit = Number(/** @type {{ minimum?: number }} */ (queryParameter('limit')?.schema ?? {}).minimum ?? 1);
    /** @type {Record<string, string>} */
    const query = queryParameter('limit') ? { limit: String(limit) } : {};
    const seen = new Set();
    /** @type {string | undefined} */
    let cursor;
    for (let page = 1; page <= 10; page++) {
      const answer = await kit.call(
        `${op.operationId} page ${page}${queryParameter('limit') ? ` (limit ${limit})` : ''}`,
        op.operationId,
        {
          query: cursor ? { ...query, cursor } : query,
          expect: [200],
        },
      );
      const items = at(answer?.body, 'items');
      if (!ok(answer) || !Array.isArray(items)) break;
      if (queryParameter('limit') && items.length > limit)
        kit.behaviour(`page ${page} holds ${items.length} items, more than limit=${limit}`);
      for (const item of items) {
        const id = at(item, 'id');
        if (seen.has(id)) kit.behaviour(`page ${page} repeats ${preview(id)}`);
        seen.add(id);
      }
      const next = at(answer.body, 'nextCursor');
      if (typeof next !== 'string') break;
      cursor = next;
      if (!items.length) kit.behaviour(`page ${page} is empty but has a nextCursor`);
    }
    await kit.call(`${op.operationId} with a cursor it never issued`, op.operationId, {
      query: { ...query, cursor: 'not-a-cursor' },
      expect: [422],
      code: 'validation_failed',
      why: 'a broken cursor',
    });
  }
}

/**
 * Operations no step above reached: their request example once (a new operation is covered without new code).
 * @param {Kit} kit
 * @param {string[]} last the operations run after these
 */
export async function remaining(kit, last) {
  const left = kit.contract.operations.filter(
    (o) =>
      !kit.skip.has(o.operationId) &&
      !kit.succeeded.has(o.operationId) &&
      !last.includes(o.operationId) &&
      !kit.calls.some((c) => c.operationId === o.operationId && c.status),
  );
  if (!left.length) return;
  kit.section('other operations (their request examples)');
  for (const op of left)
    await kit.call(op.operationId, op.operationId, { body: exampleBody(kit, op), expect: [200, 201, 204] });
}
