// The outcomes of the reference backend: the slots triggers found, the attempts of autobookings, what was booked or
// why it failed, and whether the service can work for the seller (openapi.yaml, section Outcomes). The seller's
// seeded triggers and autobookings start with the finds and attempts of the contract's examples; the test hook
// (`simulate` on the server) records new ones, as the checking and booking jobs of a real backend would.

import { moscowDay } from './dates.mjs';

/** @typedef {import('../../generated/schema').SchemaTrigger} Trigger */
/** @typedef {import('../../generated/schema').SchemaTriggerFind} TriggerFind */
/** @typedef {import('../../generated/schema').SchemaAutobooking} Autobooking */
/** @typedef {import('../../generated/schema').SchemaAutobookingAttempt} AutobookingAttempt */
/** @typedef {import('../../generated/schema').SchemaAutobookingFailure} AutobookingFailure */
/** @typedef {import('../../generated/schema').SchemaBookedSlot} BookedSlot */
/** @typedef {import('../../generated/schema').SchemaServiceStatus} ServiceStatus */
/** @typedef {import('../../generated/schema').SchemaRunState} RunState */
/**
 * What the outcomes keep per seller.
 * @typedef {object} SellerOutcomes
 * @property {Map<number, TriggerFind[]>} finds per trigger id
 * @property {Map<number, AutobookingAttempt[]>} attempts per autobooking id
 * @property {ServiceStatus} service
 */

/** Which named examples of the contract seed which trigger's finds and which autobooking's attempts. */
const seededFinds = {
  118: ['manyFirstPage', 'manyLastPage'],
  116: ['undelivered'],
  112: ['completedTrigger'],
  111: ['completedWeek'],
  109: ['expiredTrigger'],
};
const seededAttempts = {
  9014: ['manyFirstPage', 'manyLastPage'],
  9011: ['booked'],
  9008: ['authRevoked'],
  9003: ['refused'],
};

/** @returns {ServiceStatus} */
export function healthyService() {
  return {
    slotSource: { available: true, since: null, issue: null, message: null },
    notifications: { deliverable: true, failure: null },
  };
}

/**
 * The outcomes a new seller starts with: the contract's examples, where the contract has the operations.
 * @param {(operationId: string, status: string, name: string) => unknown} example
 * @returns {SellerOutcomes}
 */
export function seedOutcomes(example) {
  /** @param {string} operationId @param {Record<number, string[]>} table */
  const seed = (operationId, table) =>
    new Map(
      Object.entries(table).map(([id, names]) => [
        Number(id),
        names.flatMap(
          (name) => /** @type {{ items?: never[] } | undefined} */ (example(operationId, '200', name))?.items ?? [],
        ),
      ]),
    );
  return {
    finds: seed('listTriggerFinds', seededFinds),
    attempts: seed('listAutobookingAttempts', seededAttempts),
    service: healthyService(),
  };
}

/**
 * Newest first by an instant, then by id.
 * @param {string} key the instant's property
 */
const newestBy = (key) => (/** @type {Record<string, unknown>} */ a, /** @type {Record<string, unknown>} */ b) =>
  String(b[key]).localeCompare(String(a[key])) || Number(b.id) - Number(a.id);

/**
 * What a keyset cursor holds (base64url JSON), or undefined for a string that is none.
 * @param {string} cursor
 * @returns {any}
 */
export function decodeCursor(cursor) {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * One page of `items` (of the object `owner`) by keyset cursor: the cursor holds the owner and the position of the
 * page's last item, so an item recorded between two reads lands on a fresh first page, never inside a later one.
 * @template {{ id: number }} T
 * @param {T[]} items
 * @param {{ owner: number, instant: string, query: URLSearchParams, pageSize: number, invalidCursor: () => Error }} options
 * @returns {{ items: T[], nextCursor: string | null }}
 */
export function pageOf(items, { owner, instant, query, pageSize, invalidCursor }) {
  const order = newestBy(instant);
  const sorted = [...items].sort(order);
  const limit = Number(query.get('limit') ?? pageSize);
  const cursor = query.get('cursor');
  /** @type {{ o?: unknown, at: string, id: number } | undefined} */
  const after = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && (!after || after.o !== owner || typeof after.at !== 'string' || typeof after.id !== 'number'))
    throw invalidCursor();
  const position = after && { [instant]: after.at, id: after.id };
  const rest = position ? sorted.filter((item) => order(item, position) > 0) : sorted;
  const page = rest.slice(0, limit);
  const last = /** @type {Record<string, unknown> | undefined} */ (page.at(-1));
  const nextCursor =
    rest.length > limit && last
      ? Buffer.from(JSON.stringify({ o: owner, at: last[instant], id: last.id })).toString('base64url')
      : null;
  return { items: page, nextCursor };
}

/**
 * A trigger as the list answers it: with its finds summary and its run state, and, where the contract has them
 * (`checks`), its last check and the count of different slots among its finds, all of them and today's.
 * @param {Trigger} trigger
 * @param {SellerOutcomes} outcomes
 * @param {boolean} subscriptionActive
 * @param {{ checks: boolean, today: string }} options `today`: the Moscow calendar day
 * @returns {Trigger}
 */
export function withTriggerOutcomes(trigger, outcomes, subscriptionActive, { checks, today }) {
  const finds = [...(outcomes.finds.get(trigger.id) ?? [])].sort(newestBy('foundAt'));
  const meantToRun = trigger.status === 'RELEVANT' && trigger.isActive;
  const summary = { count: finds.length, lastFind: finds[0] ?? null };
  return {
    ...trigger,
    ...(checks ? { lastCheck: trigger.lastCheck ?? null } : {}),
    findsSummary: checks
      ? {
          ...summary,
          slotCount: differentSlots(finds),
          todaySlotCount: differentSlots(finds.filter((find) => moscowDay(Date.parse(find.foundAt)) === today)),
        }
      : summary,
    runState: meantToRun ? runState(outcomes.service, subscriptionActive, true) : null,
  };
}

/**
 * How many different slots (warehouse, day, supply type) the finds are: a slot seen at every check is one.
 * @param {TriggerFind[]} finds
 */
function differentSlots(finds) {
  return new Set(finds.map((find) => `${find.warehouseId} ${find.day} ${find.supplyType}`)).size;
}

/**
 * What a booking's last try saw, from the attempt's outcome (openapi.yaml, `CheckResult`).
 * @param {AutobookingAttempt['outcome']} outcome
 * @returns {import('../../generated/schema').SchemaCheckResult}
 */
export function checkResultOf(outcome) {
  if (outcome === 'no_slot' || outcome === 'coefficient_above_limit' || outcome === 'booked') return outcome;
  if (outcome === 'source_unavailable') return outcome;
  return 'failed';
}

/**
 * An autobooking as the list answers it: with its run state (booked slots, the failure and, where the contract has
 * it (`checks`), the last check are kept on it).
 * @param {Autobooking} booking
 * @param {SellerOutcomes} outcomes
 * @param {{ subscriptionActive: boolean, supplier: 'none' | 'valid' | 'revoked', checks: boolean }} seller the
 *   supplier: none linked, linked with a valid authorisation, or linked with a revoked one
 * @returns {Autobooking}
 */
export function withBookingOutcomes(booking, outcomes, { subscriptionActive, supplier, checks }) {
  const state =
    booking.status !== 'ACTIVE'
      ? null
      : supplier === 'valid' || !subscriptionActive
        ? runState(outcomes.service, subscriptionActive, false)
        : /** @type {RunState} */ ({
            state: 'paused',
            reason: supplier === 'none' ? 'supplier_not_linked' : 'supplier_auth_revoked',
          });
  return {
    bookedSlots: [],
    error: null,
    ...booking,
    ...(checks ? { lastCheck: booking.lastCheck ?? null } : {}),
    runState: state,
  };
}

/**
 * Whether a booking had a result on `day` (a Moscow calendar day): a slot booked or its failure on that day.
 * @param {Autobooking} booking
 * @param {string} day
 */
export function hasResultOn(booking, day) {
  return bookedOn(booking, day).length > 0 || failedOn(booking, day);
}

/**
 * What the seller's bookings came to on `day` (openapi.yaml, `AutobookingTodaySummary`): the slots booked that day
 * and the bookings that failed that day.
 * @param {Autobooking[]} bookings every booking of the seller
 * @param {string} day the Moscow calendar day
 * @returns {import('../../generated/schema').SchemaAutobookingTodaySummary}
 */
export function todaySummary(bookings, day) {
  return {
    date: day,
    bookedCount: bookings.reduce((sum, booking) => sum + bookedOn(booking, day).length, 0),
    failedCount: bookings.filter((booking) => failedOn(booking, day)).length,
  };
}

/** @param {Autobooking} booking @param {string} day */
const bookedOn = (booking, day) =>
  (booking.bookedSlots ?? []).filter((slot) => moscowDay(Date.parse(slot.bookedAt)) === day);
/** @param {Autobooking} booking @param {string} day */
const failedOn = (booking, day) =>
  booking.status === 'ERROR' && !!booking.error && moscowDay(Date.parse(booking.error.at)) === day;

/**
 * The run state from the seller's account (openapi.yaml, Outcomes): the subscription first, then the slot source,
 * then, for a trigger, the bot that cannot write.
 * @param {ServiceStatus} service
 * @param {boolean} subscriptionActive
 * @param {boolean} notifies
 * @returns {RunState}
 */
function runState(service, subscriptionActive, notifies) {
  if (!subscriptionActive) return { state: 'paused', reason: 'subscription_inactive' };
  if (!service.slotSource.available) return { state: 'paused', reason: 'source_unavailable' };
  if (notifies && !service.notifications.deliverable) return { state: 'paused', reason: 'bot_cannot_write' };
  return { state: 'running', reason: null };
}
