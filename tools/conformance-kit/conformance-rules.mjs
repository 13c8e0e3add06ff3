// The conformance kit's checks of the contract's rules across sellers and states: isolation of two sellers, the
// init-data window at its edges, the request contract (unknown fields and parameters, bounds, content type, 422
// pointers), the access states walked with provisioned test sellers, the 30-trigger limit, date windows, status
// rules, list order, search and counts, and the effects of initAuth and logout. Each phase takes the kit's
// primitives (`Kit`) from kit.mjs.
import { randomUUID } from 'node:crypto';
import { preview } from '../../scripts/lib/contract-validator.mjs';

/** @typedef {import('./kit.mjs').Seller} Seller */
/** @typedef {import('./kit.mjs').CallOptions} CallOptions */
/**
 * @typedef {object} Kit
 * @property {(label: string, operationId: string, options: CallOptions) => Promise<{ status: number, body: unknown, headers: Headers } | undefined>} call
 * @property {(message: string) => void} behaviour a finding about behaviour across calls
 * @property {(message: string) => void} note a line in the log that is not a finding (a check left out, and why)
 * @property {(title: string) => void} section
 * @property {(operationId: string) => boolean} has
 * @property {(operationId: string, name?: string) => Record<string, unknown> | undefined} example its request example, dates moved to today
 * @property {Seller} seller the main test seller
 * @property {(role: string) => Seller} freshSeller a seller of this run that no earlier run used
 * @property {(seller: Seller, state: Record<string, unknown>) => Promise<boolean>} provision the Test sellers call
 * @property {() => Promise<import('./kit.mjs').Reader>} reader the run's second seller, with accepted terms where possible
 * @property {boolean} canSign whether the kit signs init data itself (it has the bot token)
 * @property {() => string} today Moscow's calendar date
 * @property {{ warehouseId?: unknown, draftId?: unknown, warehouses?: unknown }} context what the reads found
 * @property {(value: unknown, ...path: (string | number)[]) => unknown} at the value at a path of an answer
 * @property {boolean} otherSeller whether a second, properly signed seller can be played (`as: kit.freshSeller(…)`)
 */

const dayMs = 24 * 60 * 60 * 1000;

/**
 * @param {unknown} value
 * @param {...(string | number)} path
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

/** @param {{ status: number } | undefined} answer */
const ok = (answer) => answer !== undefined && answer.status >= 200 && answer.status < 300;

/**
 * @param {string} day
 * @param {number} amount
 */
const addDays = (day, amount) => new Date(Date.parse(`${day}T00:00:00Z`) + amount * dayMs).toISOString().slice(0, 10);

/** @param {string} day */
const dayTrigger = (day) => ({
  searchMode: 'CUSTOM_DATES',
  startDate: `${day}T00:00:00.000Z`,
  endDate: `${day}T23:59:59.999Z`,
  selectedDates: [`${day}T00:00:00.000Z`],
});

/**
 * A trigger body for the main warehouse on one day.
 * @param {Kit} kit
 * @param {string} day
 */
function triggerOn(kit, day) {
  const body = kit.example('createTrigger') ?? {};
  return {
    ...body,
    ...(kit.context.warehouseId ? { warehouseIds: [kit.context.warehouseId] } : {}),
    ...dayTrigger(day),
  };
}

/**
 * The contract's trigger update example, valid as it is (dates moved to today), for the main warehouse.
 * @param {Kit} kit
 */
function validTriggerUpdate(kit) {
  return {
    ...kit.example('updateTrigger'),
    ...(kit.context.warehouseId ? { warehouseIds: [kit.context.warehouseId] } : {}),
  };
}

/**
 * An autobooking body of the contract's example, with the live draft and warehouse.
 * @param {Kit} kit
 */
function bookingBody(kit) {
  return {
    ...kit.example('createAutobooking'),
    ...(kit.context.draftId ? { draftId: kit.context.draftId } : {}),
    ...(kit.context.warehouseId ? { warehouseId: kit.context.warehouseId } : {}),
  };
}

/** Init data at the edges of the 24-hour window and of the 5-minute allowance for clock skew. */
export async function initDataEdges(/** @type {Kit} */ kit) {
  if (!kit.canSign) return kit.note('init-data edges left out: they need --bot-token');
  kit.section('init data at its edges (23 h 59 min and 4 min ahead accepted; 24 h 01 min and 10 min ahead refused)');
  const hour = 60 * 60;
  for (const [label, age, expected] of /** @type {const} */ ([
    ['signed 23 h 59 min ago', 24 * hour - 60, 200],
    ['signed 24 h 01 min ago', 24 * hour + 60, 401],
    ['dated 4 min ahead', -4 * 60, 200],
    ['dated 10 min ahead', -10 * 60, 401],
  ])) {
    await kit.call(`getUser with init data ${label}`, 'getUser', {
      authAgeSeconds: age,
      expect: [expected],
      ...(expected === 401 ? { code: 'init_data_expired', why: 'outside the window' } : { why: 'inside the window' }),
    });
  }
}

/** Unknown fields and parameters, values out of bounds, another content type: refused, pointing at the field. */
export async function requestContract(/** @type {Kit} */ kit) {
  kit.section('request contract: unknown fields and parameters, bounds, content type, 422 pointers');
  if (kit.has('createTrigger')) {
    const body = triggerOn(kit, kit.today());
    const refused = (/** @type {string} */ label, /** @type {unknown} */ sent, /** @type {string[]} */ pointers) =>
      kit.call(`createTrigger with ${label}`, 'createTrigger', {
        body: sent,
        expect: [422],
        code: 'validation_failed',
        pointers,
        why: label,
      });
    await refused('an unknown field', { ...body, unexpectedField: true }, ['/unexpectedField']);
    await refused('maxCoefficient 21 (maximum 20)', { ...body, maxCoefficient: 21 }, ['/maxCoefficient']);
    await refused('4 warehouses (at most 3)', { ...body, warehouseIds: [1, 2, 3, 4] }, ['/warehouseIds']);
    await kit.call('createTrigger with a JSON body sent as text/plain', 'createTrigger', {
      body,
      contentType: 'text/plain',
      expect: [400],
      code: 'malformed_request',
      why: 'the body is not sent as application/json',
    });
  }
  if (kit.has('updateUser'))
    await kit.call('updateUser with a supplierId of 65 characters (at most 64)', 'updateUser', {
      body: { supplierId: 'x'.repeat(65) },
      expect: [422],
      code: 'validation_failed',
      pointers: ['/supplierId'],
      why: 'too long',
    });
  if (kit.has('listAutobookings'))
    await kit.call('listAutobookings with an unknown query parameter', 'listAutobookings', {
      query: { unknownParameter: '1' },
      expect: [422],
      code: 'validation_failed',
      pointers: ['/unknownParameter'],
      why: 'unknown query parameters are refused',
    });
}

/** Dates outside their windows are refused with the pointer of the field. */
export async function dateWindows(/** @type {Kit} */ kit) {
  kit.section('date windows (422 with the pointer of the date)');
  const today = kit.today();
  const triggerDates = ['/startDate', '/endDate', '/selectedDates', '/selectedDates/0'];
  if (kit.has('createTrigger')) {
    await kit.call('createTrigger for yesterday', 'createTrigger', {
      body: triggerOn(kit, addDays(today, -1)),
      expect: [422],
      code: 'validation_failed',
      pointers: triggerDates,
      why: 'trigger dates start today',
    });
    const [year = 0, month = 1, date = 1] = today.split('-').map(Number);
    const lastOfTarget = new Date(Date.UTC(year, month + 2 + 1, 0)).getUTCDate();
    const windowEnd = new Date(Date.UTC(year, month + 2, Math.min(date, lastOfTarget))).toISOString().slice(0, 10);
    await kit.call(`createTrigger for ${addDays(windowEnd, 1)}, a day past today + 3 months`, 'createTrigger', {
      body: triggerOn(kit, addDays(windowEnd, 1)),
      expect: [422],
      code: 'validation_failed',
      pointers: triggerDates,
      why: 'trigger dates end at today + 3 calendar months',
    });
  }
  if (kit.has('createAutobooking')) {
    const body = bookingBody(kit);
    await kit.call('createAutobooking starting yesterday', 'createAutobooking', {
      body: { ...body, dateType: 'WEEK', startDate: addDays(today, -1), endDate: null, customDates: [] },
      expect: [422],
      code: 'validation_failed',
      pointers: ['/startDate'],
      why: 'autobooking dates are never before today',
    });
    await kit.call('createAutobooking with a custom period of 31 days', 'createAutobooking', {
      body: { ...body, dateType: 'CUSTOM_PERIOD', startDate: today, endDate: addDays(today, 30), customDates: [] },
      expect: [422],
      code: 'validation_failed',
      pointers: ['/endDate'],
      why: 'a custom period spans at most 30 days',
    });
  }
}

/** A second seller sees, changes and deletes nothing of the first; idempotency keys are per seller. */
export async function isolation(/** @type {Kit} */ kit) {
  if (!kit.canSign) return kit.note('isolation left out: a second seller needs --bot-token');
  if (!kit.has('createTrigger') || !kit.has('listTriggers')) return undefined;
  kit.section('isolation: a second seller and the first seller’s trigger, autobooking and Idempotency-Key');
  const other = kit.freshSeller('other');
  const key = randomUUID();
  const body = triggerOn(kit, kit.today());
  const mine = await kit.call('createTrigger of the first seller', 'createTrigger', {
    body,
    headers: { 'Idempotency-Key': key },
    expect: [200],
  });
  const id = at(mine?.body, 'id');
  if (!ok(mine) || typeof id !== 'number') return undefined;
  const theirs = await kit.call('listTriggers of the second seller', 'listTriggers', { as: other, expect: [200] });
  if (Array.isArray(theirs?.body) && theirs.body.some((t) => at(t, 'id') === id))
    kit.behaviour(`the second seller's list holds the first seller's trigger ${id}`);
  const ref = { triggerId: id };
  for (const [operationId, sent] of /** @type {const} */ ([
    // A valid body (the example's own dates and filters): an invalid one is refused 422 before the object is read.
    ['updateTrigger', { ...validTriggerUpdate(kit), ...ref }],
    ['toggleTrigger', { ...ref, isActive: false }],
    ['deleteTrigger', ref],
  ])) {
    await kit.call(`${operationId} of the first seller's trigger by the second`, operationId, {
      as: other,
      body: sent,
      expect: [404],
      code: 'not_found',
      why: "another seller's objects do not exist for this one",
    });
  }
  const sameKey = await kit.call('createTrigger of the second seller with the same Idempotency-Key', 'createTrigger', {
    as: other,
    body,
    headers: { 'Idempotency-Key': key },
    expect: [200],
  });
  if (ok(sameKey) && (at(sameKey?.body, 'id') === id || sameKey?.headers.get('idempotent-replayed') === 'true'))
    kit.behaviour(`the second seller's create with the first seller's key replayed the first seller's trigger ${id}`);
  const still = await kit.call(`listTriggers of the first seller still has ${id}`, 'listTriggers', { expect: [200] });
  if (Array.isArray(still?.body) && !still.body.some((t) => at(t, 'id') === id))
    kit.behaviour(`the first seller's trigger ${id} is gone after the second seller's calls`);
  await kit.call(`deleteTrigger ${id}`, 'deleteTrigger', { body: ref, expect: [200] });
  const otherId = at(sameKey?.body, 'id');
  if (typeof otherId === 'number' && otherId !== id)
    await kit.call(`deleteTrigger ${otherId} of the second seller`, 'deleteTrigger', {
      as: other,
      body: { triggerId: otherId },
      expect: [200],
    });
  await bookingIsolation(kit, other);
}

/**
 * @param {Kit} kit
 * @param {Seller} other
 */
async function bookingIsolation(kit, other) {
  if (!kit.has('createAutobooking') || !kit.has('listAutobookings')) return;
  const created = await kit.call('createAutobooking of the first seller', 'createAutobooking', {
    body: bookingBody(kit),
    expect: [200],
  });
  const id = at(created?.body, 'id');
  if (!ok(created) || typeof id !== 'number') return;
  for (const group of ['active', 'completed', 'archive']) {
    const page = await kit.call(`listAutobookings (${group}) of the second seller`, 'listAutobookings', {
      as: other,
      query: { group, limit: '50' },
      expect: [200, 403],
    });
    const items = at(page?.body, 'items');
    if (
      Array.isArray(items) &&
      items.some((b) => at(b, 'id') === id && at(b, 'createdAt') === at(created?.body, 'createdAt'))
    )
      kit.behaviour(`the second seller's ${group} list holds the first seller's autobooking ${id}`);
  }
  await kit.call("updateAutobooking of the first seller's autobooking by the second", 'updateAutobooking', {
    as: other,
    body: { id, status: 'ARCHIVED' },
    expect: [404],
    code: 'not_found',
    why: "another seller's objects do not exist for this one",
  });
  await kit.call("deleteAutobooking of the first seller's autobooking by the second", 'deleteAutobooking', {
    as: other,
    body: { id },
    expect: [404],
    code: 'not_found',
    why: "another seller's objects do not exist for this one",
  });
  await statusRules(kit, id);
}

/**
 * The status rules of an autobooking: an ACTIVE one cannot be deleted; archived it can be reactivated (its dates
 * are ahead) and deleted.
 * @param {Kit} kit
 * @param {number} id an ACTIVE autobooking of the main seller, starting today or later
 */
async function statusRules(kit, id) {
  await kit.call(`deleteAutobooking ${id} while ACTIVE`, 'deleteAutobooking', {
    body: { id },
    expect: [409],
    code: 'autobooking_not_deletable',
    why: 'only ARCHIVED or ERROR autobookings can be deleted',
  });
  await kit.call(`updateAutobooking ${id} to ARCHIVED`, 'updateAutobooking', {
    body: { id, status: 'ARCHIVED' },
    expect: [200],
  });
  await kit.call(`updateAutobooking ${id} back to ACTIVE (its dates are ahead)`, 'updateAutobooking', {
    body: { id, status: 'ACTIVE' },
    expect: [200],
    why: 'an archived booking is reactivated through its last relevant day',
  });
  await kit.call(`updateAutobooking ${id} to ARCHIVED again`, 'updateAutobooking', {
    body: { id, status: 'ARCHIVED' },
    expect: [200],
  });
  await kit.call(`deleteAutobooking ${id} archived`, 'deleteAutobooking', { body: { id }, expect: [200] });
}

/** A trigger that is no longer RELEVANT can be neither updated nor toggled. */
export async function finishedTriggers(/** @type {Kit} */ kit) {
  if (!kit.has('listTriggers') || !kit.has('updateTrigger')) return;
  kit.section('triggers that are no longer RELEVANT (409 trigger_not_relevant)');
  const list = await kit.call('listTriggers for a finished one', 'listTriggers', { expect: [200] });
  const finished = Array.isArray(list?.body) ? list.body.find((t) => at(t, 'status') !== 'RELEVANT') : undefined;
  const id = at(finished, 'id');
  if (typeof id !== 'number') return kit.note('no COMPLETED or EXPIRED trigger to probe: left out');
  await kit.call(`updateTrigger ${id} (${at(finished, 'status')})`, 'updateTrigger', {
    body: { ...triggerOn(kit, kit.today()), triggerId: id },
    expect: [409],
    code: 'trigger_not_relevant',
    why: 'only RELEVANT triggers change',
  });
  await kit.call(`toggleTrigger ${id} (${at(finished, 'status')})`, 'toggleTrigger', {
    body: { triggerId: id, isActive: true },
    expect: [409],
    code: 'trigger_not_relevant',
    why: 'only RELEVANT triggers start',
  });
}

/** Every access state, each with a fresh provisioned seller: the first thing missing answers. */
export async function accessStates(/** @type {Kit} */ kit) {
  if (!kit.canSign) return kit.note('access states left out: they need --bot-token');
  kit.section('access states (provisioned test sellers): the first missing thing answers 403');
  const seller = kit.freshSeller('access');
  const full = { agreeTerms: true, supplier: 'linked', subscriptionDays: 30, autobookingCount: 5 };
  if (!(await kit.provision(seller, { ...full, agreeTerms: false })))
    return kit.note('access states left out: the backend has no PUT /api/test/seller (see Test sellers)');
  const create = (/** @type {string} */ code, /** @type {string} */ why) =>
    kit.call(`createAutobooking (${why})`, 'createAutobooking', {
      as: seller,
      body: bookingBody(kit),
      expect: [403],
      code,
      why,
    });
  await kit.call('listAutobookings without accepted terms', 'listAutobookings', {
    as: seller,
    expect: [403],
    code: 'terms_not_accepted',
    why: 'terms not accepted',
  });
  await create('terms_not_accepted', 'terms not accepted');
  await kit.provision(seller, { ...full, supplier: 'none' });
  await create('supplier_not_linked', 'no supplier linked');
  await kit.call('listDrafts without a supplier', 'listDrafts', {
    as: seller,
    body: kit.example('listDrafts'),
    expect: [403],
    code: 'supplier_not_linked',
    why: 'no supplier linked',
  });
  await kit.call('validateSupplierAuth without a supplier', 'validateSupplierAuth', {
    as: seller,
    expect: [403],
    code: 'supplier_not_linked',
    why: 'nothing to check',
  });
  await kit.provision(seller, { ...full, supplier: 'revoked' });
  await create('supplier_auth_revoked', 'authorisation revoked');
  const validation = await kit.call('validateSupplierAuth with a revoked authorisation', 'validateSupplierAuth', {
    as: seller,
    expect: [200],
  });
  if (ok(validation) && at(validation?.body, 'data', 'valid') !== false)
    kit.behaviour(`a revoked authorisation is reported valid: ${preview(validation?.body)}`);
  await kit.provision(seller, { ...full, subscriptionDays: 0 });
  await create('subscription_inactive', 'subscription expired');
  await kit.provision(seller, { ...full, autobookingCount: 0 });
  await create('no_credits', 'no credits');
  await kit.call('updateUser with a supplier that is not the seller’s', 'updateUser', {
    as: seller,
    body: { supplierId: 'not-a-supplier-of-this-seller' },
    expect: [403],
    code: 'supplier_not_owned',
    why: 'only the seller’s own suppliers can be linked',
  });
}

/** At most 30 active triggers: the 31st create and a start beyond 30 are refused. */
export async function triggerLimit(/** @type {Kit} */ kit) {
  if (!kit.canSign) return kit.note('trigger limit left out: it needs a fresh seller (--bot-token)');
  if (!kit.has('createTrigger') || !kit.has('listTriggers')) return;
  kit.section('the limit of 30 active triggers (a fresh seller)');
  const seller = kit.freshSeller('limit');
  const list = await kit.call('listTriggers of a fresh seller', 'listTriggers', { as: seller, expect: [200] });
  if (!Array.isArray(list?.body)) return;
  const active = list.body.filter((t) => at(t, 'status') === 'RELEVANT' && at(t, 'isActive') === true).length;
  /** @type {number[]} */
  const created = [];
  for (let n = active; n < 30; n++) {
    const answer = await kit.call(`createTrigger ${n + 1} of 30`, 'createTrigger', {
      as: seller,
      body: triggerOn(kit, kit.today()),
      expect: [200],
    });
    const id = at(answer?.body, 'id');
    if (typeof id !== 'number') return;
    created.push(id);
  }
  await kit.call('createTrigger 31', 'createTrigger', {
    as: seller,
    body: triggerOn(kit, kit.today()),
    expect: [409],
    code: 'trigger_limit_reached',
    why: '30 triggers are active',
  });
  const [first] = created;
  if (first !== undefined && kit.has('toggleTrigger')) {
    await kit.call(`toggleTrigger ${first} off`, 'toggleTrigger', {
      as: seller,
      body: { triggerId: first, isActive: false },
      expect: [200],
    });
    const extra = await kit.call('createTrigger 30 again', 'createTrigger', {
      as: seller,
      body: triggerOn(kit, kit.today()),
      expect: [200],
    });
    await kit.call(`toggleTrigger ${first} on with 30 active`, 'toggleTrigger', {
      as: seller,
      body: { triggerId: first, isActive: true },
      expect: [409],
      code: 'trigger_limit_reached',
      why: '30 triggers are active',
    });
    const extraId = at(extra?.body, 'id');
    if (typeof extraId === 'number') created.push(extraId);
  }
  for (const id of created)
    await kit.call(`deleteTrigger ${id}`, 'deleteTrigger', { as: seller, body: { triggerId: id }, expect: [200] });
}

/** Order of the lists, the autobooking search, the counts and cursors of another list. */
export async function listRules(/** @type {Kit} */ kit) {
  kit.section('lists: order, search, counts, cursors of another list');
  const warehouses = kit.context.warehouses;
  if (Array.isArray(warehouses)) {
    const names = warehouses.map((w) => String(at(w, 'name')));
    const collator = new Intl.Collator('ru');
    const index = names.findIndex((name, i) => i > 0 && collator.compare(names[i - 1] ?? '', name) > 0);
    if (index > 0)
      kit.behaviour(
        `warehouses are not in ru collation order: ${preview(names[index - 1])} comes before ${preview(names[index])}`,
      );
  }
  const triggers = await kit.call('listTriggers newest first', 'listTriggers', { expect: [200] });
  const listed = triggers?.body;
  if (Array.isArray(listed)) {
    const key = (/** @type {unknown} */ t) => `${at(t, 'createdAt')} ${String(at(t, 'id')).padStart(16, '0')}`;
    const index = listed.findIndex((t, i) => i > 0 && key(listed[i - 1]) < key(t));
    if (index > 0) kit.behaviour(`triggers are not newest first at position ${index}`);
  }
  if (kit.has('listAutobookings')) await autobookingLists(kit);
}

/** @param {Kit} kit */
async function autobookingLists(kit) {
  /** @type {Record<string, string[]>} */
  const groups = { active: ['ACTIVE'], completed: ['COMPLETED'], archive: ['ARCHIVED', 'ERROR'] };
  /** @type {Record<string, number>} */
  let counts = {};
  for (const [group, statuses] of Object.entries(groups)) {
    let total = 0;
    /** @type {string | undefined} */
    let cursor;
    for (let page = 1; page <= 40; page++) {
      const answer = await kit.call(`listAutobookings (${group}) page ${page} (limit 3)`, 'listAutobookings', {
        query: { group, limit: '3', ...(cursor ? { cursor } : {}) },
        expect: [200],
      });
      const items = at(answer?.body, 'items');
      if (!Array.isArray(items)) return;
      const pageCounts = /** @type {Record<string, number>} */ (at(answer?.body, 'counts') ?? {});
      if (page > 1 && JSON.stringify(pageCounts) !== JSON.stringify(counts))
        kit.behaviour(
          `counts change from page to page without a change: ${preview(counts)}, then ${preview(pageCounts)}`,
        );
      counts = pageCounts;
      total += items.length;
      const next = at(answer?.body, 'nextCursor');
      if (typeof next !== 'string') break;
      cursor = next;
    }
    const counted = statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
    if (counted !== total) kit.behaviour(`counts say ${counted} in ${group}, its pages hold ${total}`);
  }
  const first = await kit.call('listAutobookings (active) of 1 for its cursor', 'listAutobookings', {
    query: { group: 'active', limit: '1' },
    expect: [200],
  });
  const cursor = at(first?.body, 'nextCursor');
  if (typeof cursor === 'string') {
    await kit.call('listAutobookings (archive) with a cursor of the active group', 'listAutobookings', {
      query: { group: 'archive', limit: '1', cursor },
      expect: [422],
      code: 'validation_failed',
      pointers: ['/cursor'],
      why: 'a cursor belongs to its group and search',
    });
    if (kit.canSign) {
      // The reader may list (accepted terms), so the cursor alone decides; without terms 403 comes first.
      const { seller, provisioned } = await kit.reader();
      await kit.call("listAutobookings with another seller's cursor", 'listAutobookings', {
        as: seller,
        query: { group: 'active', limit: '1', cursor },
        expect: provisioned ? [422] : [422, 403],
        ...(provisioned ? { code: 'validation_failed', pointers: ['/cursor'] } : {}),
        why: 'a cursor belongs to its seller',
      });
    }
  }
  const missing = await kit.call('listAutobookings searching a name no warehouse has', 'listAutobookings', {
    query: { group: 'active', search: 'zzqqzz-no-such-warehouse' },
    expect: [200],
  });
  const found = at(missing?.body, 'items');
  const missingCounts = at(missing?.body, 'counts');
  const sum =
    missingCounts && typeof missingCounts === 'object'
      ? Object.values(missingCounts).reduce((a, n) => a + (typeof n === 'number' ? n : 0), 0)
      : 0;
  if (Array.isArray(found) && (found.length || sum))
    kit.behaviour(`a search no warehouse matches answers ${found.length} items and counts ${sum}`);
}

/** Logout forgets the supplier and the authorisation; initAuth then sets authMessageSent. */
export async function accountEffects(/** @type {Kit} */ kit) {
  kit.section('account effects: logout, then initAuth (the last calls of the run)');
  if (kit.has('logout')) {
    await kit.call('logout', 'logout', { expect: [200] });
    const user = await kit.call('getUser after logout', 'getUser', { expect: [200] });
    if (ok(user)) {
      for (const [field, value] of /** @type {const} */ ([
        ['supplierId', null],
        ['supplierName', null],
        ['authMessageSent', false],
      ])) {
        if (at(user?.body, field) !== value)
          kit.behaviour(`after logout ${field} is ${preview(at(user?.body, field))}, not ${preview(value)}`);
      }
    }
    const suppliers = await kit.call('listSuppliers after logout', 'listSuppliers', { expect: [200] });
    const data = at(suppliers?.body, 'data');
    if (Array.isArray(data) && data.length)
      kit.behaviour(`after logout the supplier list still holds ${data.length} suppliers`);
  }
  if (kit.has('initAuth')) {
    await kit.call('initAuth', 'initAuth', { expect: [200] });
    const user = await kit.call('getUser after initAuth', 'getUser', { expect: [200] });
    if (ok(user) && at(user?.body, 'authMessageSent') !== true)
      kit.behaviour(`after initAuth authMessageSent is ${preview(at(user?.body, 'authMessageSent'))}, not true`);
  }
}
