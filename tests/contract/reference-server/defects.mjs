// Broken backends for the conformance kit's tests: the reference server with one deliberate defect each, and the
// finding the kit must report for it (the status or value the backend sent, next to the rule it broke).

// A finding is printed indented under the request it belongs to, possibly after other findings of that request:
// the patterns below match `<request line>` … `    expected: …` within one request's block.

/** @typedef {import('./server.mjs').Answer} Answer */
/**
 * An answer whose body is the operation's 200 body.
 * @template T
 * @typedef {Answer & { body: T }} AnswerOf
 */
/** @typedef {import('../../../generated/schema').SchemaUser} User */
/** @typedef {import('../../../generated/schema').SchemaTrigger} Trigger */
/** @typedef {import('../../../generated/schema').SchemaTariffList} TariffList */

/**
 * Rewrites the successful answers of one operation; the rewrite reads the body as that operation's 200 body `T`.
 * @template T
 * @param {string} operationId
 * @param {(answer: AnswerOf<T>) => Answer} change
 * @returns {(answer: Answer, request: { operationId: string }) => Answer}
 */
const on200 = (operationId, change) => (answer, request) =>
  request.operationId === operationId && answer.status === 200 ? change(/** @type {AnswerOf<T>} */ (answer)) : answer;

/** @type {{ name: string, defect: import('./server.mjs').Defect, maxInitDataAgeSeconds?: number, finding: RegExp }[]} */
export const brokenBackends = [
  {
    name: 'wrong type (a count as a string)',
    defect: {
      respond: on200('getUser', (/** @type {AnswerOf<User>} */ a) => ({
        ...a,
        body: { ...a.body, autobookingCount: String(a.body.autobookingCount) },
      })),
    },
    finding: /\/autobookingCount: must be integer — sent "\d+"/,
  },
  {
    name: 'missing required field (a trigger without status)',
    defect: {
      respond: on200('listTriggers', (/** @type {AnswerOf<Trigger[]>} */ a) => ({
        ...a,
        body: a.body.map(({ status: _, ...trigger }) => trigger),
      })),
    },
    finding: /\/0: required property "status" is missing/,
  },
  {
    name: 'an id listed twice (a pack of the price list)',
    defect: {
      respond: on200('listTariffs', (/** @type {AnswerOf<TariffList>} */ a) => ({
        ...a,
        body: { ...a.body, packs: [...a.body.packs, ...a.body.packs.slice(0, 1)] },
      })),
    },
    finding: /behaviour: the packs lists id "pack_1" twice/,
  },
  {
    name: 'extra field',
    defect: {
      respond: on200('createTrigger', (/** @type {AnswerOf<Trigger>} */ a) => ({
        ...a,
        body: { ...a.body, note: 'debug' },
      })),
    },
    finding: /\/note: property "note" is not in the contract — sent "debug"/,
  },
  {
    name: 'extra field with a Cyrillic name',
    defect: {
      respond: on200('getUser', (/** @type {AnswerOf<User>} */ a) => ({
        ...a,
        body: { ...a.body, имяПоставщика: 'ИП Смирнова' },
      })),
    },
    finding: /\/имяПоставщика: property "имяПоставщика" is not in the contract — sent "ИП Смирнова"/,
  },
  {
    name: 'undocumented status (201 for a created trigger)',
    defect: { respond: on200('createTrigger', (/** @type {Answer} */ a) => ({ ...a, status: 201 })) },
    finding: /status 201 is not documented for createTrigger \(documented: 200, [\d, ]+\); body: \{"id":/,
  },
  {
    name: 'text/plain instead of JSON',
    defect: {
      respond: on200('listWarehouses', (/** @type {Answer} */ a) => ({
        ...a,
        contentType: 'text/plain; charset=utf-8',
      })),
    },
    finding: /Content-Type "text\/plain; charset=utf-8" where the contract says application\/json/,
  },
  {
    name: 'skips authentication',
    defect: { skipAuthentication: true },
    finding:
      /getUser without init data [^\n]*\n(?: {4}[^\n]*\n)*? {4}expected: expected 401 \(no valid init data\), got 200/,
  },
  {
    name: 'accepts expired init data',
    defect: {},
    maxInitDataAgeSeconds: Number.POSITIVE_INFINITY,
    finding:
      /with init data signed 30 days ago [^\n]*\n(?: {4}[^\n]*\n)*? {4}expected: expected 401 \(no valid init data\), got 200/,
  },
  {
    name: '401 to everything',
    defect: { respond: () => ({ status: 401, body: { message: 'Не удалось подтвердить пользователя Telegram' } }) },
    finding: /answered 401 to properly signed init data[^]*The backend refuses properly signed init data/,
  },
  {
    name: 'partially implemented (no autobookings, no payments)',
    defect: {
      respond: (a, request) =>
        /Autobooking|Payment/.test(request.operationId)
          ? { status: 501, contentType: 'text/plain', text: 'Not Implemented' }
          : a,
    },
    finding: /status 501 is not documented for listAutobookings[^]*createPayment never answered 2xx/,
  },
  {
    name: 'ignores the Idempotency-Key (a repeat books again)',
    defect: { ignoreIdempotencyKey: true },
    finding: /a repeat with the same Idempotency-Key answered differently/,
  },
  {
    name: 'answers 200 for an unknown id',
    defect: {
      respond: (a, request) =>
        request.operationId === 'deleteTrigger' && a.status === 404 ? { status: 200, body: { success: true } } : a,
    },
    finding:
      /deleteTrigger of the deleted trigger \d+ [^\n]*\n(?: {4}[^\n]*\n)*? {4}expected: expected 404 \(trigger \d+ no longer exists\), got 200/,
  },
  {
    name: 'the error code of another rule (404 as internal_error)',
    defect: { respond: (a) => (a.status === 404 ? { ...a, body: { ...(a.body ?? {}), code: 'internal_error' } } : a) },
    finding: /deleteTrigger of the deleted trigger \d+ [^\n]*\n(?: {4}[^\n]*\n)*? {4}schema: \/code: /,
  },
  {
    name: 'rate limited without Retry-After (429)',
    defect: {
      respond: (a, request) =>
        request.operationId === 'listWarehouses'
          ? { status: 429, body: { code: 'rate_limited', message: 'Слишком много запросов. Попробуйте немного позже' } }
          : a,
    },
    finding: /GET +\/api\/v1\/warehouses +→ 429\n(?: {4}[^\n]*\n)*? {4}header: required header Retry-After is missing/,
  },
  {
    name: 'upstream unavailable without Retry-After (503)',
    defect: {
      respond: (a, request) =>
        request.operationId === 'createPayment' && a.status === 200
          ? { status: 503, body: { code: 'upstream_unavailable', message: 'Платежная система временно недоступна' } }
          : a,
    },
    finding:
      /POST +\/api\/v1\/payments\/create +→ 503\n(?: {4}[^\n]*\n)*? {4}header: required header Retry-After is missing/,
  },
  {
    name: 'tariff prices in rubles with kopecks (489.99) instead of integer kopecks',
    defect: {
      respond: on200('listTariffs', (/** @type {AnswerOf<TariffList>} */ a) => {
        const inRubles = (/** @type {{ price: number }} */ tariff) => ({ ...tariff, price: (tariff.price - 1) / 100 });
        return { ...a, body: { plans: a.body.plans.map(inRubles), packs: a.body.packs.map(inRubles) } };
      }),
    },
    finding: /\/plans\/0\/price: must be integer — sent 189\.99/,
  },
  {
    name: 'no request validation (500 for an invalid body)',
    defect: {
      respond: (a) =>
        a.status === 422 ? { status: 500, body: { code: 'internal_error', message: 'Внутренняя ошибка сервера' } } : a,
    },
    finding:
      /createTrigger with [^\n]*\n(?: {4}[^\n]*\n)*? {4}expected: expected 422 \(the body breaks the schema\), got 500/,
  },
  {
    name: 'still pages by number (the cursor is an offset)',
    defect: { pagesByOffset: true },
    finding: /behaviour: after \d+ left the list, its cursor continues at \d+ instead of \d+/,
  },
  {
    name: 'ignores the cursor (every page is the first again)',
    defect: { ignoreCursor: true },
    finding: /listAutobookings page 2 of 1 [^\n]*\n(?: {4}[^\n]*\n)*? {4}behaviour: page 2 repeats \d+/,
  },
];
