// The conformance kit's walk through a seller's life: the reads, the account, triggers and autobookings from
// create to delete (idempotent repeats, echoes, credits, paging across a deletion), the outcomes of what exists,
// and payments. Request bodies are the contract's request examples with live ids and dates of today.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { preview } from '../../scripts/lib/contract-validator.mjs';
import { verifyOutcomeReads, verifyOwnOutcomes } from './conformance-outcomes.mjs';
import { at, documentedAnswer, exampleBody, isObject, ok, uniqueIds } from './kit.mjs';

/** @typedef {import('./kit.mjs').Kit} Kit */
/** @typedef {import('./kit.mjs').Json} Json */
/** @typedef {import('./kit.mjs').ContractSchema} ContractSchema */

const idempotencyHeader = 'Idempotency-Key';

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
 * Sends `body` twice with one Idempotency-Key (same answer expected), then with another body (409 expected).
 * @param {Kit} kit
 * @param {string} label
 * @param {string} operationId
 * @param {Json} body
 * @param {Json} [changedBody]
 */
async function idempotentCreate(kit, label, operationId, body, changedBody) {
  const op = kit.operations.get(operationId);
  const takesKey = op?.parameters.some(
    (p) => p.in === 'header' && p.name.toLowerCase() === idempotencyHeader.toLowerCase(),
  );
  if (!op || !takesKey) return kit.call(label, operationId, { body, expect: [200, 201] });
  const key = randomUUID();
  const first = await kit.call(`${label} (${idempotencyHeader})`, operationId, {
    body,
    headers: { [idempotencyHeader]: key },
    expect: [200, 201],
  });
  if (!ok(first)) return first;
  const repeat = await kit.call(`${label}, repeated with the same key`, operationId, {
    body,
    headers: { [idempotencyHeader]: key },
    expect: [first.status],
  });
  if (repeat && !isDeepStrictEqual(repeat.body, first.body)) {
    kit.behaviour(
      `a repeat with the same ${idempotencyHeader} answered differently: first ${preview(first.body)}, then ${preview(repeat.body)}`,
    );
  }
  const replayHeader = documentedAnswer(op, first.status)?.headers.find((h) => /replayed/i.test(h.name));
  if (repeat && replayHeader && repeat.headers.get(replayHeader.name) !== 'true') {
    kit.behaviour(
      `the repeat does not say it is a replay: ${replayHeader.name} is ${preview(repeat.headers.get(replayHeader.name))}`,
    );
  }
  if (changedBody && op.responses['409']) {
    await kit.call(`${label}, same key with another body`, operationId, {
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
 * @param {Kit} kit
 * @param {string} what
 * @param {Record<string, unknown>} sent
 * @param {Json} answer
 */
function checkEcho(kit, what, sent, answer) {
  if (!isObject(answer)) return;
  for (const [key, value] of Object.entries(sent)) {
    if (key in answer && !sameValue(value, answer[key]))
      kit.behaviour(`${what} does not keep ${key}: sent ${preview(value)}, got ${preview(answer[key])}`);
  }
}

/** The slot filters of contracts from 2.1 on: optional in requests, so a backend could silently drop them. */
const slotFilterFields = ['minLeadDays', 'weekdays', 'maxLogisticsCoefficient'];

/**
 * A behaviour finding for each slot filter `sent` holds that `answer` leaves out (a dropped filter would make a
 * watch or a booking match slots the seller excluded).
 * @param {Kit} kit
 * @param {string} what
 * @param {Record<string, unknown>} sent
 * @param {Json} answer
 */
function checkFiltersKept(kit, what, sent, answer) {
  if (!isObject(answer)) return;
  for (const key of slotFilterFields) {
    if (key in sent && !(key in answer)) kit.behaviour(`${what} drops ${key}: sent ${preview(sent[key])}, got nothing`);
  }
}

/**
 * Where the contract has the slot filters: a trigger update with each filter just out of its bounds, and one whose
 * dates the lead time leaves empty (TODAY, at least a day ahead), must each be refused with 422.
 * @param {Kit} kit
 * @param {Record<string, unknown>} update a valid update of a live trigger
 */
async function slotFilterProbes(kit, update) {
  const op = kit.operations.get('updateTrigger');
  const schemaPointer = op?.requestBody?.schemaPointer;
  const updateSchema = /** @type {{ properties?: Record<string, ContractSchema & { items?: ContractSchema }> }} */ (
    kit.contract.document.components?.schemas?.TriggerUpdate ?? {}
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
    if (!kit.validator.validate(schemaPointer, body).length) continue;
    await kit.call(`updateTrigger with ${key} ${preview(value)}`, 'updateTrigger', {
      body,
      expect: [422],
      code: 'validation_failed',
      why: `${key} is out of its bounds`,
    });
  }
  const today = exampleBody(kit, kit.operations.get('createTrigger'));
  if (today?.searchMode !== 'TODAY') return;
  const { triggerId } = update;
  await kit.call('updateTrigger to TODAY with minLeadDays 1', 'updateTrigger', {
    body: { ...today, triggerId, warehouseIds: update.warehouseIds, minLeadDays: 1 },
    expect: [422],
    code: 'validation_failed',
    why: 'no day of TODAY is a day ahead',
  });
}

/** @param {Kit} kit */
export async function reads(kit) {
  kit.section('reads');
  kit.context.user = (await kit.call('getUser', 'getUser', { expect: [200] }))?.body;
  uniqueIds(kit, at(kit.context.user, 'payments'), 'id', 'the payments');
  kit.context.suppliers = at((await kit.call('listSuppliers', 'listSuppliers', { expect: [200] }))?.body, 'data');
  uniqueIds(kit, kit.context.suppliers, 'id', 'the suppliers');
  kit.context.warehouses = (await kit.call('listWarehouses', 'listWarehouses', { expect: [200] }))?.body;
  uniqueIds(kit, kit.context.warehouses, 'ID', 'the warehouses');
  const drafts = kit.has('listDrafts')
    ? await kit.call('listDrafts', 'listDrafts', {
        body: exampleBody(kit, kit.operations.get('listDrafts')),
        expect: [200],
      })
    : undefined;
  kit.context.drafts = at(drafts?.body, 'data');
  uniqueIds(kit, kit.context.drafts, 'ID', 'the drafts');
  await kit.call('validateSupplierAuth', 'validateSupplierAuth', { expect: [200] });
  if (kit.has('listTariffs')) {
    kit.context.tariffs = (await kit.call('listTariffs', 'listTariffs', { expect: [200] }))?.body;
    uniqueIds(kit, at(kit.context.tariffs, 'plans'), 'id', 'the plans');
    uniqueIds(kit, at(kit.context.tariffs, 'packs'), 'id', 'the packs');
  }
  const warehouseId = at(kit.context.warehouses, 0, 'ID');
  const draftId = at(kit.context.drafts, 0, 'ID');
  if (kit.has('listDraftGoods')) {
    const body = {
      ...exampleBody(kit, kit.operations.get('listDraftGoods')),
      ...(draftId ? { draftID: draftId } : {}),
    };
    await kit.call(`listDraftGoods of draft ${preview(body.draftID)}`, 'listDraftGoods', { body, expect: [200] });
  }
  if (kit.has('listTransitWarehouses')) {
    const body = {
      ...exampleBody(kit, kit.operations.get('listTransitWarehouses')),
      ...(warehouseId ? { warehouseId } : {}),
    };
    const transits = await kit.call(`listTransitWarehouses to ${body.warehouseId}`, 'listTransitWarehouses', {
      body,
      expect: [200],
    });
    uniqueIds(kit, at(transits?.body, 'data'), 'transitWarehouseId', 'the transit warehouses');
  }
  if (kit.has('validateWarehouse')) {
    const body = {
      ...exampleBody(kit, kit.operations.get('validateWarehouse')),
      ...(draftId ? { draftID: draftId } : {}),
      ...(warehouseId ? { warehouseId } : {}),
    };
    await kit.call(`validateWarehouse ${body.warehouseId} for draft ${preview(body.draftID)}`, 'validateWarehouse', {
      body,
      expect: [200],
    });
  }
  kit.context.warehouseId = warehouseId;
  kit.context.draftId = draftId;
}

/** @param {Kit} kit */
export async function account(kit) {
  if (!kit.has('updateUser')) return;
  kit.section('account');
  for (const example of kit.operations.get('updateUser')?.requestBody?.examples ?? []) {
    let body = structuredClone(example.value);
    if (isObject(body) && 'supplierId' in body) {
      // Keep the supplier the test seller has (or the first one offered), so the run changes nothing.
      const own = at(kit.context.user, 'supplierId');
      const supplier = own
        ? { id: own, name: at(kit.context.user, 'supplierName') }
        : at(kit.context.suppliers, 0)
          ? { id: at(kit.context.suppliers, 0, 'id'), name: at(kit.context.suppliers, 0, 'name') }
          : undefined;
      if (supplier)
        body = {
          ...body,
          supplierId: supplier.id,
          ...('supplierName' in body ? { supplierName: supplier.name } : {}),
        };
    }
    await kit.call(`updateUser (${example.name})`, 'updateUser', { body, expect: [200] });
  }
}

/** @param {Kit} kit */
export async function triggers(kit) {
  if (!kit.has('createTrigger')) return;
  kit.section('triggers: create → list → update → toggle → delete, then the deleted id');
  const before = await kit.call('listTriggers before', 'listTriggers', { expect: [200] });
  uniqueIds(kit, before?.body, 'id', 'the triggers');
  const body = exampleBody(kit, kit.operations.get('createTrigger')) ?? {};
  if (kit.context.warehouseId) body.warehouseIds = [kit.context.warehouseId];
  const created = await idempotentCreate(kit, 'createTrigger', 'createTrigger', body, {
    ...body,
    maxCoefficient: body.maxCoefficient === 0 ? 1 : 0,
  });
  const id = at(created?.body, 'id');
  if (!ok(created) || typeof id !== 'number') return;
  checkEcho(kit, 'the created trigger', body, created.body);
  checkFiltersKept(kit, 'the created trigger', body, created.body);
  await verifyOwnOutcomes(kit, 'trigger', id);
  if (at(created.body, 'isActive') === false) kit.behaviour('a created trigger is not active (isActive: false)');
  const listed = await kit.call(`listTriggers has ${id} once`, 'listTriggers', { expect: [200] });
  if (Array.isArray(listed?.body)) {
    const found = listed.body.filter((t) => at(t, 'id') === id).length;
    if (found !== 1) kit.behaviour(`the list holds trigger ${id} ${found} times`);
    if (Array.isArray(before?.body) && listed.body.length !== before.body.length + 1) {
      kit.behaviour(`the list grew from ${before.body.length} to ${listed.body.length} triggers after one create`);
    }
  }
  const triggerRef = (/** @type {string} */ op) => ({ ...exampleBody(kit, kit.operations.get(op)), triggerId: id });
  if (kit.has('updateTrigger')) {
    const update = {
      ...triggerRef('updateTrigger'),
      ...(kit.context.warehouseId ? { warehouseIds: [kit.context.warehouseId] } : {}),
    };
    const updated = await kit.call(`updateTrigger ${id}`, 'updateTrigger', { body: update, expect: [200] });
    if (ok(updated)) {
      const { triggerId: _, ...settings } = update;
      checkEcho(kit, 'the updated trigger', { id, ...settings }, updated.body);
      checkFiltersKept(kit, 'the updated trigger', settings, updated.body);
      await slotFilterProbes(kit, update);
    }
  }
  if (kit.has('toggleTrigger')) {
    const toggleBody = triggerRef('toggleTrigger');
    const desired = 'isActive' in toggleBody;
    let state = at(created.body, 'isActive');
    for (const round of [1, 2]) {
      const wanted = desired ? (round === 1 ? false : true) : !state;
      const sent = desired ? { ...toggleBody, isActive: wanted } : toggleBody;
      const toggled = await kit.call(`toggleTrigger ${id}${desired ? ` to isActive ${wanted}` : ''}`, 'toggleTrigger', {
        body: sent,
        expect: [200],
      });
      if (!ok(toggled)) break;
      if (at(toggled.body, 'isActive') !== wanted)
        kit.behaviour(`toggle left isActive ${preview(at(toggled.body, 'isActive'))}, expected ${wanted}`);
      if (desired && round === 1) {
        const again = await kit.call(`toggleTrigger ${id} to isActive ${wanted} again`, 'toggleTrigger', {
          body: sent,
          expect: [200],
        });
        if (ok(again) && at(again.body, 'isActive') !== wanted)
          kit.behaviour(`a repeated toggle to ${wanted} left isActive ${preview(at(again.body, 'isActive'))}`);
      }
      state = wanted;
    }
  }
  await removeAndProbe(
    kit,
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
 * @param {Kit} kit
 * @param {string} when
 * @returns {Promise<number | undefined>}
 */
async function credits(kit, when) {
  if (!kit.has('getUser')) return undefined;
  const user = await kit.call(`getUser: credits ${when}`, 'getUser', { expect: [200] });
  const count = at(user?.body, 'autobookingCount');
  return typeof count === 'number' ? count : undefined;
}

/**
 * Deletes the object, checks it left the list, then every id-taking operation must answer 404 for it.
 * @param {Kit} kit
 * @param {string} kind
 * @param {number} id
 * @param {[deleteOp: string, ...others: string[]]} operationIds the delete first, then the others that take the id
 * @param {(operationId: string) => Json} ref the request body naming the object
 * @param {string} listOp
 * @param {(body: Json) => Json} itemsOf the items of the list's answer
 */
async function removeAndProbe(kit, kind, id, [deleteOp, ...others], ref, listOp, itemsOf) {
  if (!kit.has(deleteOp)) return undefined;
  const deleted = await kit.call(`${deleteOp} ${id}`, deleteOp, { body: ref(deleteOp), expect: [200] });
  if (!ok(deleted)) return deleted;
  const listed = await kit.call(`${listOp} no longer has ${id}`, listOp, { expect: [200] });
  const items = listed && itemsOf(listed.body);
  if (Array.isArray(items) && items.some((item) => at(item, 'id') === id))
    kit.behaviour(`the deleted ${kind} ${id} is still listed`);
  for (const op of [deleteOp, ...others]) {
    if (!kit.has(op) || !kit.operations.get(op)?.responses['404']) continue;
    await kit.call(`${op} of the deleted ${kind} ${id}`, op, {
      body: ref(op),
      expect: [404],
      code: 'not_found',
      why: `${kind} ${id} no longer exists`,
    });
  }
  return deleted;
}

/** @param {Kit} kit */
export async function autobookings(kit) {
  if (!kit.has('createAutobooking')) return;
  kit.section('autobookings: create → list → archive → delete, then the deleted id');
  const total = (/** @type {Json} */ page) => {
    const counts = at(page, 'counts');
    return isObject(counts)
      ? Object.values(counts).reduce((/** @type {number} */ sum, n) => sum + (typeof n === 'number' ? n : 0), 0)
      : undefined;
  };
  const before = await kit.call('listAutobookings before', 'listAutobookings', { expect: [200] });
  const body = exampleBody(kit, kit.operations.get('createAutobooking')) ?? {};
  if (kit.context.draftId) body.draftId = kit.context.draftId;
  if (kit.context.warehouseId) body.warehouseId = kit.context.warehouseId;
  const creditsBefore = await credits(kit, 'before the autobooking');
  const created = await idempotentCreate(kit, 'createAutobooking', 'createAutobooking', body, {
    ...body,
    maxCoefficient: body.maxCoefficient === 0 ? 1 : 0,
  });
  const id = at(created?.body, 'id');
  if (!ok(created) || typeof id !== 'number') return;
  checkEcho(kit, 'the created autobooking', body, created.body);
  checkFiltersKept(kit, 'the created autobooking', body, created.body);
  await verifyOwnOutcomes(kit, 'autobooking', id);
  // One credit per date for CUSTOM_DATES, one otherwise; spent once however often the request was repeated.
  const cost = body.dateType === 'CUSTOM_DATES' && Array.isArray(body.customDates) ? body.customDates.length : 1;
  const creditsAfter = await credits(kit, `after autobooking ${id}`);
  if (creditsBefore !== undefined && creditsAfter !== undefined && creditsAfter !== creditsBefore - cost) {
    kit.behaviour(`the balance went from ${creditsBefore} to ${creditsAfter} credits; one autobooking costs ${cost}`);
  }
  const listed = await kit.call(`listAutobookings has ${id} once`, 'listAutobookings', { expect: [200] });
  const items = at(listed?.body, 'items');
  if (Array.isArray(items)) {
    const found = items.filter((a) => at(a, 'id') === id).length;
    if (found !== 1) kit.behaviour(`the first page holds autobooking ${id} ${found} times (newest first)`);
    const [was, is] = [total(before?.body), total(listed?.body)];
    if (was !== undefined && is !== undefined && is !== was + 1)
      kit.behaviour(`counts grew from ${was} to ${is} after one create`);
  }
  const ref = (/** @type {string} */ op) => ({ ...exampleBody(kit, kit.operations.get(op)), id });
  const second = await secondPageByCursor(kit, 'listAutobookings', id);
  if (kit.has('updateAutobooking'))
    await kit.call(`updateAutobooking ${id} (archive)`, 'updateAutobooking', {
      body: ref('updateAutobooking'),
      expect: [200],
    });
  const deleted = await removeAndProbe(
    kit,
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
      kit.behaviour(
        `deleting autobooking ${id}, which booked nothing, refunded ${refunded} credits instead of ${cost}`,
      );
    const creditsAtEnd = await credits(kit, `after deleting autobooking ${id}`);
    if (creditsAfter !== undefined && creditsAtEnd !== undefined && creditsAtEnd !== creditsAfter + refunded) {
      kit.behaviour(`the balance went from ${creditsAfter} to ${creditsAtEnd} credits with refundedCount ${refunded}`);
    }
  }
  if (second) {
    // The first page's item is gone now; a position-based cursor still continues after it, a page number would skip.
    const again = await kit.call(`listAutobookings after the cursor of ${id} again`, 'listAutobookings', {
      query: second.query,
      expect: [200],
    });
    const first = at(again?.body, 'items', 0, 'id');
    if (ok(again) && first !== second.firstId)
      kit.behaviour(
        `after ${id} left the list, its cursor continues at ${preview(first)} instead of ${preview(second.firstId)}`,
      );
  }
}

/**
 * With cursor paging: the first page of one item must be the newest (`id`); returns the cursor after it and the
 * first item of the second page, to read that page again once `id` has left the list.
 * @param {Kit} kit
 * @param {string} operationId
 * @param {number} id
 */
async function secondPageByCursor(kit, operationId, id) {
  const op = kit.operations.get(operationId);
  if (
    !op?.parameters.some((p) => p.in === 'query' && p.name === 'cursor') ||
    !op.parameters.some((p) => p.name === 'limit')
  )
    return undefined;
  const page = await kit.call(`${operationId} first page of 1 is ${id}`, operationId, {
    query: { limit: '1' },
    expect: [200],
  });
  if (!ok(page)) return undefined;
  const newest = at(page.body, 'items', 0, 'id');
  if (newest !== id) kit.behaviour(`the newest item is ${preview(newest)}, not the one just created (${id})`);
  const cursor = at(page.body, 'nextCursor');
  if (typeof cursor !== 'string') return undefined;
  const query = { limit: '1', cursor };
  const next = await kit.call(`${operationId} page after ${id}`, operationId, { query, expect: [200] });
  const firstId = at(next?.body, 'items', 0, 'id');
  return ok(next) && firstId !== undefined ? { query, firstId } : undefined;
}

/** @param {Kit} kit */
export async function payments(kit) {
  if (!kit.has('createPayment')) return;
  kit.section('payments');
  const paymentsBefore = at(kit.context.user, 'payments');
  const body = exampleBody(kit, kit.operations.get('createPayment')) ?? {};
  const created = await idempotentCreate(kit, 'createPayment', 'createPayment', body, {
    ...body,
    email: `other.${body.email}`,
  });
  if (!ok(created) || !kit.has('getUser')) return;
  const paymentId = at(created.body, 'id');
  const after = await kit.call(`getUser lists payment ${preview(paymentId)} once`, 'getUser', { expect: [200] });
  const list = at(after?.body, 'payments');
  if (Array.isArray(list)) {
    const found = list.filter((p) => at(p, 'id') === paymentId).length;
    if (found !== 1) kit.behaviour(`the payment history holds payment ${preview(paymentId)} ${found} times`);
    const payment = list.find((p) => at(p, 'id') === paymentId);
    const tariff = findTariff(kit.context.tariffs, body.tariffId);
    const [amount, currency] = [at(payment, 'amount'), at(payment, 'currency')];
    if (payment && tariff && (amount !== tariff.price || currency !== tariff.currency)) {
      kit.behaviour(
        `payment ${preview(paymentId)} is ${preview(amount)} ${preview(currency)}, the tariff list says ${preview(tariff.price)} ${preview(tariff.currency)} for ${preview(body.tariffId)}`,
      );
    }
    if (Array.isArray(paymentsBefore) && list.length !== Math.min(paymentsBefore.length + 1, 100)) {
      kit.behaviour(`the payment history grew from ${paymentsBefore.length} to ${list.length} after one payment`);
    }
    if (payment && kit.operations.get('createPayment')?.requestBody?.examples.some((e) => e.name === 'stars')) {
      if (at(created.body, 'method') !== 'card' || at(payment, 'method') !== 'card')
        kit.behaviour(
          `a payment without a method is ${preview(at(created.body, 'method'))} (answer) and ${preview(at(payment, 'method'))} (history), not card`,
        );
      await starsPayments(kit, after?.body);
    }
  }
}

/**
 * Payments in Telegram Stars: the invoice answer, the payment's method, currency and price in Stars, nothing granted
 * before Telegram's `successful_payment`, a card payment without its e-mail refused, and the renewal switch of a
 * seller without a Stars subscription.
 * @param {Kit} kit
 * @param {Json} userBefore the user after the card payment
 */
async function starsPayments(kit, userBefore) {
  kit.section('payments in Telegram Stars');
  const op = kit.operations.get('createPayment');
  const body = exampleBody(kit, op, 'stars') ?? {};
  const tariff = findTariff(kit.context.tariffs, body.tariffId);
  if (tariff && (!Number.isInteger(tariff.priceStars) || Number(tariff.priceStars) < 1))
    kit.behaviour(`tariff ${preview(body.tariffId)} has no price in Stars: priceStars ${preview(tariff.priceStars)}`);
  const created = await idempotentCreate(kit, 'createPayment in Stars', 'createPayment', body, {
    ...body,
    tariffId: body.tariffId === 'pack_1' ? 'pack_5' : 'pack_1',
  });
  if (ok(created)) {
    const link = at(created.body, 'invoiceLink');
    if (
      at(created.body, 'method') !== 'stars' ||
      typeof link !== 'string' ||
      !/^https:\/\/t\.me\/(\$|invoice\/)/.test(link)
    )
      kit.behaviour(
        `a Stars payment answered method ${preview(at(created.body, 'method'))} and invoiceLink ${preview(link)}, not Telegram's invoice link`,
      );
    if (at(created.body, 'status') === 'succeeded')
      kit.behaviour('a Stars payment succeeded before Telegram reported successful_payment');
    const paymentId = at(created.body, 'id');
    const after = await kit.call(`getUser lists Stars payment ${preview(paymentId)}`, 'getUser', { expect: [200] });
    const list = at(after?.body, 'payments');
    const payment = Array.isArray(list) ? list.find((p) => at(p, 'id') === paymentId) : undefined;
    if (!payment) kit.behaviour(`the payment history does not hold Stars payment ${preview(paymentId)}`);
    else if (
      at(payment, 'method') !== 'stars' ||
      at(payment, 'currency') !== 'XTR' ||
      (tariff && at(payment, 'amount') !== tariff.priceStars) ||
      at(payment, 'status') !== 'pending'
    )
      kit.behaviour(
        `Stars payment ${preview(paymentId)} is ${preview(at(payment, 'status'))} ${preview(at(payment, 'method'))} ${preview(at(payment, 'amount'))} ${preview(at(payment, 'currency'))}; expected pending stars ${preview(tariff?.priceStars)} XTR`,
      );
    for (const field of ['subscriptionExpiresAt', 'autobookingCount']) {
      if (ok(after) && !sameValue(at(after.body, field), at(userBefore, field)))
        kit.behaviour(
          `${field} changed from ${preview(at(userBefore, field))} to ${preview(at(after.body, field))} before Telegram reported the payment`,
        );
    }
  }
  await kit.call('createPayment by card without an e-mail', 'createPayment', {
    body: { tariffId: body.tariffId },
    headers: { [idempotencyHeader]: randomUUID() },
    expect: [422],
    code: 'validation_failed',
    pointers: ['/email'],
  });
  if (kit.has('setSubscriptionRenewal')) {
    if (at(userBefore, 'subscriptionRenewal') !== null)
      kit.behaviour(
        `a seller who never paid in Stars has subscriptionRenewal ${preview(at(userBefore, 'subscriptionRenewal'))}, not null`,
      );
    for (const autoRenew of [false, true])
      await kit.call(`setSubscriptionRenewal ${autoRenew} without a Stars subscription`, 'setSubscriptionRenewal', {
        body: { autoRenew },
        expect: [404],
        code: 'not_found',
        why: 'nothing renews',
      });
    await renewalSwitch(kit);
    await missedRenewal(kit);
  }
}

/** How long a backend reports a renewal Telegram could not charge (`missedChargeAt`). */
const missedRenewalShownMs = 30 * 24 * 60 * 60 * 1000;
/** How far the kit's clock and the backend's may differ before a time in the answer counts as future. */
const clockToleranceMs = 5 * 60 * 1000;

/**
 * A renewal Telegram could not charge, provisioned: the subscription has ended at the missed charge, the renewal reads
 * off with no next charge and a `missedChargeAt` not in the future and at most 30 days old, and the switch cannot
 * bring it back (`404`).
 * @param {Kit} kit
 */
async function missedRenewal(kit) {
  if (!kit.canSign) return kit.note('the missed renewal left out: it needs --bot-token');
  const seller = kit.freshSeller('stars-missed');
  if (!(await kit.provision(seller, { agreeTerms: true, starsSubscription: 'missed' })))
    return kit.note(
      'the missed renewal left out: the backend has no PUT /api/test/seller with starsSubscription "missed"',
    );
  const user = (
    await kit.call('getUser after a renewal Telegram could not charge', 'getUser', { as: seller, expect: [200] })
  )?.body;
  if (user === undefined) return;
  const renewal = at(user, 'subscriptionRenewal');
  const missedChargeAt = at(renewal, 'missedChargeAt');
  const expiresAt = at(user, 'subscriptionExpiresAt');
  const missedAt = typeof missedChargeAt === 'string' ? Date.parse(missedChargeAt) : Number.NaN;
  if (
    Number.isNaN(missedAt) ||
    at(renewal, 'autoRenew') !== false ||
    at(renewal, 'nextChargeAt') !== null ||
    at(renewal, 'method') !== 'stars'
  )
    kit.behaviour(
      `a renewal Telegram could not charge reads subscriptionRenewal ${preview(renewal)}; expected autoRenew false, nextChargeAt null and missedChargeAt`,
    );
  else if (missedAt > kit.now() + clockToleranceMs || kit.now() - missedAt > missedRenewalShownMs + clockToleranceMs)
    kit.behaviour(`missedChargeAt ${preview(missedChargeAt)} is in the future or more than 30 days old`);
  else if (typeof expiresAt !== 'string' || Date.parse(expiresAt) > missedAt)
    kit.behaviour(
      `the subscription runs until ${preview(expiresAt)} after its renewal was missed at ${preview(missedChargeAt)}`,
    );
  await kit.call('setSubscriptionRenewal true after a missed renewal', 'setSubscriptionRenewal', {
    as: seller,
    body: { autoRenew: true },
    expect: [404],
    code: 'not_found',
    why: 'an ended subscription cannot be switched back on',
  });
}

/**
 * The renewal switch with a provisioned Stars subscription: off keeps access and clears the next charge, on brings it
 * back, the same state twice is answered unchanged, and the user reads what the switch answered.
 * @param {Kit} kit
 */
async function renewalSwitch(kit) {
  if (!kit.canSign) return kit.note('the renewal switch left out: it needs --bot-token');
  const seller = kit.freshSeller('stars');
  if (!(await kit.provision(seller, { agreeTerms: true, starsSubscription: true })))
    return kit.note('the renewal switch left out: the backend has no PUT /api/test/seller with starsSubscription');
  const read = async (/** @type {string} */ why) =>
    (await kit.call(`getUser ${why}`, 'getUser', { as: seller, expect: [200] }))?.body;
  const start = await read('with a Stars subscription');
  const expiresAt = at(start, 'subscriptionExpiresAt');
  const renewing = at(start, 'subscriptionRenewal');
  if (at(renewing, 'autoRenew') !== true || at(renewing, 'method') !== 'stars' || at(renewing, 'currency') !== 'XTR')
    kit.behaviour(`a Stars subscription reads subscriptionRenewal ${preview(renewing)}, not renewing in XTR`);
  else if (!sameValue(at(renewing, 'nextChargeAt'), expiresAt))
    kit.behaviour(
      `the next charge ${preview(at(renewing, 'nextChargeAt'))} is not the period's end ${preview(expiresAt)}`,
    );
  for (const autoRenew of [false, false, true]) {
    const answer = await kit.call(`setSubscriptionRenewal ${autoRenew}`, 'setSubscriptionRenewal', {
      as: seller,
      body: { autoRenew },
      expect: [200],
    });
    if (!ok(answer)) return;
    const nextChargeAt = at(answer.body, 'nextChargeAt');
    if (
      at(answer.body, 'autoRenew') !== autoRenew ||
      (autoRenew ? !sameValue(nextChargeAt, expiresAt) : nextChargeAt !== null)
    )
      kit.behaviour(
        `setSubscriptionRenewal ${autoRenew} answered autoRenew ${preview(at(answer.body, 'autoRenew'))}, nextChargeAt ${preview(nextChargeAt)}`,
      );
    const user = await read(`after switching the renewal ${autoRenew ? 'on' : 'off'}`);
    if (!sameValue(at(user, 'subscriptionRenewal'), answer.body))
      kit.behaviour(
        `the user reads subscriptionRenewal ${preview(at(user, 'subscriptionRenewal'))}, the switch answered ${preview(answer.body)}`,
      );
    if (!sameValue(at(user, 'subscriptionExpiresAt'), expiresAt))
      kit.behaviour(
        `switching the renewal moved subscriptionExpiresAt from ${preview(expiresAt)} to ${preview(at(user, 'subscriptionExpiresAt'))}`,
      );
  }
}

/**
 * The seller's triggers and every group of autobookings (first pages), then the outcome reads of them.
 * @param {Kit} kit
 */
export async function outcomes(kit) {
  if (!kit.has('listTriggerFinds') && !kit.has('listAutobookingAttempts')) return;
  kit.section('outcomes: the lists the outcome reads start from');
  const triggersNow = await kit.call('listTriggers for the outcomes', 'listTriggers', { expect: [200] });
  const groups = kit.has('listAutobookings') ? ['active', 'completed', 'archive'] : [];
  const pages = [];
  for (const group of groups) {
    const page = await kit.call(`listAutobookings ${group} for the outcomes`, 'listAutobookings', {
      query: { group },
      expect: [200],
    });
    if (ok(page)) pages.push(page.body);
  }
  await verifyOutcomeReads(kit, { triggers: triggersNow?.body, autobookings: pages });
}
