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
/** @typedef {import('../../generated/schema').SchemaUser} User */
/** @typedef {import('../../generated/schema').SchemaTrigger} Trigger */
/** @typedef {import('../../generated/schema').SchemaTariffList} TariffList */
/** @typedef {import('../../generated/schema').SchemaWarehouse} Warehouse */
/** @typedef {import('../../generated/schema').SchemaTriggerFindPage} TriggerFindPage */
/** @typedef {import('../../generated/schema').SchemaMarketCoefficients} MarketCoefficients */
/** @typedef {import('../../generated/schema').SchemaPaymentCreated} PaymentCreated */
/** @typedef {import('../../generated/schema').SchemaSubscriptionRenewal} SubscriptionRenewal */

/**
 * The block of the request labelled `label` holds `finding` (a line of its findings).
 * @param {string} label
 * @param {string} finding
 */
const under = (label, finding) => new RegExp(`${label}[^\\n]*\\n(?: {4}[^\\n]*\\n)*? {4}${finding}`);

/**
 * Rewrites the successful answers of one operation; the rewrite reads the body as that operation's 200 body `T`.
 * @template T
 * @param {string} operationId
 * @param {(answer: AnswerOf<T>) => Answer} change
 * @returns {(answer: Answer, request: { operationId: string }) => Answer}
 */
const on200 = (operationId, change) => (answer, request) =>
  request.operationId === operationId && answer.status === 200 ? change(/** @type {AnswerOf<T>} */ (answer)) : answer;

/**
 * @type {{ name: string, defect: import('./server.mjs').Defect, maxInitDataAgeSeconds?: number,
 *   rateLimit?: import('./rate-limit.mjs').RateLimit, finding: RegExp }[]}
 */
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
    name: 'drops the slot filters of an updated trigger',
    defect: {
      respond: on200('updateTrigger', (/** @type {AnswerOf<Trigger>} */ a) => {
        const { minLeadDays: _lead, weekdays: _weekdays, maxLogisticsCoefficient: _logistics, ...trigger } = a.body;
        return { ...a, body: trigger };
      }),
    },
    finding: /the updated trigger drops minLeadDays: sent 2, got nothing/,
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
    finding: /✖ behaviour: page 2 repeats \d+/,
  },

  // Defects a backend written from the 2.0 text alone shipped, each passed by the 2.0 kit.
  {
    name: "serves another seller's triggers and bookings",
    defect: { sharedState: true },
    finding: /✖ behaviour: the second seller's list holds the first seller's trigger \d+/,
  },
  {
    name: 'accepts init data 7 days old',
    defect: {},
    maxInitDataAgeSeconds: 7 * 24 * 60 * 60,
    finding: under('getUser with init data signed 24 h 01 min ago', 'expected: expected 401'),
  },
  {
    name: 'scopes idempotency keys globally',
    defect: { globalIdempotency: true },
    finding: /✖ behaviour: the second seller's create with the first seller's key replayed/,
  },
  {
    name: 'accepts unknown fields',
    defect: { allowUnknownFields: true },
    finding: under('createTrigger with an unknown field', 'expected: expected 422'),
  },
  {
    name: 'ignores bounds',
    defect: { ignoreBounds: true },
    finding: under('createTrigger with maxCoefficient 21', 'expected: expected 422'),
  },
  {
    name: 'ignores the content type',
    defect: { ignoreContentType: true },
    finding: under('createTrigger with a JSON body sent as text/plain', 'expected: expected 400'),
  },
  {
    name: 'answers 422 without errors',
    defect: {
      respond: (a) =>
        a.status === 422 ? { ...a, body: { code: 'validation_failed', message: 'Некорректный запрос' } } : a,
    },
    finding: /errors: a 422 without the invalid fields \(errors\)/,
  },
  {
    name: 'answers 422 with a root pointer',
    defect: {
      respond: (a) =>
        a.status === 422
          ? {
              ...a,
              body: {
                code: 'validation_failed',
                message: 'Некорректный запрос',
                errors: [{ path: '', message: 'invalid' }],
              },
            }
          : a,
    },
    finding: under(
      'createTrigger with an unknown field',
      'errors: errors point at \\[""\\], expected \\["/unexpectedField"\\]',
    ),
  },
  {
    name: 'accepts past dates',
    defect: { skipDateWindows: true },
    finding: under('createTrigger for yesterday', 'expected: expected 422'),
  },
  {
    name: 'has no 30-trigger limit',
    defect: { noTriggerLimit: true },
    finding: under('createTrigger 31', 'expected: expected 409'),
  },
  {
    name: 'skips every access gate',
    defect: { skipAccessGates: true },
    finding: under('listAutobookings without accepted terms', 'expected: expected 403'),
  },
  {
    name: 'lets an ACTIVE booking be deleted',
    defect: { deleteAnyStatus: true },
    finding: under('deleteAutobooking \\d+ while ACTIVE', 'expected: expected 409'),
  },
  {
    name: 'updates a trigger that is no longer RELEVANT',
    defect: { updateAnyStatus: true },
    finding: under('updateTrigger \\d+ \\((?:COMPLETED|EXPIRED)\\)', 'expected: expected 409'),
  },
  {
    name: 'links any supplier',
    defect: { linkAnySupplier: true },
    finding: under('updateUser with a supplier that is not the seller’s', 'expected: expected 403'),
  },
  {
    name: 'keeps the supplier after logout',
    defect: { logoutKeepsSupplier: true },
    finding: /✖ behaviour: after logout supplierId is "[^"]+", not null/,
  },
  {
    name: 'never sets authMessageSent',
    defect: { noAuthMessageFlag: true },
    finding: /✖ behaviour: after initAuth authMessageSent is \w+, not true/,
  },
  {
    name: 'accepts a cursor of another group',
    defect: { cursorAnyList: true },
    finding: under('listAutobookings \\(archive\\) with a cursor of the active group', 'expected: expected 422'),
  },
  {
    name: 'ignores search',
    defect: { ignoreSearch: true },
    finding: /✖ behaviour: a search no warehouse matches answers \d+ items and counts \d+/,
  },
  {
    name: "lists every booking for today's results",
    defect: { ignoreToday: true },
    finding: /✖ behaviour: today=true lists booking \d+, which had no result on [\d-]+/,
  },
  {
    name: 'counts one page only',
    defect: { countsOfPage: true },
    finding: /✖ behaviour: counts say \d+ in \w+, its pages hold \d+/,
  },
  {
    name: 'lists triggers oldest first',
    defect: { triggersOldestFirst: true },
    finding: /✖ behaviour: triggers are not newest first at position \d+/,
  },
  {
    name: 'leaves warehouses in code-point order (not ru collation)',
    defect: {
      respond: on200('listWarehouses', (/** @type {AnswerOf<Warehouse[]>} */ a) => ({
        ...a,
        body: [...a.body].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0)),
      })),
    },
    finding: /✖ behaviour: warehouses are not in ru collation order: "[^"]+" comes before "[^"]+"/,
  },
  {
    name: "shows another seller's finds (200 where the trigger is not theirs)",
    defect: {
      respond: (a, request) =>
        request.operationId === 'listTriggerFinds' && a.status === 404
          ? { status: 200, body: { items: [], nextCursor: null } }
          : a,
    },
    finding:
      /listTriggerFinds of trigger \d+ as another seller[^\n]*\n(?: {4}[^\n]*\n)*? {4}expected: expected 404 \(trigger \d+ belongs to another seller\), got 200/,
  },
  {
    name: 'a notification failure on a sent notification (the code contradicts the state)',
    defect: {
      respond: on200('listTriggerFinds', (/** @type {AnswerOf<TriggerFindPage>} */ a) => ({
        ...a,
        body: {
          ...a.body,
          items: a.body.items.map((find) => ({
            ...find,
            notification: { ...find.notification, failure: 'bot_blocked' },
          })),
        },
      })),
    },
    finding: /behaviour: listTriggerFinds: notification (sent|suppressed_repeat) with failure bot_blocked/,
  },
  {
    name: 'counts every find as a different slot, and checks triggers in the future',
    defect: {
      respond: on200('listTriggers', (/** @type {AnswerOf<Trigger[]>} */ a) => ({
        ...a,
        body: a.body.map((trigger) => ({
          ...trigger,
          ...(trigger.findsSummary
            ? { findsSummary: { ...trigger.findsSummary, slotCount: trigger.findsSummary.count + 1 } }
            : {}),
          lastCheck: { at: '2099-01-01T00:00:00.000Z', result: 'booked' },
        })),
      })),
    },
    finding:
      /behaviour: trigger \d+: slotCount \d+ above count \d+[\s\S]*behaviour: trigger \d+: lastCheck.result booked, which its kind never sees/,
  },
  {
    name: 'market rows newest day first (against the stated order)',
    defect: {
      respond: on200('listMarketCoefficients', (/** @type {AnswerOf<MarketCoefficients>} */ a) => ({
        ...a,
        body: { ...a.body, rows: [...a.body.rows].reverse() },
      })),
    },
    finding: /✖ behaviour: the own warehouses: \d+ [\d-]+ \w+ is out of order/,
  },
  {
    name: 'a market read without its Cache-Control',
    defect: {
      respond: on200('listMarketCoefficients', (/** @type {AnswerOf<MarketCoefficients>} */ a) => ({
        ...a,
        headers: {},
      })),
    },
    finding: /required header Cache-Control is missing/,
  },
  {
    name: 'a Stars payment succeeded at once (granted before successful_payment)',
    defect: {
      respond: on200('createPayment', (/** @type {AnswerOf<PaymentCreated>} */ a) =>
        a.body.method === 'stars' ? { ...a, body: { ...a.body, status: 'succeeded' } } : a,
      ),
    },
    finding: /behaviour: a Stars payment succeeded before Telegram reported successful_payment/,
  },
  {
    name: 'a Stars payment charged in rubles (the card price in the history)',
    defect: {
      respond: on200('getUser', (/** @type {AnswerOf<User>} */ a) => ({
        ...a,
        body: {
          ...a.body,
          payments: a.body.payments.map((p) => (p.method === 'stars' ? { ...p, amount: 19000, currency: 'RUB' } : p)),
        },
      })),
    },
    finding: /behaviour: Stars payment "[^"]+" is "pending" "stars" 19000 "RUB"; expected pending stars \d+ XTR/,
  },
  {
    name: "a Stars invoice link that is not Telegram's",
    defect: {
      respond: on200('createPayment', (/** @type {AnswerOf<PaymentCreated>} */ a) =>
        a.body.invoiceLink ? { ...a, body: { ...a.body, invoiceLink: 'https://pay.example.ru/invoice/1' } } : a,
      ),
    },
    finding: /\/invoiceLink: must match pattern/,
  },
  {
    name: 'the renewal switch ignored (autoRenew stays on)',
    defect: {
      respond: on200('setSubscriptionRenewal', (/** @type {AnswerOf<SubscriptionRenewal>} */ a) => ({
        ...a,
        body: { ...a.body, autoRenew: true },
      })),
    },
    finding: /behaviour: setSubscriptionRenewal false answered autoRenew true/,
  },
  {
    name: 'a missed renewal read as still renewing (no missedChargeAt)',
    defect: {
      respond: on200('getUser', (/** @type {AnswerOf<User>} */ a) => {
        const renewal = a.body.subscriptionRenewal;
        if (!renewal?.missedChargeAt) return a;
        const { missedChargeAt, ...rest } = renewal;
        return {
          ...a,
          body: { ...a.body, subscriptionRenewal: { ...rest, autoRenew: true, nextChargeAt: missedChargeAt } },
        };
      }),
    },
    finding: /behaviour: a renewal Telegram could not charge reads subscriptionRenewal .*expected autoRenew false/,
  },
  // One per check of the rules beyond a single answer (routes, body limit, idempotency, test calls, staging hooks,
  // rate-limit floor): each must fail `contract:verify`.
  {
    name: 'authenticates before routing (401 for an unknown route)',
    defect: { authenticateBeforeRouting: true },
    finding: under(
      'an unknown route without init data',
      'expected: expected 404 \\(an unknown route is 404 before authentication\\), got 401',
    ),
  },
  {
    name: 'refuses a body of exactly 64 KiB',
    defect: { bodyLimitInclusive: true },
    finding: under(
      'createTrigger with a body of exactly 64 KiB',
      'expected: expected 200 \\(the limit is 64 KiB[^)]*\\), got 400',
    ),
  },
  {
    name: 'keeps a refused request under its Idempotency-Key',
    defect: { storesRefusedRequests: true },
    finding: under(
      'createTrigger, the corrected body with the same key',
      'expected: expected 200 \\([^)]*\\), got 409',
    ),
  },
  {
    name: 'test calls without authentication',
    defect: { testCallsSkipAuthentication: true },
    finding: under('PUT /api/test/seller without init data', 'expected: expected 401 \\([^)]*\\), got 200'),
  },
  {
    name: 'items keep running after the subscription lapsed',
    defect: { lapseKeepsRunning: true },
    finding:
      /behaviour: trigger \d+ of a seller whose subscription lapsed reads runState [^\n]*"running"[^\n]*, not paused by subscription_inactive/,
  },
  {
    name: 'a WEEK relevant through start + 6 only',
    defect: { weekOfSevenDays: true },
    finding: under(
      'updateAutobooking \\d+ back to ACTIVE on its last relevant day \\(start \\+ 7\\)',
      'expected: expected 200 \\(reactivation is allowed through the last relevant day, inclusive\\), got 409',
    ),
  },
  {
    name: 'an ACTIVE booking past its last relevant day stays ACTIVE',
    defect: { keepsExpiredBookingsActive: true },
    finding: /behaviour: autobooking \d+ passed its last relevant day unbooked but is not ERROR/,
  },
  {
    name: "refuses a running trigger's past days sent back",
    defect: { refusesRunningTriggerPastDays: true },
    finding: under(
      'updateTrigger \\d+ with its past day sent back as read',
      'expected: expected 200 \\([^)]*\\), got 422',
    ),
  },
  {
    name: 'records finds the slot filters exclude',
    defect: { recordsFilteredSlots: true },
    finding: /behaviour: the finds recorded are \[[^\]]+\]; only the slot that passes every filter/,
  },
  {
    name: 'a 2.1 rate limit: 10 writes a minute, the read-only POSTs counted as writes',
    defect: {},
    rateLimit: { calls: 60, writes: 10, readOnlyPostsAreWrites: true },
    finding:
      /updateUser \(accept the terms\) \d+ of the burst[^\n]*→ 429\n(?: {4}[^\n]*\n)*? {4}expected: expected 200 \(within the rate-limit floor/,
  },
];
