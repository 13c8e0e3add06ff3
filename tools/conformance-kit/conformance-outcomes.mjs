// The conformance kit's checks of the outcomes (openapi.yaml, section Outcomes): the finds of a trigger and the
// attempts of an autobooking page by cursor like every list (no item twice, newest first, a cursor of another
// trigger or booking refused), a seller reads only their own, and every code is consistent with the state it
// names (a reason exactly when paused, a failure exactly when not delivered, a failure exactly on ERROR).

/** @typedef {unknown} Json */
/**
 * What the kit lends these checks.
 * @typedef {object} Kit
 * @property {(operationId: string) => boolean} has
 * @property {(label: string, operationId: string, options: { query?: Record<string, string>, as?: import('./kit.mjs').Seller, expect?: number[], code?: string, why?: string }) => Promise<{ status: number, body: Json } | undefined>} call
 * @property {(value: Json, ...path: (string | number)[]) => Json} at
 * @property {(message: string) => void} behaviour
 * @property {(title: string) => void} section
 * @property {boolean} otherSeller whether a second, properly signed seller can be played
 * @property {() => Promise<import('./kit.mjs').Reader>} reader the run's second seller, with accepted terms where possible
 * @property {() => string} today Moscow's calendar date
 */

/** The operations these checks read, and what names the object each reads for. */
/** How many objects the kit reads the finds or attempts of, looking for one whose outcomes fill two pages. */
const maxOwnersPaged = 8;

const outcomeReads = [
  { operationId: 'listTriggerFinds', owner: 'triggerId', instant: 'foundAt', kind: 'trigger' },
  { operationId: 'listAutobookingAttempts', owner: 'id', instant: 'at', kind: 'autobooking' },
];

/**
 * Reads every page of one object's finds or attempts at one item per page (at most `maxPages`): no item twice,
 * newest first. Returns the cursor of the first page, if there was a second one.
 * @param {Kit} kit
 * @param {(typeof outcomeReads)[number]} read
 * @param {number} ownerId
 * @param {number} [maxPages]
 */
async function pageThrough(kit, read, ownerId, maxPages = 6) {
  const seen = new Set();
  let previous;
  /** @type {string | undefined} */
  let cursor;
  /** @type {string | undefined} */
  let firstCursor;
  for (let page = 1; page <= maxPages; page++) {
    const query = { [read.owner]: String(ownerId), limit: '1', ...(cursor ? { cursor } : {}) };
    const answer = await kit.call(
      `${read.operationId} of ${read.kind} ${ownerId}, page ${page} of 1`,
      read.operationId,
      {
        query,
        expect: [200],
      },
    );
    const items = kit.at(answer?.body, 'items');
    if (!answer || answer.status !== 200 || !Array.isArray(items)) return firstCursor;
    if (items.length > 1) kit.behaviour(`page ${page} holds ${items.length} items, more than limit=1`);
    for (const item of items) {
      const id = kit.at(item, 'id');
      if (seen.has(id)) kit.behaviour(`page ${page} repeats ${String(id)}`);
      seen.add(id);
      const instant = String(kit.at(item, read.instant));
      if (previous !== undefined && instant > previous)
        kit.behaviour(`${read.operationId} is not newest first: ${instant} comes after ${previous}`);
      previous = instant;
      checkCodes(kit, read.operationId, item);
    }
    const next = kit.at(answer.body, 'nextCursor');
    if (typeof next !== 'string') return firstCursor;
    if (!items.length) kit.behaviour(`page ${page} is empty but has a nextCursor`);
    firstCursor ??= next;
    cursor = next;
  }
  return firstCursor;
}

/**
 * The codes of one item agree with the state they name.
 * @param {Kit} kit
 * @param {string} where
 * @param {Json} item
 */
function checkCodes(kit, where, item) {
  const outcome = kit.at(item, 'notification', 'outcome');
  const failure = kit.at(item, 'notification', 'failure');
  if (outcome !== undefined && (outcome === 'not_delivered') !== (failure !== null && failure !== undefined))
    kit.behaviour(
      `${where}: notification ${String(outcome)} with failure ${String(failure)} (a failure exactly when not delivered)`,
    );
  const result = kit.at(item, 'outcome');
  if (result === 'booked' && kit.at(item, 'supplyId') === null && kit.at(item, 'preorderId') === null)
    kit.behaviour(`${where}: a booked attempt names neither a supply nor a preorder`);
}

/**
 * The run state and the failure of a listed trigger or autobooking agree with its status.
 * @param {Kit} kit
 * @param {string} what
 * @param {Json} item
 * @param {boolean} meantToRun
 */
function checkRunState(kit, what, item, meantToRun) {
  const runState = kit.at(item, 'runState');
  if (runState === undefined) return;
  if (!meantToRun && runState !== null)
    kit.behaviour(`${what} is not meant to run but has runState ${JSON.stringify(runState)}`);
  if (meantToRun && runState === null) kit.behaviour(`${what} is meant to run but has runState null`);
  const state = kit.at(runState, 'state');
  const reason = kit.at(runState, 'reason');
  if (state !== undefined && (state === 'paused') !== (reason !== null))
    kit.behaviour(`${what}: runState ${String(state)} with reason ${String(reason)} (a reason exactly when paused)`);
}

/**
 * A finds summary's counts nest (openapi.yaml, `TriggerFindsSummary`): today's different slots are among all
 * different slots, which are at most every find.
 * @param {Kit} kit
 * @param {string} what
 * @param {Json} summary
 */
function checkSlotCounts(kit, what, summary) {
  const count = kit.at(summary, 'count');
  const slots = kit.at(summary, 'slotCount');
  const today = kit.at(summary, 'todaySlotCount');
  if (typeof slots === 'number' && typeof count === 'number' && slots > count)
    kit.behaviour(`${what}: slotCount ${slots} above count ${count} (different slots are among the finds)`);
  if (typeof today === 'number' && typeof slots === 'number' && today > slots)
    kit.behaviour(`${what}: todaySlotCount ${today} above slotCount ${slots}`);
  if (typeof count === 'number' && count > 0 && slots === 0) kit.behaviour(`${what}: ${count} finds but slotCount 0`);
}

/**
 * A last check is not in the future, and its result is one the item's kind can see (`CheckResult`).
 * @param {Kit} kit
 * @param {string} what
 * @param {Json} lastCheck
 * @param {string[]} impossible the results this kind never sees
 */
function checkLastCheck(kit, what, lastCheck, impossible) {
  const result = kit.at(lastCheck, 'result');
  if (typeof result === 'string' && impossible.includes(result))
    kit.behaviour(`${what}: lastCheck.result ${result}, which its kind never sees`);
  const at = kit.at(lastCheck, 'at');
  if (typeof at === 'string' && Date.parse(at) > Date.now() + 5 * 60_000)
    kit.behaviour(`${what}: lastCheck.at ${at} lies in the future`);
}

/** The Moscow calendar day of an instant. */
const moscowDayOf = (/** @type {string} */ instant) =>
  new Date(Date.parse(instant) + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Whether a listed booking had a result on `day` (openapi.yaml, `AutobookingTodaySummary`): a slot booked or its
 * failure on that day. Returns the slots booked that day and whether it failed that day.
 * @param {Kit} kit
 * @param {Json} booking
 * @param {string} day
 */
function resultsOn(kit, booking, day) {
  const slots = kit.at(booking, 'bookedSlots');
  const booked = (Array.isArray(slots) ? slots : []).filter((slot) => {
    const at = kit.at(slot, 'bookedAt');
    return typeof at === 'string' && moscowDayOf(at) === day;
  }).length;
  const failedAt = kit.at(booking, 'error', 'at');
  const failed = kit.at(booking, 'status') === 'ERROR' && typeof failedAt === 'string' && moscowDayOf(failedAt) === day;
  return { booked, failed };
}

/**
 * Today's results of the bookings list (2.2, `AutobookingPage.today`): the same summary on every group's page, for
 * today in Moscow, at least what the pages read show; `today=true` lists only bookings with a result that day.
 * @param {Kit} kit
 * @param {Json[]} pages the first page of each group
 */
async function verifyTodayResults(kit, pages) {
  const summaries = pages.map((page) => kit.at(page, 'today')).filter((summary) => summary !== undefined);
  const [summary] = summaries;
  if (!summary) return;
  const day = String(kit.at(summary, 'date'));
  if (new Set(summaries.map((each) => JSON.stringify(each))).size > 1)
    kit.behaviour(
      `the groups' pages carry different today summaries: ${summaries.map((each) => JSON.stringify(each)).join(', ')}`,
    );
  if (day !== kit.today()) kit.behaviour(`today.date ${day} is not today in Moscow (${kit.today()})`);
  const listed = pages.flatMap((page) => {
    const items = kit.at(page, 'items');
    return Array.isArray(items) ? items : [];
  });
  const booked = listed.reduce((sum, booking) => sum + resultsOn(kit, booking, day).booked, 0);
  const failed = listed.filter((booking) => resultsOn(kit, booking, day).failed).length;
  if (Number(kit.at(summary, 'bookedCount')) < booked)
    kit.behaviour(
      `today.bookedCount ${String(kit.at(summary, 'bookedCount'))} below the ${booked} slots the pages show booked today`,
    );
  if (Number(kit.at(summary, 'failedCount')) < failed)
    kit.behaviour(
      `today.failedCount ${String(kit.at(summary, 'failedCount'))} below the ${failed} bookings the pages show failed today`,
    );
  for (const group of ['active', 'completed', 'archive']) {
    const answer = await kit.call(`listAutobookings ${group} with today=true`, 'listAutobookings', {
      query: { group, today: 'true' },
      expect: [200],
    });
    const items = kit.at(answer?.body, 'items');
    for (const booking of Array.isArray(items) ? items : []) {
      const results = resultsOn(kit, booking, day);
      if (!results.booked && !results.failed)
        kit.behaviour(`today=true lists booking ${String(kit.at(booking, 'id'))}, which had no result on ${day}`);
    }
  }
}

/**
 * The outcome reads of the seller's own triggers and autobookings: paging, codes, and a cursor issued for one
 * object refused for another.
 * @param {Kit} kit
 * @param {{ triggers: Json, autobookings: Json[] }} lists what the seller's lists answered
 */
export async function verifyOutcomeReads(kit, { triggers, autobookings }) {
  if (!outcomeReads.some((read) => kit.has(read.operationId))) return;
  kit.section('outcomes: finds and attempts page by page, their codes, a cursor of another object');
  const listedTriggers = Array.isArray(triggers) ? triggers : [];
  for (const trigger of listedTriggers) {
    checkRunState(
      kit,
      `trigger ${String(kit.at(trigger, 'id'))}`,
      trigger,
      kit.at(trigger, 'status') === 'RELEVANT' && kit.at(trigger, 'isActive') === true,
    );
    const last = kit.at(trigger, 'findsSummary', 'lastFind');
    if (last) checkCodes(kit, `findsSummary of trigger ${String(kit.at(trigger, 'id'))}`, last);
    checkSlotCounts(kit, `trigger ${String(kit.at(trigger, 'id'))}`, kit.at(trigger, 'findsSummary'));
    checkLastCheck(kit, `trigger ${String(kit.at(trigger, 'id'))}`, kit.at(trigger, 'lastCheck'), ['booked', 'failed']);
  }
  const bookings = autobookings.flatMap((page) => {
    const items = kit.at(page, 'items');
    return Array.isArray(items) ? items : [];
  });
  for (const booking of bookings) {
    const status = kit.at(booking, 'status');
    const what = `autobooking ${String(kit.at(booking, 'id'))}`;
    checkRunState(kit, what, booking, status === 'ACTIVE');
    checkLastCheck(kit, what, kit.at(booking, 'lastCheck'), ['found']);
    const error = kit.at(booking, 'error');
    if (error !== undefined && (status === 'ERROR') !== (error !== null))
      kit.behaviour(`${what} is ${String(status)} with error ${JSON.stringify(error)} (a failure exactly on ERROR)`);
    const slots = kit.at(booking, 'bookedSlots');
    const completed = kit.at(booking, 'completedDates');
    if (Array.isArray(slots) && Array.isArray(completed) && status === 'COMPLETED' && slots.length !== completed.length)
      kit.behaviour(`${what} booked ${completed.length} dates but lists ${slots.length} booked slots`);
  }
  await verifyTodayResults(kit, autobookings);
  // The first object, in the order below, whose finds or attempts fill two pages: its pages, then its first page's
  // cursor sent for another object. Triggers are taken by their count of finds; autobookings list no count, so they
  // are read in the lists' order, up to a few, as which of them has attempts depends on the day.
  const byFinds = [...listedTriggers].sort(
    (a, b) => Number(kit.at(b, 'findsSummary', 'count') ?? 0) - Number(kit.at(a, 'findsSummary', 'count') ?? 0),
  );
  for (const [read, owners] of /** @type {const} */ ([
    [outcomeReads[0], byFinds],
    [outcomeReads[1], bookings],
  ])) {
    if (!read || !kit.has(read.operationId)) continue;
    const ids = owners.map((o) => kit.at(o, 'id')).filter((id) => typeof id === 'number');
    /** @type {number | undefined} */
    let first;
    /** @type {string | undefined} */
    let cursor;
    for (const id of ids.slice(0, maxOwnersPaged)) {
      first = id;
      cursor = await pageThrough(kit, read, id);
      if (cursor) break;
    }
    if (first === undefined) continue;
    const second = ids.find((id) => id !== first);
    if (cursor && typeof second === 'number') {
      await kit.call(`${read.operationId} of ${read.kind} ${second} with the cursor of ${first}`, read.operationId, {
        query: { [read.owner]: String(second), cursor },
        expect: [422],
        code: 'validation_failed',
        why: `the cursor was issued for ${read.kind} ${first}`,
      });
    }
    await kit.call(`${read.operationId} with a cursor it never issued`, read.operationId, {
      query: { [read.owner]: String(first), cursor: 'not-a-cursor' },
      expect: [422],
      code: 'validation_failed',
      why: 'a broken cursor',
    });
  }
}

/**
 * A seller reads the finds or attempts of their own new object (none yet), and another seller gets 404 for it.
 * @param {Kit} kit
 * @param {'trigger' | 'autobooking'} kind
 * @param {number} id
 */
export async function verifyOwnOutcomes(kit, kind, id) {
  const read = outcomeReads.find((r) => r.kind === kind);
  if (!read || !kit.has(read.operationId)) return;
  const own = await kit.call(`${read.operationId} of the new ${kind} ${id}`, read.operationId, {
    query: { [read.owner]: String(id) },
    expect: [200],
  });
  const items = kit.at(own?.body, 'items');
  if (Array.isArray(items) && items.length) kit.behaviour(`the new ${kind} ${id} already has ${items.length} items`);
  if (!kit.otherSeller) return;
  // The reader gets what the read needs (accepted terms), so only the owner of the object decides the answer: a
  // fresh seller without terms may be refused 403 first, as the Order of checks puts access before the object.
  const { seller: reader, provisioned } = await kit.reader();
  const answer = await kit.call(`${read.operationId} of ${kind} ${id} as another seller`, read.operationId, {
    query: { [read.owner]: String(id) },
    as: reader,
    expect: provisioned ? [404] : [404, 403],
    ...(provisioned ? { code: 'not_found' } : {}),
    why: `${kind} ${id} belongs to another seller`,
  });
  const code = kit.at(answer?.body, 'code');
  if (answer?.status === 403 && code !== undefined && code !== 'terms_not_accepted')
    kit.behaviour(`a seller who only lacks accepted terms is refused with ${String(code)}, not terms_not_accepted`);
  if (answer?.status === 404 && code !== undefined && code !== 'not_found')
    kit.behaviour(`another seller's ${kind} is answered 404 with code ${String(code)}, not not_found`);
}
