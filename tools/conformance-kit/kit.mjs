// The conformance kit's primitives, shared by every phase: the run's state (`createKit`), one checked request
// (`call`: send, then every check of the answer against the contract), findings, test sellers and the request
// examples with their dates moved to today.
import { createContractValidator, preview } from '../../scripts/lib/contract-validator.mjs';
import { signInitData } from '../../scripts/lib/init-data.mjs';

/** Long past any reasonable maximum age of init data. */
const expiredAgeSeconds = 30 * 24 * 60 * 60;
/** Far beyond any allowance for clock skew. */
const futureAgeSeconds = 24 * 60 * 60;
const moscowOffsetMs = 3 * 60 * 60 * 1000;
const maxConsecutiveNetworkErrors = 3;
/** The staging-only call that puts a test seller into a state (the contract's Test sellers section). */
const testSellerPath = '/api/test/seller';
/** The longest Retry-After the kit waits for before it reports the 429 (the contract's per-minute limits: 60). */
const maxRetryWait = 60;

/** Stops the run: the backend cannot be checked any further. */
export class Abort extends Error {}

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
 * @typedef {{ rule: string, message: string }} Finding
 * @typedef {{ label: string, operationId: string, method: string, path: string, status: number, findings: Finding[] }} CallRecord
 *   status 0: no answer.
 * @typedef {object} CallOptions
 * @property {unknown} [body] The JSON body, or a RawBody sent as is.
 * @property {Record<string, string>} [query]
 * @property {Record<string, string>} [headers]
 * @property {string} [auth] 'valid', or which invalid init data to
 *   send (a key of the auth modes).
 * @property {number[]} [expect] The statuses this step needs.
 * @property {string} [why] Why, for the report.
 * @property {string} [code] The error code this step needs, checked when the contract has codes.
 * @property {string[]} [pointers] With a 422: `errors` must point at one of these (JSON Pointers).
 * @property {string} [contentType] Sent instead of application/json with a body.
 * @property {Seller} [as] Another test seller, signed by the kit (its init data is valid unless `authAgeSeconds`
 *   makes it too old or too far ahead).
 * @property {number} [authAgeSeconds] How old the init data is (negative: ahead of now).
 * @property {boolean} [retry] false: a 429 is the answer, not waited out (a call within the rate-limit floor).
 * @typedef {{ id: number, first_name: string, last_name?: string, username?: string }} Seller A Telegram user.
 * @typedef {{ status: number, body: Json, headers: Headers }} Answer body: the parsed JSON, probed by the checks.
 * @typedef {{ label: string, value: () => string | undefined }} AuthMode invalid init data, as a probe sends it
 * @typedef {{ seller?: Seller | null, headers?: Record<string, string>, body?: unknown, expect: number[], code?: string, why?: string }} RawOptions
 *   seller: whose init data is sent (the run's seller by default; null: none); headers: sent as they are
 * @typedef {{ seller: Seller, provisioned: boolean }} Reader a second seller that reads the first seller's objects;
 *   provisioned: it has accepted terms, so every refusal it gets is about the object, not its own access
 */

/**
 * What the reads found, for the steps after them.
 * @typedef {{ user?: Json, suppliers?: Json, warehouses?: Json, drafts?: Json, tariffs?: Json, warehouseId?: Json, draftId?: Json }} ReadContext
 */

/**
 * The run: its options, what it recorded so far, and the primitives the phases call.
 * @typedef {object} Kit
 * @property {Contract} contract
 * @property {Map<string, ContractOperation>} operations by operationId
 * @property {ReturnType<typeof createContractValidator>} validator
 * @property {string} base the backend's origin, without a trailing slash
 * @property {{ botToken?: string, initData?: string, userId: number }} identity
 * @property {Set<string>} skip operations left out
 * @property {number} timeoutMs per request
 * @property {(line: string) => void} log
 * @property {() => number} now
 * @property {(ms: number) => Promise<void>} sleep waits (a 429's Retry-After)
 * @property {CallRecord[]} calls every request, in order
 * @property {Set<string>} succeeded operations that answered 2xx to a properly signed request
 * @property {Finding[]} kitFindings about the run as a whole
 * @property {number} networkErrors requests in a row that got no answer
 * @property {number} rateLimitWaits how often a 429's Retry-After was waited for
 * @property {Set<unknown>} errorCodes the contract's machine-readable error codes (empty when it has none)
 * @property {Record<string, AuthMode>} authModes invalid init data, by name
 * @property {Map<string, Seller>} freshSellers
 * @property {number} runNonce makes this run's seller ids differ from any earlier run's
 * @property {(label: string, operationId: string, options: CallOptions) => Promise<Answer | undefined>} call
 * @property {(message: string) => void} behaviour a finding about behaviour across calls
 * @property {(message: string) => void} note a line in the log that is not a finding (a check left out, and why)
 * @property {(title: string) => void} section
 * @property {(operationId: string) => boolean} has
 * @property {(operationId: string, name?: string) => Record<string, unknown> | undefined} example its request example, dates moved to today
 * @property {Seller} seller the main test seller
 * @property {(role: string) => Seller} freshSeller a seller of this run that no earlier run used
 * @property {(seller: Seller, state: Record<string, unknown>) => Promise<boolean>} provision the Test sellers call
 * @property {() => Promise<Reader>} reader the run's second seller, with accepted terms where the backend can provision it
 * @property {(label: string, method: string, path: string, options: RawOptions) => Promise<{ status: number, body: Json } | undefined>} raw
 *   a request outside the contract's operations (an unknown route, a staging-only test call), checked for its status
 * @property {(message: string) => void} notChecked a check the backend gave no way to make (a staging hook is missing)
 * @property {string[]} notCheckedList what was not checked, for the summary
 * @property {boolean} canSign whether the kit signs init data itself (it has the bot token)
 * @property {() => string} today Moscow's calendar date
 * @property {ReadContext} context what the reads found
 * @property {(value: unknown, ...path: (string | number)[]) => unknown} at the value at a path of an answer
 * @property {boolean} otherSeller whether a second, properly signed seller can be played (`as: kit.freshSeller(…)`)
 */

/**
 * Whether a JSON value is an object (not null, not an array), whose properties can be read.
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The value at `path` inside a JSON value: undefined where the path leads nowhere (a missing key, null, a number…).
 * @param {unknown} value
 * @param {...(string | number)} path keys of objects and indexes of arrays
 * @returns {unknown}
 */
export function at(value, ...path) {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = /** @type {Record<string | number, unknown>} */ (node)[key];
  }
  return node;
}

/** A request body sent as is (e.g. one that is not JSON). */
export class RawBody {
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
 * The run's state and its primitives, bound for the phases.
 * @param {{
 *   contract: Contract, baseUrl: string,
 *   identity: { botToken?: string, initData?: string, userId: number },
 *   skip?: Set<string>, timeoutMs?: number, log?: (line: string) => void, now?: () => number,
 *   sleep?: (ms: number) => Promise<void>,
 * }} options
 * @returns {Kit}
 */
export function createKit({
  contract,
  baseUrl,
  identity,
  skip = new Set(),
  timeoutMs = 15_000,
  log = console.log,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}) {
  /** @type {Promise<Reader> | undefined} */
  let readerOfRun;
  /** @type {Kit} */
  const kit = {
    contract,
    operations: new Map(contract.operations.map((o) => [o.operationId, o])),
    validator: validatorFor(contract),
    base: baseUrl.replace(/\/+$/, ''),
    identity,
    skip,
    timeoutMs,
    log,
    now,
    sleep,
    calls: [],
    succeeded: new Set(),
    kitFindings: [],
    networkErrors: 0,
    rateLimitWaits: 0,
    // Machine-readable error codes, when the contract has them: a probe then also expects the code of its rule.
    errorCodes: new Set(contract.document.components?.schemas?.ErrorCode?.enum ?? []),
    authModes: {},
    freshSellers: new Map(),
    runNonce: Math.floor(now() / 1000) % 1_000_000,
    call: (label, operationId, callOptions) => call(kit, label, operationId, callOptions),
    behaviour: (message) => behaviour(kit, message),
    note: (message) => log(`  – ${message}`),
    section: (title) => log(`\n── ${title}`),
    has: (operationId) => kit.operations.has(operationId) && !skip.has(operationId),
    example: (operationId, name) => exampleBody(kit, kit.operations.get(operationId), name),
    seller: { id: identity.userId, first_name: 'Contract', last_name: 'Verify', username: 'contract_verify' },
    freshSeller: (role) => freshSeller(kit, role),
    provision: (seller, state) => provision(kit, seller, state),
    reader: () => (readerOfRun ??= provisionedReader(kit)),
    raw: (label, method, path, rawOptions) => raw(kit, label, method, path, rawOptions),
    notChecked: (message) => {
      kit.notCheckedList.push(message);
      log(`  ○ not checked: ${message}`);
    },
    notCheckedList: [],
    canSign: Boolean(identity.botToken),
    today: () => new Date(now() + moscowOffsetMs).toISOString().slice(0, 10),
    context: {},
    at,
    otherSeller: Boolean(identity.botToken),
  };
  kit.authModes = authModesOf(kit);
  return kit;
}

/**
 * Init data of `seller`, `ageSeconds` old (negative: ahead), signed by the kit.
 * @param {Kit} kit
 * @param {Seller} seller
 * @param {number} ageSeconds
 */
function signAs(kit, seller, ageSeconds) {
  const authDate = Math.floor(kit.now() / 1000) - ageSeconds;
  return signInitData({ botToken: kit.identity.botToken ?? '', user: seller, authDate });
}

/** @param {Kit} kit */
function validInitData(kit) {
  return kit.identity.initData ?? signAs(kit, kit.seller, 0);
}

/**
 * Invalid init data, by name: what the authentication probes send.
 * @param {Kit} kit
 * @returns {Record<string, AuthMode>}
 */
function authModesOf(kit) {
  return {
    none: { label: 'without init data', value: () => undefined },
    garbage: { label: 'with garbage init data', value: () => 'garbage' },
    forged: {
      label: 'with another user in signed init data',
      value: () => {
        const params = new URLSearchParams(validInitData(kit));
        const signedUser = JSON.parse(params.get('user') ?? '{}');
        params.set('user', JSON.stringify({ ...signedUser, id: (signedUser.id ?? 0) + 1 }));
        return params.toString();
      },
    },
    ...(kit.identity.botToken
      ? {
          expired: {
            label: 'with init data signed 30 days ago',
            value: () => signAs(kit, kit.seller, expiredAgeSeconds),
          },
          future: {
            label: 'with init data dated a day ahead',
            value: () => signAs(kit, kit.seller, -futureAgeSeconds),
          },
        }
      : {}),
  };
}

/**
 * The header that carries the init data of `op`, when its security scheme is an API key in a header.
 * @param {Contract} contract
 * @param {ContractOperation} op
 */
function authHeader(contract, op) {
  const scheme = contract.securitySchemes[Object.keys(op.security[0] ?? {})[0] ?? ''];
  return scheme?.type === 'apiKey' && scheme.in === 'header' ? scheme.name : undefined;
}

/**
 * The first request example of `op` (or the named one), dates moved to today; undefined when it takes no body.
 * @param {Kit} kit
 * @param {ContractOperation | undefined} op
 * @param {string} [name]
 * @returns {Record<string, unknown> | undefined}
 */
export function exampleBody(kit, op, name) {
  const examples = op?.requestBody?.examples ?? [];
  const example = (name && examples.find((e) => e.name === name)) || examples[0];
  if (!example) return undefined;
  const value = rebaseDates(structuredClone(example.value), kit.now());
  if (!isObject(value)) throw new Error(`The request example ${example.name} of ${op?.operationId} is not an object.`);
  return value;
}

/**
 * @param {ContractOperation} op
 * @param {number} status
 * @returns {ContractResponse | undefined}
 */
export function documentedAnswer(op, status) {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

/**
 * The init data a call sends: a test seller's, the run's own, the other seller's, or a probe's invalid one.
 * @param {Kit} kit
 * @param {CallOptions} options
 */
function credentialOf(kit, { auth = 'valid', as, authAgeSeconds }) {
  if (as || authAgeSeconds !== undefined) return signAs(kit, as ?? kit.seller, authAgeSeconds ?? 0);
  if (auth === 'valid') return validInitData(kit);
  const mode = kit.authModes[auth];
  if (!mode) throw new Error(`No init data mode ${auth}.`);
  return mode.value();
}

/**
 * One request and every check of its answer. `expect`: the statuses this step needs (with why, for the report).
 * @param {Kit} kit
 * @param {string} label
 * @param {string} operationId
 * @param {CallOptions} options
 * @returns {Promise<Answer | undefined>} undefined when skipped or unreachable.
 */
async function call(kit, label, operationId, options) {
  const op = kit.operations.get(operationId);
  if (!op || kit.skip.has(operationId)) return undefined;
  const { body, query, headers = {}, contentType } = options;
  const requestHeaders = { ...headers };
  const header = authHeader(kit.contract, op);
  const credential = credentialOf(kit, options);
  if (header && credential !== undefined) requestHeaders[header] = credential;
  if (body !== undefined) requestHeaders['content-type'] = contentType ?? 'application/json';
  const target = `${op.path}${query ? `?${new URLSearchParams(query)}` : ''}`;
  /** @type {CallRecord} */
  const record = { label, operationId, method: op.method, path: target, status: 0, findings: [] };
  kit.calls.push(record);
  /** @type {RequestInit} */
  const init = {
    method: op.method,
    headers: requestHeaders,
    body: body === undefined ? undefined : body instanceof RawBody ? body.text : JSON.stringify(body),
  };
  const sent = await send(
    kit,
    record,
    target,
    init,
    options.retry === false ? [...(options.expect ?? []), 429] : options.expect,
  );
  if (!sent) return undefined;
  const { response, text } = sent;
  record.status = response.status;
  const { parsed, isJson } = parseJson(text);
  const shown = isJson ? preview(parsed, 200) : preview(text, 200);
  const finding = (/** @type {string} */ rule, /** @type {string} */ message) =>
    record.findings.push({ rule, message });
  const documented = documentedAnswer(op, response.status);
  checkBody(kit, finding, { op, documented, response, parsed, isJson, shown });
  checkHeaders(kit, finding, documented, response);
  checkExpectation(kit, finding, options, { response, parsed, shown });
  checkErrorPointers(finding, options.pointers, { response, parsed, shown });
  const { auth = 'valid', authAgeSeconds } = options;
  const signedValid = auth === 'valid' && (authAgeSeconds === undefined || authAgeSeconds < 24 * 60 * 60);
  if (signedValid && response.status >= 200 && response.status < 300) kit.succeeded.add(operationId);
  print(kit, record);
  return { status: response.status, body: parsed, headers: response.headers };
}

/**
 * Sends the request; a 429 the step did not ask for is the backend's rate limit: waits what it asks and repeats
 * (twice at most). Undefined when the backend did not answer (a finding; three in a row, or the first call, abort).
 * @param {Kit} kit
 * @param {CallRecord} record
 * @param {string} target
 * @param {RequestInit} init
 * @param {number[] | undefined} expect
 * @returns {Promise<{ response: Response, text: string } | undefined>}
 */
async function send(kit, record, target, init, expect) {
  try {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(kit.base + target, { ...init, signal: AbortSignal.timeout(kit.timeoutMs) });
      const text = await response.text();
      const wait = Number(response.headers.get('retry-after'));
      if (response.status !== 429 || expect?.includes(429) || attempt >= 2 || !(wait >= 1 && wait <= maxRetryWait)) {
        kit.networkErrors = 0;
        return { response, text };
      }
      kit.log(`  … ${record.label}: 429, waiting ${wait} s as Retry-After asks`);
      kit.rateLimitWaits++;
      await kit.sleep(wait * 1000);
    }
  } catch (error) {
    kit.networkErrors++;
    const failure = /** @type {{ cause?: { code?: string, message?: string }, message?: string }} */ (error);
    const cause = failure?.cause?.code ?? failure?.cause?.message ?? failure?.message ?? String(error);
    record.findings.push({ rule: 'network', message: `no answer: ${cause}` });
    print(kit, record);
    if (kit.networkErrors >= maxConsecutiveNetworkErrors || kit.calls.length === 1) {
      throw new Abort(`${kit.base} does not answer (${cause}); stopped after ${kit.calls.length} requests.`);
    }
    return undefined;
  }
}

/**
 * @param {string} text
 * @returns {{ parsed: Json, isJson: boolean }}
 */
function parseJson(text) {
  try {
    return { parsed: text === '' ? undefined : JSON.parse(text), isJson: text !== '' };
  } catch {
    // reported where the contract expects JSON
    return { parsed: undefined, isJson: false };
  }
}

/**
 * @typedef {(rule: string, message: string) => void} FindingOf adds a finding to the call's record
 * @typedef {{ response: Response, parsed: Json, shown: string }} Received what came back, and how the report shows it
 */

/**
 * The status is documented; a JSON answer has the JSON content type and matches its schema.
 * @param {Kit} kit
 * @param {FindingOf} finding
 * @param {Received & { op: ContractOperation, documented: ContractResponse | undefined, isJson: boolean }} received
 */
function checkBody(kit, finding, { op, documented, response, parsed, isJson, shown }) {
  if (!documented) {
    const statuses = Object.keys(op.responses).join(', ');
    finding(
      'status',
      `status ${response.status} is not documented for ${op.operationId} (documented: ${statuses}); body: ${shown}`,
    );
    return;
  }
  if (!documented.contentTypes.includes('application/json')) return;
  const contentType = response.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType))
    finding(
      'content-type',
      `Content-Type ${preview(contentType)} where the contract says application/json; body: ${shown}`,
    );
  else if (!isJson) finding('json', `the body is not JSON: ${shown}`);
  else if (documented.schemaPointer) {
    for (const v of kit.validator.validate(documented.schemaPointer, parsed)) {
      finding(
        'schema',
        `${v.path}: ${v.message}${v.actual === undefined ? '' : ` — sent ${preview(v.actual)}`}  [${v.rule}]`,
      );
    }
  }
}

/**
 * The documented headers of the answer: present when required, and matching their schemas.
 * @param {Kit} kit
 * @param {FindingOf} finding
 * @param {ContractResponse | undefined} documented
 * @param {Response} response
 */
function checkHeaders(kit, finding, documented, response) {
  for (const header of documented?.headers ?? []) {
    const value = response.headers.get(header.name);
    if (value === null) {
      if (header.required) finding('header', `required header ${header.name} is missing`);
      continue;
    }
    const { type } = header.schema;
    const typed =
      typeof type === 'string' && ['integer', 'number'].includes(type) && value.trim() !== '' ? Number(value) : value;
    for (const v of kit.validator.validateValue(header.schema, typed))
      finding('header', `${header.name}: ${v.message} — sent ${preview(value)}`);
  }
}

/**
 * What the step needs: properly signed init data accepted, the expected status, and the expected error code.
 * @param {Kit} kit
 * @param {FindingOf} finding
 * @param {CallOptions} options
 * @param {Received} received
 */
function checkExpectation(
  kit,
  finding,
  { auth = 'valid', authAgeSeconds, expect, why, code },
  { response, parsed, shown },
) {
  if (auth === 'valid' && authAgeSeconds === undefined && response.status === 401) {
    const hint = kit.identity.botToken
      ? ' (is --bot-token the bot token of this backend?)'
      : ' (is INIT_DATA fresh and from this bot?)';
    finding('authentication', `answered 401 to properly signed init data${hint}; body: ${shown}`);
  } else if (expect && !expect.includes(response.status)) {
    finding(
      'expected',
      `expected ${expect.join(' or ')}${why ? ` (${why})` : ''}, got ${response.status}; body: ${shown}`,
    );
  } else if (code && kit.errorCodes.has(code) && at(parsed, 'code') !== code) {
    finding('expected', `expected code ${preview(code)}${why ? ` (${why})` : ''}, got ${preview(at(parsed, 'code'))}`);
  }
}

/**
 * A 422 of validation names the invalid fields, and (when the step says which) points at one of them.
 * @param {FindingOf} finding
 * @param {string[] | undefined} pointers
 * @param {Received} received
 */
function checkErrorPointers(finding, pointers, { response, parsed, shown }) {
  if (response.status !== 422 || at(parsed, 'code') !== 'validation_failed') return;
  const errors = at(parsed, 'errors');
  const paths = Array.isArray(errors) ? errors.map((e) => at(e, 'path')) : [];
  if (!paths.length) finding('errors', `a 422 without the invalid fields (errors); body: ${shown}`);
  else if (pointers && !paths.some((path) => pointers.includes(/** @type {string} */ (path))))
    finding('errors', `errors point at ${preview(paths)}, expected ${preview(pointers)}`);
}

/**
 * @param {Kit} kit
 * @param {CallRecord} record
 */
function print(kit, record) {
  const mark = record.findings.length ? '✖' : '✔';
  kit.log(
    `${mark} ${record.label.padEnd(58)} ${record.method.padEnd(6)} ${record.path.padEnd(30)} → ${record.status || '—'}`,
  );
  for (const f of record.findings) kit.log(`    ${f.rule}: ${f.message}`);
}

/**
 * A finding about the backend's behaviour across calls, attached to the last call.
 * @param {Kit} kit
 * @param {string} message
 */
function behaviour(kit, message) {
  const last = kit.calls.at(-1);
  if (last) last.findings.push({ rule: 'behaviour', message });
  else kit.kitFindings.push({ rule: 'behaviour', message });
  kit.log(`✖ behaviour: ${message}`);
}

/**
 * @param {Answer | undefined} answer
 * @returns {answer is Answer}
 */
export function ok(answer) {
  return answer !== undefined && answer.status >= 200 && answer.status < 300;
}

/**
 * Ids are unique within a list (the contract's Paging section): a repeat is a finding on the last call.
 * @param {Kit} kit
 * @param {Json} list
 * @param {string} key the id's property
 * @param {string} what the list, as the finding names it
 */
export function uniqueIds(kit, list, key, what) {
  if (!Array.isArray(list)) return;
  const seen = new Set();
  for (const item of list) {
    const id = at(item, key);
    if (seen.has(id)) kit.behaviour(`${what} lists ${key} ${preview(id)} twice`);
    seen.add(id);
  }
}

/**
 * Seller ids of this run: a fresh one per role, never used by an earlier run.
 * @param {Kit} kit
 * @param {string} role
 */
function freshSeller(kit, role) {
  let seller = kit.freshSellers.get(role);
  if (!seller) {
    seller = {
      id: kit.identity.userId + 1_000_000 * (kit.freshSellers.size + 1) + kit.runNonce * 10,
      first_name: 'Contract',
      last_name: role,
    };
    kit.freshSellers.set(role, seller);
  }
  return seller;
}

/**
 * The Test sellers call (`PUT /api/test/seller`): true when the backend set the state.
 * @param {Kit} kit
 * @param {Seller} seller
 * @param {Record<string, unknown>} state
 */
async function provision(kit, seller, state) {
  const getUser = kit.operations.get('getUser');
  const header = getUser && authHeader(kit.contract, getUser);
  if (!kit.identity.botToken || !header) return false;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const response = await fetch(`${kit.base}${testSellerPath}`, {
        method: 'PUT',
        headers: { [header]: signAs(kit, seller, 0), 'content-type': 'application/json' },
        body: JSON.stringify(state),
        signal: AbortSignal.timeout(kit.timeoutMs),
      });
      const wait = Number(response.headers.get('retry-after'));
      if (response.status === 429 && wait >= 1 && wait <= maxRetryWait) {
        await kit.sleep(wait * 1000);
        continue;
      }
      kit.log(`  – ${testSellerPath} ${preview(state)} for seller ${seller.id} → ${response.status}`);
      return response.ok;
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * The run's second seller for reads of the first seller's objects, given what those reads need (accepted terms).
 * @param {Kit} kit
 * @returns {Promise<Reader>}
 */
async function provisionedReader(kit) {
  const seller = freshSeller(kit, 'reader');
  return { seller, provisioned: await provision(kit, seller, { agreeTerms: true }) };
}

/**
 * A request outside the contract's operations, signed as `seller` (none with null), and its status checked.
 * @param {Kit} kit
 * @param {string} label
 * @param {string} method
 * @param {string} target the path, with its query
 * @param {RawOptions} options
 */
async function raw(kit, label, method, target, { seller = kit.seller, headers: extra = {}, body, expect, code, why }) {
  /** @type {CallRecord} */
  const record = { label, operationId: '', method, path: target, status: 0, findings: [] };
  kit.calls.push(record);
  const getUser = kit.operations.get('getUser');
  const header = (getUser && authHeader(kit.contract, getUser)) ?? 'x-init-data';
  /** @type {Record<string, string>} */
  const headers = body === undefined ? {} : { 'content-type': 'application/json' };
  if (seller) headers[header] = signAs(kit, seller, 0);
  Object.assign(headers, extra);
  const text = body instanceof RawBody ? body.text : body === undefined ? undefined : JSON.stringify(body);
  const sent = await send(kit, record, target, { method, headers, body: text }, expect);
  if (!sent) return undefined;
  record.status = sent.response.status;
  const { parsed } = parseJson(sent.text);
  if (!expect.includes(record.status))
    record.findings.push({
      rule: 'expected',
      message: `expected ${expect.join(' or ')}${why ? ` (${why})` : ''}, got ${record.status}; body: ${preview(sent.text, 200)}`,
    });
  else if (code && kit.errorCodes.has(code) && record.status >= 400 && at(parsed, 'code') !== code)
    record.findings.push({
      rule: 'expected',
      message: `expected code ${code}${why ? ` (${why})` : ''}, got ${preview(at(parsed, 'code'))}`,
    });
  print(kit, record);
  return { status: record.status, body: parsed };
}
