// The conformance kit behind `npm run contract:verify`: talks to a running backend directly (no proxy in between,
// so what is reported is exactly what the backend sent), validates every answer with Ajv against openapi.yaml and
// walks the backend through a seller's life: authentication probes, reads, create → list → update → toggle →
// delete chains with the ids the backend returned (cleaning up after itself), idempotent repeats, invalid bodies
// and unknown ids. Request bodies are the contract's request examples, with ids and dates replaced by live ones.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { createContractValidator, preview } from '../../scripts/lib/contract-validator.mjs';
import {
  accessStates,
  accountEffects,
  dateWindows,
  finishedTriggers,
  initDataEdges,
  isolation,
  listRules,
  requestContract,
  triggerLimit,
} from './conformance-rules.mjs';
import { signInitData } from '../../scripts/lib/init-data.mjs';
import { verifyOutcomeReads, verifyOwnOutcomes } from './conformance-outcomes.mjs';

const idempotencyHeader = 'Idempotency-Key';
/** Long past any reasonable maximum age of init data. */
const expiredAgeSeconds = 30 * 24 * 60 * 60;
/** Far beyond any allowance for clock skew. */
const futureAgeSeconds = 24 * 60 * 60;
const moscowOffsetMs = 3 * 60 * 60 * 1000;
const maxConsecutiveNetworkErrors = 3;
/** The staging-only call that puts a test seller into a state (the contract's Test sellers section). */
const testSellerPath = '/api/test/seller';
/** The longest Retry-After the kit waits for before it reports the 429. */
const maxRetryWait = 30;

class Abort extends Error {}

/** @typedef {import('../../scripts/lib/openapi.mjs').Contract} Contract */
/** @typedef {import('../../scripts/lib/openapi.mjs').ContractOperation} ContractOperation */
/** @typedef {import('../../scripts/lib/openapi.mjs').ContractResponse} ContractResponse */
/** @typedef {import('../../scripts/lib/openapi.mjs').ContractSchema} ContractSchema */
/**
 * A JSON value: what a backend answered. Its shape is whatever was sent, so the checks narrow it before reading it
 * (isObject, Array.isArray, typeof) or read a path of it with `at`.
 * @typedef {unknown} Json
 */

/**
 * Whether a JSON value is an object (not null, not an array), whose properties can be read.
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The value at `path` inside a JSON value: undefined where the path leads nowhere (a missing key, null, a number…).
 * @param {unknown} value
 * @param {...(string | number)} path keys of objects and indexes of arrays
 * @returns {unknown}
 */
function at(value, ...path) {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = /** @type {Record<string | number, unknown>} */ (node)[key];
  }
  return node;
}

/** A request body sent as is (e.g. one that is not JSON). */
class RawBody {
  /** @param {string} text */
  constructor(text) {
    this.text = text;
  }
}

/** One Ajv validator per contract document: compiling the schemas is most of a local run's work. */
/** @type {WeakMap<object, ReturnType<typeof createContractValidator>>} */
const validators = new WeakMap();
/** @param {Contract} contract */
function validatorFor(contract) {
  let validator = validators.get(contract.document);
  if (!validator) {
    validator = createContractValidator(contract);
    validators.set(contract.document, validator);
  }
  return validator;
}

/**
 * Shifts every date and date-time string of `value` by whole days so the earliest becomes today (Moscow).
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function rebaseDates(value, now = Date.now()) {
  /** @type {string[]} */
  const dates = [];
  const collect = (/** @type {unknown} */ node) => {
    if (typeof node === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(node) && !Number.isNaN(Date.parse(node)))
      dates.push(node.slice(0, 10));
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  collect(value);
  if (!dates.length) return value;
  const today = new Date(now + moscowOffsetMs).toISOString().slice(0, 10);
  const shift = Date.parse(today) - Date.parse(/** @type {string} */ (dates.sort()[0]));
  /**
   * @param {unknown} node
   * @returns {unknown}
   */
  const move = (node) => {
    if (typeof node === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(node) && !Number.isNaN(Date.parse(node))) {
      if (node.length === 10) return new Date(Date.parse(node) + shift).toISOString().slice(0, 10);
      return new Date(Date.parse(node) + shift).toISOString();
    }
    if (Array.isArray(node)) return node.map(move);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, move(v)]));
    return node;
  };
  return /** @type {T} */ (move(value));
}

/**
 * The object with `id` and a `price` anywhere in the tariff list.
 * @param {unknown} node
 * @param {unknown} id
 * @returns {Record<string, unknown> | undefined}
 */
function findTariff(node, id) {
  if (!node || typeof node !== 'object') return undefined;
  if (/** @type {Record<string, unknown>} */ (node).id === id && 'price' in node) return node;
  for (const child of Object.values(node)) {
    const found = findTariff(child, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Equal, treating two date-time strings as equal when they name the same instant.
 * @param {unknown} a
 * @param {unknown} b
 * @returns {boolean}
 */
function sameValue(a, b) {
  if (typeof a === 'string' && typeof b === 'string' && a.includes('T') && !Number.isNaN(Date.parse(a)))
    return Date.parse(a) === Date.parse(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  return isDeepStrictEqual(a, b);
}

/**
 * @typedef {{ rule: string, message: string }} Finding
 * @typedef {{ label: string, operationId: string, method: string, path: string, status: number, findings: Finding[] }} CallRecord
 *   status 0: no answer.
 * @typedef {object} VerifyResult
 * @property {CallRecord[]} calls
 * @property {Finding[]} kitFindings About the run as a whole: it stopped, or an operation never answered with success.
 * @property {string[]} notCovered Operations that never answered 2xx to a properly signed request.
 * @property {number} findingCount
 * @property {number} rateLimitWaits How often the kit waited for a 429's Retry-After (not a finding).
 * @property {boolean} conforms
 * @typedef {object} CallOptions
 * @property {unknown} [body] The JSON body, or a RawBody sent as is.
 * @property {Record<string, string>} [query]
 * @property {Record<string, string>} [headers]
 * @property {string} [auth] 'valid', 'otherSeller' (another seller, properly signed), or which invalid init data to
 *   send (a key of the auth modes).
 * @property {number[]} [expect] The statuses this step needs.
 * @property {string} [why] Why, for the report.
 * @property {string} [code] The error code this step needs, checked when the contract has codes.
 * @property {string[]} [pointers] With a 422: `errors` must point at one of these (JSON Pointers).
 * @property {string} [contentType] Sent instead of application/json with a body.
 * @property {Seller} [as] Another test seller, signed by the kit (its init data is valid unless `authAgeSeconds`
 *   makes it too old or too far ahead).
 * @property {number} [authAgeSeconds] How old the init data is (negative: ahead of now).
 * @typedef {{ id: number, first_name: string, last_name?: string, username?: string }} Seller A Telegram user.
 * @typedef {{ status: number, body: Json, headers: Headers }} Answer body: the parsed JSON, probed by the checks.
 */

/**
 * @param {{
 *   contract: import('../../scripts/lib/openapi.mjs').Contract, baseUrl: string,
 *   identity: { botToken?: string, initData?: string, userId: number },
 *   skip?: Set<string>, timeoutMs?: number, log?: (line: string) => void, now?: () => number,
 * }} options
 * @returns {Promise<VerifyResult>}
 */
export async function verifyBackend({
  contract,
  baseUrl,
  identity,
  skip = new Set(),
  timeoutMs = 15_000,
  log = console.log,
  now = Date.now,
}) {
  const validator = validatorFor(contract);
  const operations = new Map(contract.operations.map((o) => [o.operationId, o]));
  const base = baseUrl.replace(/\/+$/, '');
  /** @type {CallRecord[]} */
  const calls = [];
  /** @type {Set<string>} Operations that answered 2xx to a properly signed request. */
  const succeeded = new Set();
  /** @type {Finding[]} */
  const kitFindings = [];
  let networkErrors = 0;

  /** @type {Seller} */
  const user = { id: identity.userId, first_name: 'Contract', last_name: 'Verify', username: 'contract_verify' };
  const sign = (/** @type {number} */ authDate) => signInitData({ botToken: identity.botToken ?? '', user, authDate });
  /**
   * Init data of `seller`, `ageSeconds` old (negative: ahead), signed by the kit.
   * @param {Seller} seller
   * @param {number} ageSeconds
   */
  const signAs = (seller, ageSeconds) =>
    signInitData({ botToken: identity.botToken ?? '', user: seller, authDate: Math.floor(now() / 1000) - ageSeconds });
  let rateLimitWaits = 0;
  const validInitData = () => identity.initData ?? sign(Math.floor(now() / 1000));
  /** A second seller, properly signed: only with the bot token. */
  const otherSellerInitData = () =>
    signInitData({
      botToken: identity.botToken ?? '',
      user: { ...user, id: user.id + 1, first_name: 'Other' },
      authDate: Math.floor(now() / 1000),
    });
  /** @type {Record<string, { label: string, value: () => string | undefined }>} Invalid init data, by name. */
  const authModes = {
    none: { label: 'without init data', value: () => undefined },
    garbage: { label: 'with garbage init data', value: () => 'garbage' },
    forged: {
      label: 'with another user in signed init data',
      value: () => {
        const params = new URLSearchParams(validInitData());
        const signedUser = JSON.parse(params.get('user') ?? '{}');
        params.set('user', JSON.stringify({ ...signedUser, id: (signedUser.id ?? 0) + 1 }));
        return params.toString();
      },
    },
    ...(identity.botToken
      ? {
          expired: {
            label: 'with init data signed 30 days ago',
            value: () => sign(Math.floor(now() / 1000) - expiredAgeSeconds),
          },
          future: {
            label: 'with init data dated a day ahead',
            value: () => sign(Math.floor(now() / 1000) + futureAgeSeconds),
          },
        }
      : {}),
  };

  // Machine-readable error codes, when the contract has them: a probe then also expects the code of its rule.
  const errorCodes = new Set(contract.document.components?.schemas?.ErrorCode?.enum ?? []);
  const section = (/** @type {string} */ title) => log(`\n── ${title}`);
  const has = (/** @type {string} */ operationId) => operations.has(operationId) && !skip.has(operationId);

  /** @param {string} mode a key of `authModes` */
  function authMode(mode) {
    const found = authModes[mode];
    if (!found) throw new Error(`No init data mode ${mode}.`);
    return found;
  }

  /** @param {ContractOperation} op */
  function authHeader(op) {
    const scheme = contract.securitySchemes[Object.keys(op.security[0] ?? {})[0] ?? ''];
    return scheme?.type === 'apiKey' && scheme.in === 'header' ? scheme.name : undefined;
  }

  /**
   * The first request example of `op` (or the named one), dates moved to today; undefined when it takes no body.
   * @param {ContractOperation | undefined} op
   * @param {string} [name]
   * @returns {Record<string, unknown> | undefined}
   */
  function exampleBody(op, name) {
    const examples = op?.requestBody?.examples ?? [];
    const example = (name && examples.find((e) => e.name === name)) || examples[0];
    if (!example) return undefined;
    const value = rebaseDates(structuredClone(example.value), now());
    if (!isObject(value))
      throw new Error(`The request example ${example.name} of ${op?.operationId} is not an object.`);
    return value;
  }

  /**
   * @param {ContractOperation} op
   * @param {number} status
   * @returns {ContractResponse | undefined}
   */
  function documentedAnswer(op, status) {
    return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
  }

  /**
   * One request and every check of its answer. `expect`: the statuses this step needs (with why, for the report).
   * @param {string} label
   * @param {string} operationId
   * @param {CallOptions} options
   * @returns {Promise<Answer | undefined>} undefined when skipped or unreachable.
   */
  async function call(
    label,
    operationId,
    {
      body,
      query,
      headers = {},
      auth = 'valid',
      expect,
      why,
      code,
      pointers,
      contentType: sentType,
      as,
      authAgeSeconds,
    },
  ) {
    const op = operations.get(operationId);
    if (!op || skip.has(operationId)) return undefined;
    const requestHeaders = { ...headers };
    const header = authHeader(op);
    const credential =
      as || authAgeSeconds !== undefined
        ? signAs(as ?? user, authAgeSeconds ?? 0)
        : auth === 'valid'
          ? validInitData()
          : auth === 'otherSeller'
            ? otherSellerInitData()
            : authMode(auth).value();
    if (header && credential !== undefined) requestHeaders[header] = credential;
    if (body !== undefined) requestHeaders['content-type'] = sentType ?? 'application/json';
    const target = `${op.path}${query ? `?${new URLSearchParams(query)}` : ''}`;
    /** @type {CallRecord} */
    const record = { label, operationId, method: op.method, path: target, status: 0, findings: [] };
    calls.push(record);
    const finding = (/** @type {string} */ rule, /** @type {string} */ message) =>
      record.findings.push({ rule, message });

    let response;
    let text = '';
    try {
      // A 429 the step did not ask for is the backend's rate limit: wait what it asks and repeat (twice at most).
      for (let attempt = 0; ; attempt++) {
        response = await fetch(base + target, {
          method: op.method,
          headers: requestHeaders,
          body: body === undefined ? undefined : body instanceof RawBody ? body.text : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
        const wait = Number(response.headers.get('retry-after'));
        if (response.status !== 429 || expect?.includes(429) || attempt >= 2 || !(wait >= 1 && wait <= maxRetryWait))
          break;
        log(`  … ${label}: 429, waiting ${wait} s as Retry-After asks`);
        rateLimitWaits++;
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      }
      networkErrors = 0;
    } catch (error) {
      networkErrors++;
      const failure = /** @type {{ cause?: { code?: string, message?: string }, message?: string }} */ (error);
      const cause = failure?.cause?.code ?? failure?.cause?.message ?? failure?.message ?? String(error);
      finding('network', `no answer: ${cause}`);
      print(record);
      if (networkErrors >= maxConsecutiveNetworkErrors || calls.length === 1) {
        throw new Abort(`${base} does not answer (${cause}); stopped after ${calls.length} requests.`);
      }
      return undefined;
    }
    record.status = response.status;
    const contentType = response.headers.get('content-type') ?? '';
    /** @type {Json} */
    let parsed;
    let isJson = false;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
      isJson = text !== '';
    } catch {
      // reported below where the contract expects JSON
    }
    const sent = isJson ? preview(parsed, 200) : preview(text, 200);
    const documented = documentedAnswer(op, response.status);
    if (!documented) {
      finding(
        'status',
        `status ${response.status} is not documented for ${operationId} (documented: ${Object.keys(op.responses).join(', ')}); body: ${sent}`,
      );
    } else if (documented.contentTypes.includes('application/json')) {
      if (!/^application\/json\b/i.test(contentType))
        finding(
          'content-type',
          `Content-Type ${preview(contentType)} where the contract says application/json; body: ${sent}`,
        );
      else if (!isJson) finding('json', `the body is not JSON: ${sent}`);
      else if (documented.schemaPointer) {
        for (const v of validator.validate(documented.schemaPointer, parsed)) {
          finding(
            'schema',
            `${v.path}: ${v.message}${v.actual === undefined ? '' : ` — sent ${preview(v.actual)}`}  [${v.rule}]`,
          );
        }
      }
    }
    for (const header of documented?.headers ?? []) {
      const value = response.headers.get(header.name);
      if (value === null) {
        if (header.required) finding('header', `required header ${header.name} is missing`);
        continue;
      }
      const { type } = header.schema;
      const typed =
        typeof type === 'string' && ['integer', 'number'].includes(type) && value.trim() !== '' ? Number(value) : value;
      for (const v of validator.validateValue(header.schema, typed))
        finding('header', `${header.name}: ${v.message} — sent ${preview(value)}`);
    }
    const signedValid = auth === 'valid' && (authAgeSeconds === undefined || authAgeSeconds < 24 * 60 * 60);
    if (signedValid && authAgeSeconds === undefined && response.status === 401) {
      finding(
        'authentication',
        `answered 401 to properly signed init data${identity.botToken ? ' (is --bot-token the bot token of this backend?)' : ' (is INIT_DATA fresh and from this bot?)'}; body: ${sent}`,
      );
    } else if (expect && !expect.includes(response.status)) {
      finding(
        'expected',
        `expected ${expect.join(' or ')}${why ? ` (${why})` : ''}, got ${response.status}; body: ${sent}`,
      );
    } else if (code && errorCodes.has(code) && at(parsed, 'code') !== code) {
      finding(
        'expected',
        `expected code ${preview(code)}${why ? ` (${why})` : ''}, got ${preview(at(parsed, 'code'))}`,
      );
    }
    if (response.status === 422 && at(parsed, 'code') === 'validation_failed') {
      const errors = at(parsed, 'errors');
      const paths = Array.isArray(errors) ? errors.map((e) => at(e, 'path')) : [];
      if (!paths.length) finding('errors', `a 422 without the invalid fields (errors); body: ${sent}`);
      else if (pointers && !paths.some((path) => pointers.includes(/** @type {string} */ (path))))
        finding('errors', `errors point at ${preview(paths)}, expected ${preview(pointers)}`);
    }
    if (signedValid && response.status >= 200 && response.status < 300) succeeded.add(operationId);
    print(record);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** @param {CallRecord} record */
  function print(record) {
    const mark = record.findings.length ? '✖' : '✔';
    log(
      `${mark} ${record.label.padEnd(58)} ${record.method.padEnd(6)} ${record.path.padEnd(30)} → ${record.status || '—'}`,
    );
    for (const f of record.findings) log(`    ${f.rule}: ${f.message}`);
  }

  /**
   * A finding about the backend's behaviour across calls, attached to the last call.
   * @param {string} message
   */
  function behaviour(message) {
    const last = calls.at(-1);
    if (last) last.findings.push({ rule: 'behaviour', message });
    else kitFindings.push({ rule: 'behaviour', message });
    log(`✖ behaviour: ${message}`);
  }

  /**
   * Ids are unique within a list (the contract's Paging section): a repeat is a finding on the last call.
   * @param {Json} list
   * @param {string} key the id's property
   * @param {string} what the list, as the finding names it
   */
  function uniqueIds(list, key, what) {
    if (!Array.isArray(list)) return;
    const seen = new Set();
    for (const item of list) {
      const id = at(item, key);
      if (seen.has(id)) behaviour(`${what} lists ${key} ${preview(id)} twice`);
      seen.add(id);
    }
  }

  /**
   * @param {Answer | undefined} answer
   * @returns {answer is Answer}
   */
  function ok(answer) {
    return answer !== undefined && answer.status >= 200 && answer.status < 300;
  }

  /**
   * Sends `body` twice with one Idempotency-Key (same answer expected), then with another body (409 expected).
   * @param {string} label
   * @param {string} operationId
   * @param {Json} body
   * @param {Json} [changedBody]
   */
  async function idempotentCreate(label, operationId, body, changedBody) {
    const op = operations.get(operationId);
    const takesKey = op?.parameters.some(
      (p) => p.in === 'header' && p.name.toLowerCase() === idempotencyHeader.toLowerCase(),
    );
    if (!op || !takesKey) return call(label, operationId, { body, expect: [200, 201] });
    const key = randomUUID();
    const first = await call(`${label} (${idempotencyHeader})`, operationId, {
      body,
      headers: { [idempotencyHeader]: key },
      expect: [200, 201],
    });
    if (!ok(first)) return first;
    const repeat = await call(`${label}, repeated with the same key`, operationId, {
      body,
      headers: { [idempotencyHeader]: key },
      expect: [first.status],
    });
    if (repeat && !isDeepStrictEqual(repeat.body, first.body)) {
      behaviour(
        `a repeat with the same ${idempotencyHeader} answered differently: first ${preview(first.body)}, then ${preview(repeat.body)}`,
      );
    }
    const replayHeader = documentedAnswer(op, first.status)?.headers.find((h) => /replayed/i.test(h.name));
    if (repeat && replayHeader && repeat.headers.get(replayHeader.name) !== 'true') {
      behaviour(
        `the repeat does not say it is a replay: ${replayHeader.name} is ${preview(repeat.headers.get(replayHeader.name))}`,
      );
    }
    if (changedBody && op.responses['409']) {
      await call(`${label}, same key with another body`, operationId, {
        body: changedBody,
        headers: { [idempotencyHeader]: key },
        expect: [409],
        code: 'idempotency_conflict',
        why: 'the key was used with another body',
      });
    }
    return first;
  }

  /**
   * A behaviour finding for each property of `sent` that `answer` holds with another value.
   * @param {string} what
   * @param {Record<string, unknown>} sent
   * @param {Json} answer
   */
  function checkEcho(what, sent, answer) {
    if (!isObject(answer)) return;
    for (const [key, value] of Object.entries(sent)) {
      if (key in answer && !sameValue(value, answer[key]))
        behaviour(`${what} does not keep ${key}: sent ${preview(value)}, got ${preview(answer[key])}`);
    }
  }

  /** The slot filters of contracts from 2.1 on: optional in requests, so a backend could silently drop them. */
  const slotFilterFields = ['minLeadDays', 'weekdays', 'maxLogisticsCoefficient'];

  /**
   * A behaviour finding for each slot filter `sent` holds that `answer` leaves out (a dropped filter would make a
   * watch or a booking match slots the seller excluded).
   * @param {string} what
   * @param {Record<string, unknown>} sent
   * @param {Json} answer
   */
  function checkFiltersKept(what, sent, answer) {
    if (!isObject(answer)) return;
    for (const key of slotFilterFields) {
      if (key in sent && !(key in answer)) behaviour(`${what} drops ${key}: sent ${preview(sent[key])}, got nothing`);
    }
  }

  /**
   * Where the contract has the slot filters: a trigger update with each filter just out of its bounds, and one whose
   * dates the lead time leaves empty (TODAY, at least a day ahead), must each be refused with 422.
   * @param {Record<string, unknown>} update a valid update of a live trigger
   */
  async function slotFilterProbes(update) {
    const op = operations.get('updateTrigger');
    const schemaPointer = op?.requestBody?.schemaPointer;
    const updateSchema = /** @type {{ properties?: Record<string, ContractSchema & { items?: ContractSchema }> }} */ (
      contract.document.components?.schemas?.TriggerUpdate ?? {}
    );
    const properties = updateSchema.properties ?? {};
    if (!op || !schemaPointer || !('minLeadDays' in properties)) return;
    const { minLeadDays: lead = {}, weekdays = {}, maxLogisticsCoefficient: logistics = {} } = properties;
    /** @type {[string, unknown][]} */
    const outOfBounds = [
      ['minLeadDays', (lead.minimum ?? 0) - 1],
      ['minLeadDays', (lead.maximum ?? 0) + 1],
      ['weekdays', []],
      ['weekdays', [(weekdays.items?.maximum ?? 7) + 1]],
      ['maxLogisticsCoefficient', (logistics.minimum ?? 1) - 1],
      ['maxLogisticsCoefficient', (logistics.maximum ?? 0) + 1],
    ];
    for (const [key, value] of outOfBounds) {
      const body = { ...update, [key]: value };
      if (!validator.validate(schemaPointer, body).length) continue;
      await call(`updateTrigger with ${key} ${preview(value)}`, 'updateTrigger', {
        body,
        expect: [422],
        code: 'validation_failed',
        why: `${key} is out of its bounds`,
      });
    }
    const today = exampleBody(operations.get('createTrigger'));
    if (today?.searchMode !== 'TODAY') return;
    const { triggerId } = update;
    await call('updateTrigger to TODAY with minLeadDays 1', 'updateTrigger', {
      body: { ...today, triggerId, warehouseIds: update.warehouseIds, minLeadDays: 1 },
      expect: [422],
      code: 'validation_failed',
      why: 'no day of TODAY is a day ahead',
    });
  }

  /** Requests with no or invalid init data must each get 401 with the documented body, and change nothing. */
  async function authenticationProbes() {
    section(
      `authentication (${Object.values(authModes)
        .map((m) => m.label)
        .join('; ')}: 401 expected)`,
    );
    for (const op of contract.operations) {
      if (!op.security.length || skip.has(op.operationId)) continue;
      for (const [mode, { label }] of Object.entries(authModes)) {
        await call(`${op.operationId} ${label}`, op.operationId, {
          body: exampleBody(op),
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
   * @param {ContractOperation} op one whose request body has a schema
   */
  function invalidBody(op) {
    const example = exampleBody(op);
    if (!example || typeof example !== 'object' || Array.isArray(example)) return 'not an object';
    const [key, value] = Object.entries(example)[0] ?? [];
    const body =
      key === undefined
        ? { unexpected: true }
        : { ...example, [key]: typeof value === 'string' ? 12345 : 'not-a-valid-value' };
    const schemaPointer = /** @type {string} */ (op.requestBody?.schemaPointer);
    return validator.validate(schemaPointer, body).length ? body : 'not an object';
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

  async function invalidRequestProbes() {
    section('invalid requests (422, or 400 for a body that is not JSON, with an Error body expected)');
    for (const op of contract.operations) {
      if (skip.has(op.operationId)) continue;
      // The contract says which status a body that is not JSON gets, when it has a code for it.
      if (op.requestBody && op.responses['400'] && errorCodes.has('malformed_request')) {
        await call(`${op.operationId} with a body that is not JSON`, op.operationId, {
          body: new RawBody('{"unfinished": '),
          expect: [400],
          code: 'malformed_request',
          why: 'the body is not JSON',
        });
      }
      if (!op.responses['422']) continue;
      if (op.requestBody?.schemaPointer) {
        const body = invalidBody(op);
        const [changed] = Object.keys(exampleBody(op) ?? {});
        await call(`${op.operationId} with ${preview(body, 60)}`, op.operationId, {
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
        await call(`${op.operationId} with ${parameter.name}=${shown}`, op.operationId, {
          query: { [parameter.name]: invalid },
          body: exampleBody(op),
          expect: [422],
          code: 'validation_failed',
          why: `${parameter.name} breaks its schema`,
        });
      }
    }
  }

  /**
   * What the reads found, for the steps after them.
   * @type {{ user?: Json, suppliers?: Json, warehouses?: Json, drafts?: Json, tariffs?: Json, warehouseId?: Json, draftId?: Json }}
   */
  const context = {};

  /** Every list that pages by cursor, read page by page at its smallest page size: no item twice, no page too big. */
  async function paging() {
    for (const op of contract.operations) {
      const queryParameter = (/** @type {string} */ name) =>
        op.parameters.find((p) => p.in === 'query' && p.name === name);
      // Lists of one object (a trigger's finds, an autobooking's attempts) page in the outcomes checks, with its id.
      const namesAnObject = op.parameters.some((p) => p.in === 'query' && p.required);
      if (!queryParameter('cursor') || namesAnObject || skip.has(op.operationId)) continue;
      section(`paging: ${op.operationId} page by page`);
      const limit = Number(/** @type {{ minimum?: number }} */ (queryParameter('limit')?.schema ?? {}).minimum ?? 1);
      /** @type {Record<string, string>} */
      const query = queryParameter('limit') ? { limit: String(limit) } : {};
      const seen = new Set();
      /** @type {string | undefined} */
      let cursor;
      for (let page = 1; page <= 10; page++) {
        const answer = await call(
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
          behaviour(`page ${page} holds ${items.length} items, more than limit=${limit}`);
        for (const item of items) {
          const id = at(item, 'id');
          if (seen.has(id)) behaviour(`page ${page} repeats ${preview(id)}`);
          seen.add(id);
        }
        const next = at(answer.body, 'nextCursor');
        if (typeof next !== 'string') break;
        cursor = next;
        if (!items.length) behaviour(`page ${page} is empty but has a nextCursor`);
      }
      await call(`${op.operationId} with a cursor it never issued`, op.operationId, {
        query: { ...query, cursor: 'not-a-cursor' },
        expect: [422],
        code: 'validation_failed',
        why: 'a broken cursor',
      });
    }
  }

  async function reads() {
    section('reads');
    context.user = (await call('getUser', 'getUser', { expect: [200] }))?.body;
    uniqueIds(at(context.user, 'payments'), 'id', 'the payments');
    context.suppliers = at((await call('listSuppliers', 'listSuppliers', { expect: [200] }))?.body, 'data');
    uniqueIds(context.suppliers, 'id', 'the suppliers');
    context.warehouses = (await call('listWarehouses', 'listWarehouses', { expect: [200] }))?.body;
    uniqueIds(context.warehouses, 'ID', 'the warehouses');
    const drafts = has('listDrafts')
      ? await call('listDrafts', 'listDrafts', { body: exampleBody(operations.get('listDrafts')), expect: [200] })
      : undefined;
    context.drafts = at(drafts?.body, 'data');
    uniqueIds(context.drafts, 'ID', 'the drafts');
    await call('validateSupplierAuth', 'validateSupplierAuth', { expect: [200] });
    if (has('listTariffs')) {
      context.tariffs = (await call('listTariffs', 'listTariffs', { expect: [200] }))?.body;
      uniqueIds(at(context.tariffs, 'plans'), 'id', 'the plans');
      uniqueIds(at(context.tariffs, 'packs'), 'id', 'the packs');
    }
    const warehouseId = at(context.warehouses, 0, 'ID');
    const draftId = at(context.drafts, 0, 'ID');
    if (has('listDraftGoods')) {
      const body = { ...exampleBody(operations.get('listDraftGoods')), ...(draftId ? { draftID: draftId } : {}) };
      await call(`listDraftGoods of draft ${preview(body.draftID)}`, 'listDraftGoods', { body, expect: [200] });
    }
    if (has('listTransitWarehouses')) {
      const body = { ...exampleBody(operations.get('listTransitWarehouses')), ...(warehouseId ? { warehouseId } : {}) };
      const transits = await call(`listTransitWarehouses to ${body.warehouseId}`, 'listTransitWarehouses', {
        body,
        expect: [200],
      });
      uniqueIds(at(transits?.body, 'data'), 'transitWarehouseId', 'the transit warehouses');
    }
    if (has('validateWarehouse')) {
      const body = {
        ...exampleBody(operations.get('validateWarehouse')),
        ...(draftId ? { draftID: draftId } : {}),
        ...(warehouseId ? { warehouseId } : {}),
      };
      await call(`validateWarehouse ${body.warehouseId} for draft ${preview(body.draftID)}`, 'validateWarehouse', {
        body,
        expect: [200],
      });
    }
    context.warehouseId = warehouseId;
    context.draftId = draftId;
  }

  async function account() {
    if (!has('updateUser')) return;
    section('account');
    for (const example of operations.get('updateUser')?.requestBody?.examples ?? []) {
      let body = structuredClone(example.value);
      if (isObject(body) && 'supplierId' in body) {
        // Keep the supplier the test seller has (or the first one offered), so the run changes nothing.
        const own = at(context.user, 'supplierId');
        const supplier = own
          ? { id: own, name: at(context.user, 'supplierName') }
          : at(context.suppliers, 0)
            ? { id: at(context.suppliers, 0, 'id'), name: at(context.suppliers, 0, 'name') }
            : undefined;
        if (supplier)
          body = {
            ...body,
            supplierId: supplier.id,
            ...('supplierName' in body ? { supplierName: supplier.name } : {}),
          };
      }
      await call(`updateUser (${example.name})`, 'updateUser', { body, expect: [200] });
    }
  }

  async function triggers() {
    if (!has('createTrigger')) return;
    section('triggers: create → list → update → toggle → delete, then the deleted id');
    const before = await call('listTriggers before', 'listTriggers', { expect: [200] });
    uniqueIds(before?.body, 'id', 'the triggers');
    const body = exampleBody(operations.get('createTrigger')) ?? {};
    if (context.warehouseId) body.warehouseIds = [context.warehouseId];
    const created = await idempotentCreate('createTrigger', 'createTrigger', body, {
      ...body,
      maxCoefficient: body.maxCoefficient === 0 ? 1 : 0,
    });
    const id = at(created?.body, 'id');
    if (!ok(created) || typeof id !== 'number') return;
    checkEcho('the created trigger', body, created.body);
    checkFiltersKept('the created trigger', body, created.body);
    await verifyOwnOutcomes(kit, 'trigger', id);
    if (at(created.body, 'isActive') === false) behaviour('a created trigger is not active (isActive: false)');
    const listed = await call(`listTriggers has ${id} once`, 'listTriggers', { expect: [200] });
    if (Array.isArray(listed?.body)) {
      const found = listed.body.filter((t) => at(t, 'id') === id).length;
      if (found !== 1) behaviour(`the list holds trigger ${id} ${found} times`);
      if (Array.isArray(before?.body) && listed.body.length !== before.body.length + 1) {
        behaviour(`the list grew from ${before.body.length} to ${listed.body.length} triggers after one create`);
      }
    }
    const triggerRef = (/** @type {string} */ op) => ({ ...exampleBody(operations.get(op)), triggerId: id });
    if (has('updateTrigger')) {
      const update = {
        ...triggerRef('updateTrigger'),
        ...(context.warehouseId ? { warehouseIds: [context.warehouseId] } : {}),
      };
      const updated = await call(`updateTrigger ${id}`, 'updateTrigger', { body: update, expect: [200] });
      if (ok(updated)) {
        const { triggerId: _, ...settings } = update;
        checkEcho('the updated trigger', { id, ...settings }, updated.body);
        checkFiltersKept('the updated trigger', settings, updated.body);
        await slotFilterProbes(update);
      }
    }
    if (has('toggleTrigger')) {
      const toggleBody = triggerRef('toggleTrigger');
      const desired = 'isActive' in toggleBody;
      let state = at(created.body, 'isActive');
      for (const round of [1, 2]) {
        const wanted = desired ? (round === 1 ? false : true) : !state;
        const sent = desired ? { ...toggleBody, isActive: wanted } : toggleBody;
        const toggled = await call(`toggleTrigger ${id}${desired ? ` to isActive ${wanted}` : ''}`, 'toggleTrigger', {
          body: sent,
          expect: [200],
        });
        if (!ok(toggled)) break;
        if (at(toggled.body, 'isActive') !== wanted)
          behaviour(`toggle left isActive ${preview(at(toggled.body, 'isActive'))}, expected ${wanted}`);
        if (desired && round === 1) {
          const again = await call(`toggleTrigger ${id} to isActive ${wanted} again`, 'toggleTrigger', {
            body: sent,
            expect: [200],
          });
          if (ok(again) && at(again.body, 'isActive') !== wanted)
            behaviour(`a repeated toggle to ${wanted} left isActive ${preview(at(again.body, 'isActive'))}`);
        }
        state = wanted;
      }
    }
    await removeAndProbe(
      'trigger',
      id,
      ['deleteTrigger', 'updateTrigger', 'toggleTrigger'],
      triggerRef,
      'listTriggers',
      (/** @type {Json} */ b) => b,
    );
  }

  /**
   * The seller's credit balance (`autobookingCount` of the user), when the user can be read.
   * @param {string} when
   * @returns {Promise<number | undefined>}
   */
  async function credits(when) {
    if (!has('getUser')) return undefined;
    const user = await call(`getUser: credits ${when}`, 'getUser', { expect: [200] });
    const count = at(user?.body, 'autobookingCount');
    return typeof count === 'number' ? count : undefined;
  }

  /**
   * Deletes the object, checks it left the list, then every id-taking operation must answer 404 for it.
   * @param {string} kind
   * @param {number} id
   * @param {[deleteOp: string, ...others: string[]]} operationIds the delete first, then the others that take the id
   * @param {(operationId: string) => Json} ref the request body naming the object
   * @param {string} listOp
   * @param {(body: Json) => Json} itemsOf the items of the list's answer
   */
  async function removeAndProbe(kind, id, [deleteOp, ...others], ref, listOp, itemsOf) {
    if (!has(deleteOp)) return undefined;
    const deleted = await call(`${deleteOp} ${id}`, deleteOp, { body: ref(deleteOp), expect: [200] });
    if (!ok(deleted)) return deleted;
    const listed = await call(`${listOp} no longer has ${id}`, listOp, { expect: [200] });
    const items = listed && itemsOf(listed.body);
    if (Array.isArray(items) && items.some((item) => at(item, 'id') === id))
      behaviour(`the deleted ${kind} ${id} is still listed`);
    for (const op of [deleteOp, ...others]) {
      if (!has(op) || !operations.get(op)?.responses['404']) continue;
      await call(`${op} of the deleted ${kind} ${id}`, op, {
        body: ref(op),
        expect: [404],
        code: 'not_found',
        why: `${kind} ${id} no longer exists`,
      });
    }
    return deleted;
  }

  async function autobookings() {
    if (!has('createAutobooking')) return;
    section('autobookings: create → list → archive → delete, then the deleted id');
    const total = (/** @type {Json} */ page) => {
      const counts = at(page, 'counts');
      return isObject(counts)
        ? Object.values(counts).reduce((/** @type {number} */ sum, n) => sum + (typeof n === 'number' ? n : 0), 0)
        : undefined;
    };
    const before = await call('listAutobookings before', 'listAutobookings', { expect: [200] });
    const body = exampleBody(operations.get('createAutobooking')) ?? {};
    if (context.draftId) body.draftId = context.draftId;
    if (context.warehouseId) body.warehouseId = context.warehouseId;
    const creditsBefore = await credits('before the autobooking');
    const created = await idempotentCreate('createAutobooking', 'createAutobooking', body, {
      ...body,
      maxCoefficient: body.maxCoefficient === 0 ? 1 : 0,
    });
    const id = at(created?.body, 'id');
    if (!ok(created) || typeof id !== 'number') return;
    checkEcho('the created autobooking', body, created.body);
    checkFiltersKept('the created autobooking', body, created.body);
    await verifyOwnOutcomes(kit, 'autobooking', id);
    // One credit per date for CUSTOM_DATES, one otherwise; spent once however often the request was repeated.
    const cost = body.dateType === 'CUSTOM_DATES' && Array.isArray(body.customDates) ? body.customDates.length : 1;
    const creditsAfter = await credits(`after autobooking ${id}`);
    if (creditsBefore !== undefined && creditsAfter !== undefined && creditsAfter !== creditsBefore - cost) {
      behaviour(`the balance went from ${creditsBefore} to ${creditsAfter} credits; one autobooking costs ${cost}`);
    }
    const listed = await call(`listAutobookings has ${id} once`, 'listAutobookings', { expect: [200] });
    const items = at(listed?.body, 'items');
    if (Array.isArray(items)) {
      const found = items.filter((a) => at(a, 'id') === id).length;
      if (found !== 1) behaviour(`the first page holds autobooking ${id} ${found} times (newest first)`);
      const [was, is] = [total(before?.body), total(listed?.body)];
      if (was !== undefined && is !== undefined && is !== was + 1)
        behaviour(`counts grew from ${was} to ${is} after one create`);
    }
    const ref = (/** @type {string} */ op) => ({ ...exampleBody(operations.get(op)), id });
    const second = await secondPageByCursor('listAutobookings', id);
    if (has('updateAutobooking'))
      await call(`updateAutobooking ${id} (archive)`, 'updateAutobooking', {
        body: ref('updateAutobooking'),
        expect: [200],
      });
    const deleted = await removeAndProbe(
      'autobooking',
      id,
      ['deleteAutobooking', 'updateAutobooking'],
      ref,
      'listAutobookings',
      (/** @type {Json} */ b) => at(b, 'items'),
    );
    const refunded = at(deleted?.body, 'refundedCount');
    if (typeof refunded === 'number') {
      if (refunded !== cost)
        behaviour(`deleting autobooking ${id}, which booked nothing, refunded ${refunded} credits instead of ${cost}`);
      const creditsAtEnd = await credits(`after deleting autobooking ${id}`);
      if (creditsAfter !== undefined && creditsAtEnd !== undefined && creditsAtEnd !== creditsAfter + refunded) {
        behaviour(`the balance went from ${creditsAfter} to ${creditsAtEnd} credits with refundedCount ${refunded}`);
      }
    }
    if (second) {
      // The first page's item is gone now; a position-based cursor still continues after it, a page number would skip.
      const again = await call(`listAutobookings after the cursor of ${id} again`, 'listAutobookings', {
        query: second.query,
        expect: [200],
      });
      const first = at(again?.body, 'items', 0, 'id');
      if (ok(again) && first !== second.firstId)
        behaviour(
          `after ${id} left the list, its cursor continues at ${preview(first)} instead of ${preview(second.firstId)}`,
        );
    }
  }

  /**
   * With cursor paging: the first page of one item must be the newest (`id`); returns the cursor after it and the
   * first item of the second page, to read that page again once `id` has left the list.
   * @param {string} operationId
   * @param {number} id
   */
  async function secondPageByCursor(operationId, id) {
    const op = operations.get(operationId);
    if (
      !op?.parameters.some((p) => p.in === 'query' && p.name === 'cursor') ||
      !op.parameters.some((p) => p.name === 'limit')
    )
      return undefined;
    const page = await call(`${operationId} first page of 1 is ${id}`, operationId, {
      query: { limit: '1' },
      expect: [200],
    });
    if (!ok(page)) return undefined;
    const newest = at(page.body, 'items', 0, 'id');
    if (newest !== id) behaviour(`the newest item is ${preview(newest)}, not the one just created (${id})`);
    const cursor = at(page.body, 'nextCursor');
    if (typeof cursor !== 'string') return undefined;
    const query = { limit: '1', cursor };
    const next = await call(`${operationId} page after ${id}`, operationId, { query, expect: [200] });
    const firstId = at(next?.body, 'items', 0, 'id');
    return ok(next) && firstId !== undefined ? { query, firstId } : undefined;
  }

  async function payments() {
    if (!has('createPayment')) return;
    section('payments');
    const paymentsBefore = at(context.user, 'payments');
    const body = exampleBody(operations.get('createPayment')) ?? {};
    const created = await idempotentCreate('createPayment', 'createPayment', body, {
      ...body,
      email: `other.${body.email}`,
    });
    if (!ok(created) || !has('getUser')) return;
    const paymentId = at(created.body, 'id');
    const after = await call(`getUser lists payment ${preview(paymentId)} once`, 'getUser', { expect: [200] });
    const list = at(after?.body, 'payments');
    if (Array.isArray(list)) {
      const found = list.filter((p) => at(p, 'id') === paymentId).length;
      if (found !== 1) behaviour(`the payment history holds payment ${preview(paymentId)} ${found} times`);
      const payment = list.find((p) => at(p, 'id') === paymentId);
      const tariff = findTariff(context.tariffs, body.tariffId);
      const [amount, currency] = [at(payment, 'amount'), at(payment, 'currency')];
      if (payment && tariff && (amount !== tariff.price || currency !== tariff.currency)) {
        behaviour(
          `payment ${preview(paymentId)} is ${preview(amount)} ${preview(currency)}, the tariff list says ${preview(tariff.price)} ${preview(tariff.currency)} for ${preview(body.tariffId)}`,
        );
      }
      if (Array.isArray(paymentsBefore) && list.length !== Math.min(paymentsBefore.length + 1, 100)) {
        behaviour(`the payment history grew from ${paymentsBefore.length} to ${list.length} after one payment`);
      }
    }
  }

  /**
   * Operations no step above reached: their request example once (a new operation is covered without new code).
   * @param {string[]} last the operations run after these
   */
  async function remaining(last) {
    const left = contract.operations.filter(
      (o) =>
        !skip.has(o.operationId) &&
        !succeeded.has(o.operationId) &&
        !last.includes(o.operationId) &&
        !calls.some((c) => c.operationId === o.operationId && c.status),
    );
    if (!left.length) return;
    section('other operations (their request examples)');
    for (const op of left)
      await call(op.operationId, op.operationId, { body: exampleBody(op), expect: [200, 201, 204] });
  }

  /** Seller ids of this run: a fresh one per role, never used by an earlier run. */
  const runNonce = Math.floor(now() / 1000) % 1_000_000;
  /** @type {Map<string, Seller>} */
  const freshSellers = new Map();
  /** @type {import('./conformance-rules.mjs').Kit} */
  const kit = {
    call,
    behaviour,
    note: (message) => log(`  – ${message}`),
    section,
    has,
    example: (operationId, name) => exampleBody(operations.get(operationId), name),
    seller: user,
    freshSeller(role) {
      let seller = freshSellers.get(role);
      if (!seller) {
        seller = {
          id: identity.userId + 1_000_000 * (freshSellers.size + 1) + runNonce * 10,
          first_name: 'Contract',
          last_name: role,
        };
        freshSellers.set(role, seller);
      }
      return seller;
    },
    provision,
    canSign: Boolean(identity.botToken),
    today: () => new Date(now() + moscowOffsetMs).toISOString().slice(0, 10),
    context,
    at,
    otherSeller: Boolean(identity.botToken),
  };

  /**
   * The Test sellers call (`PUT /api/test/seller`): true when the backend set the state.
   * @param {Seller} seller
   * @param {Record<string, unknown>} state
   */
  async function provision(seller, state) {
    const getUser = operations.get('getUser');
    const header = getUser && authHeader(getUser);
    if (!identity.botToken || !header) return false;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const response = await fetch(`${base}${testSellerPath}`, {
          method: 'PUT',
          headers: { [header]: signAs(seller, 0), 'content-type': 'application/json' },
          body: JSON.stringify(state),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const wait = Number(response.headers.get('retry-after'));
        if (response.status === 429 && wait >= 1 && wait <= maxRetryWait) {
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
          continue;
        }
        log(`  – ${testSellerPath} ${preview(state)} for seller ${seller.id} → ${response.status}`);
        return response.ok;
      } catch {
        return false;
      }
    }
    return false;
  }

  /** The seller's triggers and every group of autobookings (first pages), then the outcome reads of them. */
  async function outcomes() {
    if (!has('listTriggerFinds') && !has('listAutobookingAttempts')) return;
    section('outcomes: the lists the outcome reads start from');
    const triggersNow = await call('listTriggers for the outcomes', 'listTriggers', { expect: [200] });
    const groups = has('listAutobookings') ? ['active', 'completed', 'archive'] : [];
    const pages = [];
    for (const group of groups) {
      const page = await call(`listAutobookings ${group} for the outcomes`, 'listAutobookings', {
        query: { group },
        expect: [200],
      });
      if (ok(page)) pages.push(page.body);
    }
    await verifyOutcomeReads(kit, { triggers: triggersNow?.body, autobookings: pages });
  }

  const last = ['initAuth', 'logout'];
  try {
    section('identity');
    const identityCheck = await call('getUser with properly signed init data', 'getUser', { expect: [200] });
    if (identityCheck?.status === 401)
      throw new Abort('The backend refuses properly signed init data, so nothing else can be checked.');
    // The run's own seller in the state it needs, whatever an earlier run left (it ends logged out).
    if (!(await provision(user, { agreeTerms: true, supplier: 'linked', subscriptionDays: 30, autobookingCount: 20 })))
      kit.note('the test seller was not provisioned: it must have terms, a supplier, a subscription and credits');
    await authenticationProbes();
    await initDataEdges(kit);
    await reads();
    await paging();
    await account();
    await triggers();
    await autobookings();
    await outcomes();
    await payments();
    await invalidRequestProbes();
    await requestContract(kit);
    await dateWindows(kit);
    await isolation(kit);
    await finishedTriggers(kit);
    await accessStates(kit);
    await triggerLimit(kit);
    await listRules(kit);
    await remaining(last);
    await accountEffects(kit);
  } catch (error) {
    if (!(error instanceof Abort)) throw error;
    kitFindings.push({ rule: 'aborted', message: error.message });
    log(`\n✖ ${error.message}`);
  }

  const aborted = kitFindings.some((f) => f.rule === 'aborted');
  const notCovered = aborted
    ? []
    : contract.operations.map((o) => o.operationId).filter((id) => !skip.has(id) && !succeeded.has(id));
  for (const operationId of notCovered) {
    kitFindings.push({
      rule: 'coverage',
      message: `${operationId} never answered 2xx to a properly signed request, so its success answer was not checked`,
    });
  }
  const findingCount = calls.reduce((sum, c) => sum + c.findings.length, 0) + kitFindings.length;
  return { calls, kitFindings, notCovered, findingCount, rateLimitWaits, conforms: findingCount === 0 };
}

/**
 * The closing lines of a run.
 * @param {VerifyResult} result
 * @param {Set<string>} [skip]
 * @returns {string[]}
 */
export function summary({ calls, kitFindings, findingCount, rateLimitWaits, conforms }, skip = new Set()) {
  const failedCalls = calls.filter((c) => c.findings.length).length;
  const operationCount = new Set(calls.map((c) => c.operationId)).size;
  return [
    ...kitFindings.filter((k) => k.rule === 'coverage').map((f) => `✖ ${f.message}`),
    '',
    `${calls.length} requests over ${operationCount} operations${skip.size ? ` (skipped: ${[...skip].join(', ')})` : ''}: ` +
      `${findingCount} findings in ${failedCalls} requests${kitFindings.length ? ` and ${kitFindings.length} more` : ''}` +
      `${rateLimitWaits ? `; waited ${rateLimitWaits} times as 429 answers asked` : ''}.`,
    conforms ? 'The backend conforms to the contract.' : 'The backend does not conform to the contract.',
  ];
}
