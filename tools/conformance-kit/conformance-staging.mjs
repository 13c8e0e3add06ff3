// The conformance kit's checks of the rules that need more than one call of the public API: routes before
// authentication, the body-size limit, a corrected request under the same Idempotency-Key, the test calls' own
// authentication, the run state of a lapsed subscription, the rate-limit floor (a fresh seller's burst), and,
// through the staging-only test calls of the contract's Test sellers section, the last relevant day at its edges,
// a running trigger's past days and the slot filters applied to what the backend records. A check whose hook the
// backend lacks is reported as not checked.
import { randomUUID } from 'node:crypto';
import { RawBody } from './kit.mjs';

/** @typedef {import('./kit.mjs').Kit} Kit */
/** @typedef {import('./kit.mjs').Seller} Seller */

const maxBodyBytes = 64 * 1024;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * @param {string} day
 * @param {number} amount
 */
const addDays = (day, amount) => new Date(Date.parse(`${day}T00:00:00Z`) + amount * dayMs).toISOString().slice(0, 10);
/** @param {string} day */
const isoWeekday = (day) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
/** @param {{ status: number } | undefined} answer */
const ok = (answer) => answer !== undefined && answer.status >= 200 && answer.status < 300;

/**
 * A trigger body of the contract's example for the main warehouse over `days` (RANGE, or one day).
 * @param {Kit} kit
 * @param {string[]} days
 * @param {Record<string, unknown>} [extra]
 */
function rangeTrigger(kit, days, extra = {}) {
  const first = days[0] ?? kit.today();
  const last = days.at(-1) ?? first;
  return {
    ...kit.example('createTrigger'),
    ...(kit.context.warehouseId ? { warehouseIds: [kit.context.warehouseId] } : {}),
    searchMode: 'RANGE',
    startDate: `${first}T00:00:00.000Z`,
    endDate: `${last}T23:59:59.999Z`,
    selectedDates: days.map((day) => `${day}T00:00:00.000Z`),
    ...extra,
  };
}

/**
 * An autobooking body of the contract's example with the live draft and warehouse, a WEEK from today, no filters.
 * @param {Kit} kit
 */
function weekBooking(kit) {
  const {
    minLeadDays: _,
    weekdays: __,
    maxLogisticsCoefficient: ___,
    ...example
  } = kit.example('createAutobooking') ?? {};
  return {
    ...example,
    ...(kit.context.draftId ? { draftId: kit.context.draftId } : {}),
    ...(kit.context.warehouseId ? { warehouseId: kit.context.warehouseId } : {}),
    transitWarehouseId: null,
    dateType: 'WEEK',
    startDate: kit.today(),
    endDate: null,
    customDates: [],
  };
}

/** How many days a WEEK reaches past its start, read from the contract's table of spans. @param {Kit} kit */
function weekReach(kit) {
  const schema =
    /** @type {{ 'x-last-relevant-day-examples'?: { dateType: string, startDate?: string, lastRelevantDay: string | null }[] } | undefined} */ (
      kit.contract.document.components?.schemas?.DateType
    );
  const week = schema?.['x-last-relevant-day-examples']?.find((row) => row.dateType === 'WEEK');
  if (!week?.startDate || !week.lastRelevantDay) return undefined;
  return Math.round((Date.parse(week.lastRelevantDay) - Date.parse(week.startDate)) / dayMs);
}

/** Routes before authentication, the 64 KiB limit, and a corrected request under the same Idempotency-Key. */
export async function requestEdges(/** @type {Kit} */ kit) {
  kit.section('routes before authentication, the 64 KiB body limit, a corrected request under the same key');
  await kit.raw('an unknown route without init data', 'GET', '/api/v1/no-such-route', {
    seller: null,
    expect: [404],
    code: 'not_found',
    why: 'an unknown route is 404 before authentication',
  });
  await kit.raw('a method the path does not have, without init data', 'PATCH', '/api/v1/warehouses', {
    seller: null,
    expect: [404],
    code: 'not_found',
    why: 'an unknown method is 404 before authentication',
  });
  if (!kit.has('createTrigger') || !kit.has('deleteTrigger')) return;
  const body = rangeTrigger(kit, [kit.today()]);
  const json = JSON.stringify(body);
  const exact = await kit.call('createTrigger with a body of exactly 64 KiB', 'createTrigger', {
    body: new RawBody(json + ' '.repeat(maxBodyBytes - Buffer.byteLength(json))),
    expect: [200],
    why: 'the limit is 64 KiB: a body of exactly that size is read',
  });
  await deleteCreated(kit, exact);
  await kit.call('createTrigger with a body of 64 KiB + 1 byte', 'createTrigger', {
    body: new RawBody(json + ' '.repeat(maxBodyBytes + 1 - Buffer.byteLength(json))),
    expect: [400],
    code: 'malformed_request',
    why: 'a body over 64 KiB',
  });
  if (!kit.operations.get('createTrigger')?.parameters.some((p) => p.name.toLowerCase() === 'idempotency-key')) return;
  const key = randomUUID();
  await kit.call('createTrigger with a key and an invalid body', 'createTrigger', {
    body: { ...body, maxCoefficient: 21 },
    headers: { 'Idempotency-Key': key },
    expect: [422],
    code: 'validation_failed',
    why: 'maxCoefficient 21',
  });
  const corrected = await kit.call('createTrigger, the corrected body with the same key', 'createTrigger', {
    body,
    headers: { 'Idempotency-Key': key },
    expect: [200],
    why: 'a 422 of the request contract is never stored, so the corrected request is processed',
  });
  await deleteCreated(kit, corrected);
}

/**
 * Deletes the trigger a create answered, if it created one.
 * @param {Kit} kit
 * @param {{ status: number, body: unknown } | undefined} created
 * @param {Seller} [as]
 */
async function deleteCreated(kit, created, as) {
  const id = kit.at(created?.body, 'id');
  if (ok(created) && typeof id === 'number')
    await kit.call(`deleteTrigger ${id}`, 'deleteTrigger', {
      body: { triggerId: id },
      expect: [200],
      ...(as ? { as } : {}),
    });
}

/** The test calls authenticate like every operation; a lapsed subscription pauses what was running. */
export async function testCallsAndLapse(/** @type {Kit} */ kit) {
  if (!kit.canSign) return kit.notChecked('the test calls and a lapsed subscription: they need --bot-token');
  kit.section('the test calls’ own authentication; a lapsed subscription pauses every running item');
  const seller = kit.freshSeller('lapse');
  const full = { agreeTerms: true, supplier: 'linked', subscriptionDays: 30, autobookingCount: 5 };
  if (!(await kit.provision(seller, full)))
    return kit.notChecked('the test calls and a lapsed subscription: the backend has no PUT /api/test/seller');
  for (const [label, garbage] of /** @type {const} */ ([
    ['without init data', null],
    ['with a wrong signature', 'user=%7B%22id%22%3A1%7D&auth_date=1&hash=00'],
  ])) {
    await kit.raw(`PUT /api/test/seller ${label}`, 'PUT', '/api/test/seller', {
      seller: null,
      ...(garbage ? { headers: { 'x-init-data': garbage } } : {}),
      body: { agreeTerms: true },
      expect: [401],
      why: 'the test calls authenticate like every operation',
    });
  }
  const trigger = await kit.call('createTrigger of a seller whose subscription will lapse', 'createTrigger', {
    as: seller,
    body: rangeTrigger(kit, [kit.today()]),
    expect: [200],
  });
  const booking = await kit.call('createAutobooking of a seller whose subscription will lapse', 'createAutobooking', {
    as: seller,
    body: weekBooking(kit),
    expect: [200],
  });
  await kit.provision(seller, { subscriptionDays: 0 });
  const triggerId = kit.at(trigger?.body, 'id');
  const bookingId = kit.at(booking?.body, 'id');
  const triggers = await kit.call('listTriggers after the subscription lapsed', 'listTriggers', {
    as: seller,
    expect: [200],
  });
  const listed = Array.isArray(triggers?.body) ? triggers.body.find((t) => kit.at(t, 'id') === triggerId) : undefined;
  pausedByLapse(kit, `trigger ${String(triggerId)}`, listed);
  const active = await kit.call('listAutobookings after the subscription lapsed', 'listAutobookings', {
    as: seller,
    query: { group: 'active' },
    expect: [200],
  });
  const items = kit.at(active?.body, 'items');
  pausedByLapse(
    kit,
    `autobooking ${String(bookingId)}`,
    Array.isArray(items) ? items.find((b) => kit.at(b, 'id') === bookingId) : undefined,
  );
  await deleteCreated(kit, trigger, seller);
  if (typeof bookingId === 'number') {
    await kit.call(`updateAutobooking ${bookingId} to ARCHIVED`, 'updateAutobooking', {
      as: seller,
      body: { id: bookingId, status: 'ARCHIVED' },
      expect: [200],
    });
    await kit.call(`deleteAutobooking ${bookingId}`, 'deleteAutobooking', {
      as: seller,
      body: { id: bookingId },
      expect: [200],
    });
  }
}

/**
 * A running item of a seller whose subscription lapsed reads paused with `subscription_inactive`.
 * @param {Kit} kit
 * @param {string} what
 * @param {unknown} item
 */
function pausedByLapse(kit, what, item) {
  const runState = kit.at(item, 'runState');
  if (item === undefined || runState === undefined) return;
  if (kit.at(runState, 'state') !== 'paused' || kit.at(runState, 'reason') !== 'subscription_inactive')
    kit.behaviour(
      `${what} of a seller whose subscription lapsed reads runState ${JSON.stringify(runState)}, not paused by subscription_inactive`,
    );
}

/**
 * The staging-only backdate call for one of `seller`'s objects; false (and a note) when the backend has none.
 * @param {Kit} kit
 * @param {Seller} seller
 * @param {Record<string, number>} body
 */
async function backdate(kit, seller, body) {
  const answer = await kit.raw(`POST /api/test/backdate ${JSON.stringify(body)}`, 'POST', '/api/test/backdate', {
    seller,
    body,
    expect: [200, 404],
  });
  return answer?.status === 200;
}

/** The last relevant day at its edges and a running trigger's past days, with dates moved back by the hook. */
export async function stagedDates(/** @type {Kit} */ kit) {
  const what = 'the last relevant day at its edges and a running trigger’s past days';
  if (!kit.canSign) return kit.notChecked(`${what}: they need --bot-token`);
  const reach = weekReach(kit);
  if (reach === undefined || !kit.has('createAutobooking') || !kit.has('updateAutobooking')) return;
  kit.section(`${what} (POST /api/test/backdate)`);
  const seller = kit.freshSeller('dates');
  if (
    !(await kit.provision(seller, { agreeTerms: true, supplier: 'linked', subscriptionDays: 30, autobookingCount: 5 }))
  )
    return kit.notChecked(`${what}: the backend has no PUT /api/test/seller`);
  const created = await kit.call('createAutobooking WEEK from today', 'createAutobooking', {
    as: seller,
    body: weekBooking(kit),
    expect: [200],
  });
  const id = kit.at(created?.body, 'id');
  if (!ok(created) || typeof id !== 'number') return;
  const update = (
    /** @type {string} */ label,
    /** @type {string} */ status,
    /** @type {number[]} */ expect,
    extra = {},
  ) =>
    kit.call(`updateAutobooking ${id} ${label}`, 'updateAutobooking', {
      as: seller,
      body: { id, status },
      expect,
      ...extra,
    });
  await update('to ARCHIVED', 'ARCHIVED', [200]);
  if (!(await backdate(kit, seller, { autobookingId: id, days: reach }))) {
    await kit.call(`deleteAutobooking ${id}`, 'deleteAutobooking', { as: seller, body: { id }, expect: [200] });
    return kit.notChecked(`${what}: the backend has no POST /api/test/backdate`);
  }
  await update(`back to ACTIVE on its last relevant day (start + ${reach})`, 'ACTIVE', [200], {
    why: 'reactivation is allowed through the last relevant day, inclusive',
  });
  await update('to ARCHIVED again', 'ARCHIVED', [200]);
  await backdate(kit, seller, { autobookingId: id, days: 1 });
  await update(`back to ACTIVE the day after (start + ${reach + 1})`, 'ACTIVE', [409], {
    code: 'autobooking_expired',
    why: 'the last relevant day has passed',
  });
  await kit.call(`deleteAutobooking ${id}`, 'deleteAutobooking', { as: seller, body: { id }, expect: [200] });
  // An ACTIVE booking past its last relevant day fails with no_slot_in_time.
  const lapsing = await kit.call('createAutobooking WEEK that will pass unbooked', 'createAutobooking', {
    as: seller,
    body: weekBooking(kit),
    expect: [200],
  });
  const lapsingId = kit.at(lapsing?.body, 'id');
  if (typeof lapsingId === 'number' && (await backdate(kit, seller, { autobookingId: lapsingId, days: reach + 1 }))) {
    const archive = await kit.call('listAutobookings (archive) with the booking that passed', 'listAutobookings', {
      as: seller,
      query: { group: 'archive' },
      expect: [200],
    });
    const items = kit.at(archive?.body, 'items');
    const failed = Array.isArray(items) ? items.find((b) => kit.at(b, 'id') === lapsingId) : undefined;
    const code = kit.at(failed, 'error', 'code');
    if (kit.at(failed, 'status') !== 'ERROR')
      kit.behaviour(`autobooking ${lapsingId} passed its last relevant day unbooked but is not ERROR`);
    else if (
      code !== undefined &&
      kit.contract.document.components?.schemas?.AutobookingFailureCode?.enum?.includes('no_slot_in_time') &&
      code !== 'no_slot_in_time'
    )
      kit.behaviour(
        `autobooking ${lapsingId} passed its last relevant day unbooked with error ${String(code)}, not no_slot_in_time`,
      );
    await kit.call(`deleteAutobooking ${lapsingId}`, 'deleteAutobooking', {
      as: seller,
      body: { id: lapsingId },
      expect: [200],
    });
  }
  await runningTriggerPast(kit, seller);
}

/**
 * A running trigger's update that sends its past days back as read is accepted.
 * @param {Kit} kit
 * @param {Seller} seller
 */
async function runningTriggerPast(kit, seller) {
  if (!kit.has('updateTrigger')) return;
  const today = kit.today();
  const days = [0, 1, 2, 3].map((n) => addDays(today, n));
  const created = await kit.call('createTrigger RANGE of 4 days from today', 'createTrigger', {
    as: seller,
    body: rangeTrigger(kit, days),
    expect: [200],
  });
  const id = kit.at(created?.body, 'id');
  if (!ok(created) || typeof id !== 'number') return;
  await backdate(kit, seller, { triggerId: id, days: 1 });
  const list = await kit.call('listTriggers with the trigger that started yesterday', 'listTriggers', {
    as: seller,
    expect: [200],
  });
  const read = Array.isArray(list?.body) ? list.body.find((t) => kit.at(t, 'id') === id) : undefined;
  const updateSchema = /** @type {{ properties?: Record<string, unknown> } | undefined} */ (
    kit.contract.document.components?.schemas?.TriggerUpdate
  );
  const updatable = Object.keys(updateSchema?.properties ?? {});
  if (read && typeof read === 'object') {
    // The trigger as read, limited to what an update sends (a read carries more: status, finds, checks…).
    const settings = Object.fromEntries(
      Object.entries(/** @type {Record<string, unknown>} */ (read)).filter(([name]) => updatable.includes(name)),
    );
    await kit.call(`updateTrigger ${id} with its past day sent back as read`, 'updateTrigger', {
      as: seller,
      body: { ...settings, triggerId: id },
      expect: [200],
      why: 'a running trigger’s past days are accepted from its stored start day on',
    });
  }
  await deleteCreated(kit, created, seller);
}

/** The slot filters applied to what the backend records from the slot source (POST /api/test/slot). */
export async function stagedSlots(/** @type {Kit} */ kit) {
  const what = 'the slot filters applied to the finds the backend records';
  if (!kit.canSign) return kit.notChecked(`${what}: it needs --bot-token`);
  if (!kit.has('createTrigger') || !kit.has('listTriggerFinds') || typeof kit.context.warehouseId !== 'number') return;
  kit.section(`${what} (POST /api/test/slot)`);
  const seller = kit.freshSeller('slots');
  if (
    !(await kit.provision(seller, { agreeTerms: true, supplier: 'linked', subscriptionDays: 30, autobookingCount: 5 }))
  )
    return kit.notChecked(`${what}: the backend has no PUT /api/test/seller`);
  const today = kit.today();
  const days = Array.from({ length: 10 }, (_, n) => addDays(today, n));
  const excluded = addDays(today, 4);
  const weekdays = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== isoWeekday(excluded));
  const created = await kit.call('createTrigger with a lead time, weekdays and a logistics cap', 'createTrigger', {
    as: seller,
    body: rangeTrigger(kit, days, {
      supplyTypes: ['BOX'],
      maxCoefficient: 5,
      minLeadDays: 2,
      weekdays,
      maxLogisticsCoefficient: 150,
    }),
    expect: [200],
  });
  const id = kit.at(created?.body, 'id');
  if (!ok(created) || typeof id !== 'number') return;
  const slot = (/** @type {string} */ day, /** @type {number} */ logistics) => ({
    warehouseId: kit.context.warehouseId,
    day,
    supplyType: 'BOX',
    coefficient: 1,
    logisticsCoefficient: logistics,
  });
  const report = (/** @type {string} */ label, /** @type {Record<string, unknown>} */ body) =>
    kit.raw(`POST /api/test/slot ${label}`, 'POST', '/api/test/slot', { seller, body, expect: [200, 404] });
  const first = await report('before today + minLeadDays', slot(addDays(today, 1), 100));
  if (first?.status !== 200) {
    await deleteCreated(kit, created, seller);
    return kit.notChecked(`${what}: the backend has no POST /api/test/slot`);
  }
  await report('on a weekday the trigger excludes', slot(excluded, 100));
  await report('above maxLogisticsCoefficient', slot(addDays(today, 3), 200));
  await report('that passes every filter', slot(addDays(today, 3), 100));
  const finds = await kit.call(`listTriggerFinds of trigger ${id}`, 'listTriggerFinds', {
    as: seller,
    query: { triggerId: String(id) },
    expect: [200],
  });
  const items = kit.at(finds?.body, 'items');
  if (Array.isArray(items)) {
    const recorded = items.map(
      (f) => `${String(kit.at(f, 'day'))} (logistics ${String(kit.at(f, 'logisticsCoefficient'))})`,
    );
    const wanted = `${addDays(today, 3)} (logistics 100)`;
    if (recorded.length !== 1 || recorded[0] !== wanted)
      kit.behaviour(
        `the finds recorded are ${JSON.stringify(recorded)}; only the slot that passes every filter, ${wanted}, may be`,
      );
  }
  await deleteCreated(kit, created, seller);
}

/** The contract's rate-limit floor: within any 60 seconds a seller's first 60 calls, among them 20 writes. */
const floor = { calls: 60, writes: 20 };

/**
 * The rate-limit floor: a fresh seller's burst of 60 calls at once, 20 of them writes and 10 of them read-only
 * POSTs (reads), is admitted whole. A 429 among them is a finding; nothing is waited out.
 */
export async function rateLimitFloor(/** @type {Kit} */ kit) {
  const what = 'the rate-limit floor';
  if (!kit.canSign) return kit.notChecked(`${what}: it needs --bot-token`);
  if (!kit.has('getUser') || !kit.has('updateUser')) return;
  const seller = kit.freshSeller('burst');
  // A seller that has not called yet, so the whole floor is this burst's (the test-seller call does not count).
  if (!(await kit.provision(seller, { agreeTerms: true, supplier: 'linked' })))
    return kit.notChecked(`${what}: the backend has no PUT /api/test/seller`);
  kit.section(`${what}: ${floor.calls} calls at once, ${floor.writes} of them writes`);
  const why = `within the rate-limit floor: ${floor.calls} calls, ${floor.writes} of them writes, in 60 s`;
  const readOnlyPosts = kit.has('validateSupplierAuth') ? 10 : 0;
  /** @type {Promise<unknown>[]} */
  const burst = [];
  for (let n = 1; n <= floor.writes; n++)
    burst.push(
      kit.call(`updateUser (accept the terms) ${n} of the burst`, 'updateUser', {
        as: seller,
        body: { agreeTerms: true },
        expect: [200],
        why,
        retry: false,
      }),
    );
  for (let n = 1; n <= readOnlyPosts; n++)
    burst.push(
      kit.call(`validateSupplierAuth ${n} of the burst (a read)`, 'validateSupplierAuth', {
        as: seller,
        expect: [200, 503],
        why,
        retry: false,
      }),
    );
  for (let n = 1; n <= floor.calls - floor.writes - readOnlyPosts; n++)
    burst.push(kit.call(`getUser ${n} of the burst`, 'getUser', { as: seller, expect: [200], why, retry: false }));
  await Promise.all(burst);
}
