// A reference backend: a small in-memory implementation of openapi.yaml, for the conformance kit's own tests and as
// living documentation for backend teams of what the contract asks (authentication, validation, idempotency,
// the business rules of triggers, autobookings and payments). The marketplace data (suppliers, drafts, goods,
// warehouses, transits) are the contract's named examples. Not for production: state lives in memory.
//
//   node tools/reference-server/server.mjs --port=4171 --bot-token=<token>
//   npm run contract:verify -- http://127.0.0.1:4171 --bot-token=<token>
//
// Every seller (Telegram user id) starts as a staging test seller should: terms accepted, a supplier linked,
// a 30-day subscription and 10 autobooking credits.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createContractValidator } from '../../scripts/lib/contract-validator.mjs';
import { loadContract } from '../../scripts/lib/openapi.mjs';
import { accountHandlers, autobookingHandlers, marketplaceHandlers, pageSize, triggerHandlers } from './handlers.mjs';
import { HttpError } from './http-error.mjs';
import { requestPipeline } from './requests.mjs';
import { simulation } from './simulate.mjs';
import { createMarket, marketAnswerHeaders, marketHandlers } from './market.mjs';
import { addDays, lastRelevantDay, moscowDay } from './dates.mjs';
import { testBodyErrors } from './test-calls.mjs';
import { rateLimiter } from './rate-limit.mjs';
import { filtersConflict, storedFilters } from './slot-filters.mjs';
import { paymentRules } from './payments.mjs';
import {
  decodeCursor,
  hasResultOn,
  seedOutcomes,
  todaySummary,
  withBookingOutcomes,
  withTriggerOutcomes,
} from './outcomes.mjs';

/** @typedef {import('../../generated/schema').SchemaUser} User */
/** @typedef {import('../../generated/schema').SchemaUserUpdate} UserUpdate */
/** @typedef {import('../../generated/schema').SchemaTrigger} Trigger */
/** @typedef {import('../../generated/schema').SchemaTriggerCreate} TriggerCreate */
/** @typedef {import('../../generated/schema').SchemaTriggerUpdate} TriggerUpdate */
/** @typedef {import('../../generated/schema').SchemaTriggerToggle} TriggerToggle */
/** @typedef {import('../../generated/schema').SchemaTriggerRef} TriggerRef */
/** @typedef {import('../../generated/schema').SchemaAutobooking} Autobooking */
/** @typedef {import('../../generated/schema').SchemaAutobookingStatus} AutobookingStatus */
/** @typedef {import('../../generated/schema').SchemaAutobookingCreate} AutobookingCreate */
/** @typedef {import('../../generated/schema').SchemaAutobookingUpdate} AutobookingUpdate */
/** @typedef {import('../../generated/schema').SchemaAutobookingRef} AutobookingRef */
/** @typedef {import('../../generated/schema').SchemaDraftListRequest} DraftListRequest */
/** @typedef {import('../../generated/schema').SchemaDraftRef} DraftRef */
/** @typedef {import('../../generated/schema').SchemaSupplierList} SupplierList */
/** @typedef {import('../../generated/schema').SchemaDraftList} DraftList */
/** @typedef {import('../../generated/schema').SchemaDraftGoodList} DraftGoodList */
/** @typedef {import('../../generated/schema').SchemaWarehouse} Warehouse */
/** @typedef {import('../../generated/schema').SchemaTransitWarehouseList} TransitWarehouseList */
/** @typedef {import('../../generated/schema').SchemaWarehouseValidation} WarehouseValidation */
/** @typedef {import('../../generated/schema').SchemaTariffList} TariffList */
/** @typedef {import('../../generated/schema').SchemaTariffId} TariffId */
/** @typedef {import('../../generated/schema').SchemaPaymentCreate} PaymentCreate */
/** @typedef {{ path: string, message: string, in?: string }} FieldError `in` where the contract has it. */
/** @typedef {{ properties?: Record<string, SchemaNode>, items?: SchemaNode }} SchemaNode What is read of a schema. */
/** @typedef {import('../../scripts/lib/init-data.mjs').InitDataUser} InitDataUser */
/** @typedef {import('../../scripts/lib/openapi.mjs').Contract} Contract */
/** @typedef {import('../../scripts/lib/openapi.mjs').ContractOperation} ContractOperation */
/** @typedef {ReturnType<typeof createContractValidator>} ContractValidator */
/**
 * One seller's state.
 * @typedef {object} Seller
 * @property {User} profile
 * @property {Trigger[]} triggers
 * @property {Autobooking[]} autobookings
 * @property {Map<string, { raw: string, answer: Answer }>} idempotency the first answer per operation and key
 * @property {'none' | 'valid' | 'revoked'} marketplace the marketplace authorisation of the seller's supplier
 * @property {SupplierList['data']} suppliers the supplier accounts the authorisation covers (the marketplace's test
 *   suppliers, all of them unless the test-seller call named fewer)
 * @property {number} userId
 * @property {import('./outcomes.mjs').SellerOutcomes} outcomes finds, attempts and the service status
 */
/** @typedef {(seller: Seller, body: unknown, query: URLSearchParams) => unknown} Handler */
/**
 * The state and helpers the business rules (handlers.mjs) share.
 * @typedef {object} Rules
 * @property {Defect} defect
 * @property {() => number} now
 * @property {() => number} newId the next id of a created object
 * @property {boolean} hasChecks whether the contract has the last checks and slot counts
 * @property {ReturnType<typeof createMarket>} market the coefficient table every seller reads and finds come from
 * @property {boolean} hasOutcomes whether the contract has the outcomes
 * @property {boolean} hasSlotFilters whether the contract has the slot filters
 * @property {(operationId: string) => ContractOperation | undefined} operation
 * @property {SupplierList['data']} suppliers
 * @property {DraftList['data']} drafts
 * @property {DraftGoodList['data']} goods
 * @property {Warehouse[]} warehouses
 * @property {TransitWarehouseList['data']} transits
 * @property {WarehouseValidation} warehouseValidation
 * @property {() => HttpError} notFound
 * @property {(errors: FieldError[]) => HttpError} invalid
 * @property {(name: string, message: string) => FieldError} queryError
 * @property {(pointer: string) => HttpError} unknownReference
 * @property {(ids: number[], pointer?: string) => void} checkWarehouses
 * @property {(id: number | null | undefined) => void} checkTransit
 * @property {(seller: Seller) => void} requireTerms
 * @property {(seller: Seller) => void} requireSupplier
 * @property {(seller: Seller) => void} requireSubscription
 * @property {(user: InitDataUser) => Seller} sellerOf the seller of a Telegram user, created on first sight
 * @property {(seller: Seller, id: number) => Trigger} findTrigger
 * @property {(seller: Seller, id: number) => Autobooking} findAutobooking
 * @property {(body: import('./slot-filters.mjs').SentFilters, days: string[], daysNamed: boolean) => Partial<ReturnType<typeof storedFilters>>} filtersToStore
 * @property {(seller: Seller, trigger: Trigger) => Trigger} listedTrigger
 * @property {(seller: Seller, booking: Autobooking) => Autobooking} listedBooking
 * @property {(seller: Seller) => number} activeTriggers
 * @property {(a: { createdAt: string, id: number }, b: { createdAt: string, id: number }) => number} newestFirst
 * @property {(all: Autobooking[], counts: Record<AutobookingStatus, number>, query: URLSearchParams, owner: number) => unknown} autobookingsByCursor
 * @property {() => TariffList | undefined} tariffList
 * @property {(tariffId: TariffId) => { price: number, currency: string }} priceOf
 * @property {boolean} stars whether the contract has payments in Telegram Stars
 */

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const dayMs = 24 * 60 * 60 * 1000;

/** Prices in rubles (discount included), until the contract lists tariffs. */
/** @type {Record<string, number>} */
const rublePrices = {
  sub_1m: 190,
  sub_3m: 490,
  sub_6m: 890,
  sub_12m: 1590,
  pack_1: 210,
  pack_5: 950,
  pack_10: 1790,
  pack_30: 5150,
  pack_100: 17400,
};

/** Each contract is read once per process. */
/** @type {Map<string, { contract: Contract, validator: ContractValidator }>} */
const contracts = new Map();
/** @param {string} file */
function contractAt(file) {
  let found = contracts.get(file);
  if (!found) {
    const contract = loadContract(file);
    found = { contract, validator: createContractValidator(contract) };
    contracts.set(file, found);
  }
  return found;
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * @param {{ botToken: string, maxInitDataAgeSeconds?: number, now?: () => number, defect?: Defect, contractFile?: string, seedSeller?: (seller: Seller) => void, rateLimit?: import('./rate-limit.mjs').RateLimit, sellersStartNew?: boolean, withoutStateHooks?: boolean }} options
 *   seedSeller: changes a new seller's starting state (e.g. an end-to-end test's own triggers and bookings).
 *   sellersStartNew: a seller starts in the contract's new-seller state (no terms, supplier, subscription or
 *   credits) until the test-seller call provisions it, as a staging backend that does not provision its test
 *   bot's sellers does; by default every seller starts provisioned.
 *   rateLimit: limits each seller's calls (a sliding window of 60 seconds), answering `429` with the
 *   `Retry-After` that frees room; none by default.
 *   withoutStateHooks: a staging backend with the test-seller call only (no backdate, no reported slot).
 * @typedef {object} Defect A deliberate deviation, for the conformance kit's tests.
 * @property {boolean} [skipAuthentication]
 * @property {boolean} [ignoreIdempotencyKey]
 * @property {boolean} [pagesByOffset]
 * @property {boolean} [ignoreCursor]
 * @property {boolean} [sharedState] every seller reads and changes one state
 * @property {boolean} [globalIdempotency] idempotency keys shared by all sellers
 * @property {boolean} [allowUnknownFields] unknown body properties pass
 * @property {boolean} [ignoreBounds] minimum, maximum and maxLength are not checked
 * @property {boolean} [ignoreContentType] a JSON body in any Content-Type is read
 * @property {boolean} [skipDateWindows]
 * @property {boolean} [noTriggerLimit]
 * @property {boolean} [skipAccessGates] terms, supplier, authorisation, subscription and credits unchecked
 * @property {boolean} [deleteAnyStatus] an ACTIVE or COMPLETED booking can be deleted
 * @property {boolean} [updateAnyStatus] a COMPLETED or EXPIRED trigger can be updated and toggled
 * @property {boolean} [linkAnySupplier]
 * @property {boolean} [logoutKeepsSupplier]
 * @property {boolean} [noAuthMessageFlag] initAuth never sets authMessageSent
 * @property {boolean} [cursorAnyList] a cursor of another group, search or seller is read as this list's
 * @property {boolean} [ignoreSearch]
 * @property {boolean} [ignoreToday] `today=true` lists every booking of the group
 * @property {boolean} [countsOfPage] counts only the page's items
 * @property {boolean} [triggersOldestFirst]
 * @property {boolean} [objectBeforeAccess] a booking's attempts are looked up before the access checks (404 before 403)
 * @property {boolean} [authenticateBeforeRouting] an unknown route or method without init data is 401, not 404
 * @property {boolean} [bodyLimitInclusive] a body of exactly 64 KiB is refused
 * @property {boolean} [storesRefusedRequests] a request the request contract refused is kept under its key
 * @property {boolean} [testCallsSkipAuthentication] the staging-only test calls take any init data, or none
 * @property {boolean} [lapseKeepsRunning] items of a seller whose subscription lapsed read running
 * @property {boolean} [weekOfSevenDays] a WEEK's last relevant day is start + 6
 * @property {boolean} [keepsExpiredBookingsActive] an ACTIVE booking past its last relevant day stays ACTIVE
 * @property {boolean} [refusesRunningTriggerPastDays] a running trigger's past days, sent back, are refused
 * @property {boolean} [recordsFilteredSlots] a reported slot is recorded whatever the slot filters say
 * @property {(answer: Answer, request: { operationId: string, method: string }) => Answer} [respond]
 * @typedef {{ status: number, body?: unknown, contentType?: string, text?: string, headers?: Record<string, string> }} Answer
 */
export function createReferenceServer({
  botToken,
  maxInitDataAgeSeconds = 24 * 60 * 60,
  now = () => Date.now(),
  defect = {},
  contractFile = path.join(root, 'openapi.yaml'),
  seedSeller,
  rateLimit,
  sellersStartNew = false,
  withoutStateHooks = false,
}) {
  const { contract, validator } = contractAt(contractFile);
  const schemas = /** @type {Record<string, SchemaNode>} */ (contract.document.components?.schemas ?? {});
  /** The property schemas of a schema of the contract (none when it has no such schema). */
  const propertiesOf = (/** @type {SchemaNode | undefined} */ schema) => schema?.properties ?? {};
  /**
   * A named response example of the contract, as the type the caller reads it as.
   * @template T
   * @param {string} operationId
   * @param {string} status
   * @param {string} name
   * @returns {T}
   */
  const example = (operationId, status, name) =>
    /** @type {T} */ (structuredClone(operation(operationId)?.responses[status]?.examples[name]));
  const operation = (/** @type {string} */ operationId) =>
    contract.operations.find((o) => o.operationId === operationId);
  const routes = contract.operations.map((o) => ({
    operation: o,
    pattern: new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
  }));

  const suppliers = /** @type {SupplierList} */ (example('listSuppliers', '200', 'several')).data;
  const drafts = /** @type {DraftList} */ (example('listDrafts', '200', 'several')).data;
  const goods = /** @type {DraftGoodList} */ (example('listDraftGoods', '200', 'several')).data;
  const warehouses = /** @type {Warehouse[]} */ (example('listWarehouses', '200', 'all'));
  const transits = /** @type {TransitWarehouseList} */ (example('listTransitWarehouses', '200', 'several')).data;
  const warehouseValidation = /** @type {WarehouseValidation} */ (example('validateWarehouse', '200', 'allTypes'));

  const seedTriggers = /** @type {Trigger[]} */ (example('listTriggers', '200', 'mixed'));
  const seedAutobookings = ['firstPage', 'lastPage', 'completed', 'archive'].flatMap(
    (name) => /** @type {{ items: Autobooking[] }} */ (example('listAutobookings', '200', name)).items,
  );
  // Contracts from 2.1 on carry the slot filters: every trigger and autobooking then holds all three.
  const hasSlotFilters = 'minLeadDays' in propertiesOf(schemas.Trigger);
  /**
   * The filters to store from a body (their defaults for what it leaves out), checked against the days its dates
   * cover: none of them passing is refused with the field to change. Nothing with a contract before the filters.
   * @param {import('./slot-filters.mjs').SentFilters} body
   * @param {string[]} days
   * @param {boolean} daysNamed CUSTOM_DATES, to which the weekdays do not apply
   */
  const filtersToStore = (body, days, daysNamed) => {
    if (!hasSlotFilters) return {};
    const filters = storedFilters(body);
    const applied = daysNamed ? { ...filters, weekdays: storedFilters({}).weekdays } : filters;
    const conflict = filtersConflict(days, moscowDay(now()), applied);
    if (conflict)
      throw invalid([{ path: `/${conflict}`, message: 'no day of the dates passes minLeadDays and weekdays' }]);
    return filters;
  };
  let nextId = 100_000;
  /** @type {Map<number, Seller>} */
  const sellers = new Map();
  /** @type {Seller['idempotency']} */
  const sharedIdempotency = new Map();
  /**
   * @param {InitDataUser} user
   * @returns {Seller}
   */
  function sellerOf(user) {
    const key = defect.sharedState ? 0 : user.id;
    let seller = sellers.get(key);
    if (!seller) {
      seller = {
        profile: {
          name: [user.first_name, user.last_name].filter(Boolean).join(' ') || String(user.id),
          autobookingCount: sellersStartNew ? 0 : 10,
          subscriptionExpiresAt: sellersStartNew ? null : new Date(now() + 30 * dayMs).toISOString(),
          payments: [],
          supplierId: sellersStartNew ? null : (suppliers[0]?.id ?? null),
          supplierName: sellersStartNew ? null : (suppliers[0]?.name ?? null),
          agreeTerms: !sellersStartNew,
          authMessageSent: !sellersStartNew,
        },
        // Some history, as a seller of the contract's examples has it, so lists page and filter.
        triggers: structuredClone(seedTriggers).map((trigger) =>
          hasSlotFilters ? { ...trigger, ...storedFilters(trigger) } : trigger,
        ),
        autobookings: structuredClone(seedAutobookings).map((booking) =>
          hasSlotFilters ? { ...booking, ...storedFilters(booking) } : booking,
        ),
        idempotency: defect.globalIdempotency ? sharedIdempotency : new Map(),
        marketplace: sellersStartNew ? 'none' : 'valid',
        suppliers,
        userId: user.id,
        outcomes: seedOutcomes(example),
      };
      seedSeller?.(seller);
      sellers.set(key, seller);
    }
    return seller;
  }

  /**
   * The `Error` body; `code` only once the contract's Error has one.
   * @param {string} code
   * @param {string} message
   * @param {Record<string, unknown>} [extra]
   */
  function errorBody(code, message, extra = {}) {
    return { ...('code' in propertiesOf(schemas.Error) ? { code } : {}), message, ...extra };
  }

  const notFound = () => new HttpError(404, 'not_found', 'Объект не найден');
  const invalid = (/** @type {FieldError[]} */ errors) =>
    new HttpError(422, 'validation_failed', 'Некорректный запрос', { errors });
  /**
   * A query parameter's error: a JSON pointer to it, and where it is when the contract's field errors say so.
   * @param {string} name
   * @param {string} message
   * @returns {FieldError}
   */
  const queryError = (name, message) => ({ path: `/${name}`, message, ...(fieldErrorHasIn ? { in: 'query' } : {}) });
  const fieldErrorHasIn = 'in' in propertiesOf(schemas.FieldError ?? propertiesOf(schemas.Error).errors?.items);
  /**
   * A body that is not JSON: 400 where the contract has a code for it, else a validation failure.
   * @param {string} message
   * @param {ContractOperation} op
   */
  const malformed = (message, op) =>
    op.responses['400'] && 'ErrorCode' in schemas
      ? new HttpError(400, 'malformed_request', 'Тело запроса не является JSON')
      : invalid([{ path: '', message }]);
  const findTrigger = (/** @type {Seller} */ seller, /** @type {number} */ id) =>
    seller.triggers.find((t) => t.id === id) ?? throwError(notFound());
  const findAutobooking = (/** @type {Seller} */ seller, /** @type {number} */ id) =>
    seller.autobookings.find((a) => a.id === id) ?? throwError(notFound());
  /**
   * @param {Error} error
   * @returns {never}
   */
  function throwError(error) {
    throw error;
  }
  // The outcomes, where the contract has them (the kit's tests also run this server with older contracts).
  const hasOutcomes = 'service' in propertiesOf(schemas.User);
  const subscriptionActive = (/** @type {Seller} */ seller) =>
    seller.profile.subscriptionExpiresAt !== null && Date.parse(seller.profile.subscriptionExpiresAt) > now();
  // The last checks and slot counts, where the contract has them (2.2).
  const hasChecks = 'lastCheck' in propertiesOf(schemas.Trigger);
  // Today's results on the bookings list, where the contract has them (2.2).
  const hasTodaySummary = 'today' in propertiesOf(schemas.AutobookingPage);
  const listedTrigger = (/** @type {Seller} */ seller, /** @type {Trigger} */ trigger) =>
    hasOutcomes
      ? withTriggerOutcomes(trigger, seller.outcomes, defect.lapseKeepsRunning || subscriptionActive(seller), {
          checks: hasChecks,
          today: moscowDay(now()),
        })
      : trigger;
  const listedBooking = (/** @type {Seller} */ seller, /** @type {Autobooking} */ booking) =>
    hasOutcomes
      ? withBookingOutcomes(booking, seller.outcomes, {
          subscriptionActive: defect.lapseKeepsRunning || subscriptionActive(seller),
          supplier:
            seller.profile.supplierId === null ? 'none' : seller.marketplace === 'revoked' ? 'revoked' : 'valid',
          checks: hasChecks,
        })
      : booking;
  const activeTriggers = (/** @type {Seller} */ seller) =>
    seller.triggers.filter((t) => t.isActive && t.status === 'RELEVANT').length;
  /**
   * Warehouse ids among the settings must be the marketplace's.
   * @param {number[]} ids
   * @param {string} [pointer] the pointer of a single id; else `/warehouseIds/<index>`
   */
  function checkWarehouses(ids, pointer) {
    const unknown = ids.flatMap((id, index) =>
      warehouses.some((w) => w.ID === id)
        ? []
        : [{ path: pointer ?? `/warehouseIds/${index}`, message: 'does not exist' }],
    );
    if (unknown.length) throw invalid(unknown);
  }
  /** @param {number | null | undefined} id */
  function checkTransit(id) {
    if (id != null && !transits.some((t) => t.transitWarehouseId === id)) throw unknownReference('/transitWarehouseId');
  }
  /** A reference among the settings that does not exist: 422 with its pointer. */
  const unknownReference = (/** @type {string} */ pointer) => invalid([{ path: pointer, message: 'does not exist' }]);

  // The access checks, in the order of the contract's Access states.
  /** @param {Seller} seller */
  function requireTerms(seller) {
    if (!seller.profile.agreeTerms && !defect.skipAccessGates)
      throw new HttpError(403, 'terms_not_accepted', 'Необходимо принять условия использования');
  }
  /** @param {Seller} seller */
  function requireSupplier(seller) {
    if (defect.skipAccessGates) return;
    if (!seller.profile.supplierId)
      throw new HttpError(403, 'supplier_not_linked', 'Сначала выберите поставщика в профиле');
    if (seller.marketplace !== 'valid')
      throw new HttpError(403, 'supplier_auth_revoked', 'Авторизация в кабинете продавца отозвана');
  }
  /** @param {Seller} seller */
  function requireSubscription(seller) {
    const expires = seller.profile.subscriptionExpiresAt;
    if ((!expires || Date.parse(expires) <= now()) && !defect.skipAccessGates)
      throw new HttpError(
        403,
        'subscription_inactive',
        'Ваша подписка истекла. Продлите её, чтобы создавать автобронирования',
      );
  }

  /**
   * The backend's own moves, applied on every read (the contract's Lifecycles): past its last day a trigger is
   * COMPLETED when it notified, else EXPIRED, and leaving RELEVANT stops it; an ACTIVE autobooking past its last
   * relevant day fails with `no_slot_in_time`.
   * @param {Seller} seller
   */
  function settle(seller) {
    const today = moscowDay(now());
    for (const trigger of seller.triggers) {
      if (trigger.status !== 'RELEVANT' || !trigger.endDate || trigger.endDate.slice(0, 10) >= today) continue;
      trigger.status = trigger.lastNotificationAt ? 'COMPLETED' : 'EXPIRED';
      trigger.isActive = false;
    }
    for (const booking of seller.autobookings) {
      const last = lastRelevantDay(booking);
      if (booking.status !== 'ACTIVE' || (last !== null && last >= today) || defect.keepsExpiredBookingsActive)
        continue;
      booking.status = 'ERROR';
      if (hasOutcomes)
        booking.error = {
          code: 'no_slot_in_time',
          message: 'Подходящий слот не нашелся до конца срока',
          at: new Date(now()).toISOString(),
          retryable: false,
        };
    }
  }

  /**
   * The staging-only backdate call: moves every date of one of the seller's triggers or autobookings `days` back,
   * as if it had been created that many days earlier.
   * @param {Seller} seller
   * @param {unknown} body
   */
  function backdate(seller, body) {
    const errors = testBodyErrors(body, { triggerId: 'id', autobookingId: 'id', days: 'days' });
    const { triggerId, autobookingId, days } = /** @type {Partial<Record<string, number>>} */ (body);
    if (!errors.length && (triggerId === undefined) === (autobookingId === undefined))
      errors.push({ path: '', message: 'name exactly one of triggerId and autobookingId' });
    if (days === undefined) errors.push({ path: '/days', message: 'is required' });
    if (errors.length || days === undefined) throw invalid(errors);
    const shiftDay = (/** @type {string} */ day) => addDays(day, -days);
    const shiftInstant = (/** @type {string} */ instant) => new Date(Date.parse(instant) - days * dayMs).toISOString();
    if (triggerId !== undefined) {
      const trigger = findTrigger(seller, triggerId);
      Object.assign(trigger, {
        startDate: trigger.startDate && shiftInstant(trigger.startDate),
        endDate: trigger.endDate && shiftInstant(trigger.endDate),
        selectedDates: trigger.selectedDates.map(shiftInstant),
        createdAt: shiftInstant(trigger.createdAt),
      });
    } else if (autobookingId !== undefined) {
      const booking = findAutobooking(seller, autobookingId);
      Object.assign(booking, {
        startDate: booking.startDate && shiftDay(booking.startDate),
        endDate: booking.endDate && shiftDay(booking.endDate),
        customDates: booking.customDates.map(shiftDay),
        completedDates: booking.completedDates.map(shiftDay),
        createdAt: shiftInstant(booking.createdAt),
      });
    }
    return { success: true };
  }

  /**
   * The staging-only slot call: the slot source reports a slot, and the seller's triggers and autobookings are
   * checked against it as the checking and booking jobs do.
   * @param {Seller} seller
   * @param {unknown} body
   */
  function reportSlot(seller, body) {
    const errors = testBodyErrors(body, {
      warehouseId: 'id',
      day: 'day',
      supplyType: 'supplyType',
      coefficient: 'coefficient',
      logisticsCoefficient: 'logistics',
    });
    const slot = /** @type {import('./simulate.mjs').ReportedSlot} */ (body);
    for (const field of ['warehouseId', 'day', 'supplyType', 'coefficient'])
      if (/** @type {Record<string, unknown>} */ (body)[field] === undefined)
        errors.push({ path: `/${field}`, message: 'is required' });
    if (errors.length) throw invalid(errors);
    if (subscriptionActive(seller)) simulate.slotReported(seller.userId, slot);
    return { success: true };
  }

  /**
   * The staging-only test-seller call: sets the seller's access state from `{ agreeTerms, supplier,
   * subscriptionDays, autobookingCount }`.
   * @param {Seller} seller
   * @param {unknown} body
   */
  function provision(seller, body) {
    if (!isPlainObject(body)) throw invalid([{ path: '', message: 'must be an object' }]);
    const {
      agreeTerms,
      supplier,
      suppliers: supplierCount,
      subscriptionDays,
      autobookingCount,
      starsSubscription,
      ...rest
    } = body;
    const [unknown] = Object.keys(rest);
    if (unknown !== undefined) throw invalid([{ path: `/${unknown}`, message: 'is not a test-seller setting' }]);
    if (
      supplierCount !== undefined &&
      !(Number.isInteger(supplierCount) && Number(supplierCount) >= 1 && Number(supplierCount) <= suppliers.length)
    )
      throw invalid([{ path: '/suppliers', message: `must be an integer from 1 to ${suppliers.length}` }]);
    if (typeof supplierCount === 'number') seller.suppliers = suppliers.slice(0, supplierCount);
    if (typeof agreeTerms === 'boolean') seller.profile.agreeTerms = agreeTerms;
    const unlinked = { supplierId: null, supplierName: null };
    const linked = { supplierId: seller.suppliers[0]?.id ?? null, supplierName: seller.suppliers[0]?.name ?? null };
    // The rows of the contract's marketplace authorisation table.
    switch (supplier) {
      case 'none':
        Object.assign(seller.profile, unlinked, { authMessageSent: false });
        seller.marketplace = 'none';
        break;
      case 'waiting':
        Object.assign(seller.profile, unlinked, { authMessageSent: true });
        seller.marketplace = 'none';
        break;
      case 'authorised':
        Object.assign(seller.profile, unlinked, { authMessageSent: true });
        seller.marketplace = 'valid';
        break;
      case 'linked':
      case 'revoked':
        Object.assign(seller.profile, linked);
        seller.marketplace = supplier === 'linked' ? 'valid' : 'revoked';
        break;
    }
    if (typeof subscriptionDays === 'number')
      seller.profile.subscriptionExpiresAt = new Date(now() + (subscriptionDays || -1) * dayMs).toISOString();
    if (typeof autobookingCount === 'number') seller.profile.autobookingCount = autobookingCount;
    if (starsSubscription !== undefined && typeof starsSubscription !== 'boolean' && starsSubscription !== 'missed')
      throw invalid([{ path: '/starsSubscription', message: 'must be true, false or "missed"' }]);
    if (starsSubscription !== undefined && rules.stars) payments.provisionStarsSubscription(seller, starsSubscription);
    return { success: true };
  }

  /** @type {Rules} */
  const rules = {
    defect,
    now,
    newId: () => nextId++,
    hasChecks,
    market: createMarket({ now }),
    hasOutcomes,
    hasSlotFilters,
    operation,
    suppliers,
    drafts,
    goods,
    warehouses,
    transits,
    warehouseValidation,
    notFound,
    invalid,
    queryError,
    unknownReference,
    checkWarehouses,
    checkTransit,
    requireTerms,
    requireSupplier,
    requireSubscription,
    sellerOf,
    findTrigger,
    findAutobooking,
    filtersToStore,
    listedTrigger,
    listedBooking,
    activeTriggers,
    newestFirst,
    autobookingsByCursor,
    tariffList,
    priceOf,
    // Contracts from 2.2 on sell for Telegram Stars too.
    stars: 'method' in propertiesOf(schemas.Payment),
  };
  const payments = paymentRules(rules);
  const account = accountHandlers(rules);
  /** The business rules, per operation. */
  const handlers = {
    ...account,
    getUser: (/** @type {Seller} */ seller) => ({ ...account.getUser(seller), ...payments.userFields(seller) }),
    ...marketplaceHandlers(rules),
    ...triggerHandlers(rules),
    ...autobookingHandlers(rules),
    ...payments.handlers,
    ...marketHandlers(rules),
  };

  /**
   * The price list: the contract's tariffs example once it has one.
   * @returns {TariffList | undefined}
   */
  function tariffList() {
    const answer = operation('listTariffs')?.responses['200'];
    return answer
      ? /** @type {TariffList} */ (structuredClone(Object.values(answer.examples)[0] ?? answer.example))
      : undefined;
  }

  /** @param {TariffId} tariffId */
  function priceOf(tariffId) {
    const list = tariffList();
    const tariff = list && [...(list.plans ?? []), ...(list.packs ?? [])].find((t) => t.id === tariffId);
    if (tariff) return { price: tariff.price, currency: tariff.currency };
    // Until the contract lists tariffs: this table, in kopecks where amounts are integers, else in rubles.
    const amount = /** @type {{ type?: unknown }} */ (propertiesOf(schemas.Payment).amount ?? {});
    const inKopecks = amount.type === 'integer';
    return { price: (rublePrices[tariffId] ?? 0) * (inKopecks ? 100 : 1), currency: 'RUB' };
  }

  /**
   * Newest first: by creation time, then by id.
   * @param {{ createdAt: string, id: number }} a
   * @param {{ createdAt: string, id: number }} b
   */
  function newestFirst(a, b) {
    return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  }

  /**
   * Keyset paging: the cursor holds the group, the search and the (createdAt, id) of the last item returned, so
   * creations and deletions between pages never make a page skip or repeat an item. `counts` follow the search.
   */
  /**
   * @param {Autobooking[]} all
   * @param {Record<AutobookingStatus, number>} counts
   * @param {URLSearchParams} query
   * @param {number} owner the seller the cursor is issued to
   */
  function autobookingsByCursor(all, counts, query, owner) {
    const group = query.get('group') ?? 'active';
    const search = normalise(query.get('search') ?? '');
    const limit = Number(query.get('limit') ?? pageSize);
    // Today's results (2.2): the summary of every booking, and `today=true` keeps those with a result today.
    const today = moscowDay(now());
    const onlyToday = hasTodaySummary && !defect.ignoreToday && query.get('today') === 'true';
    const summary = hasTodaySummary ? { today: todaySummary(all, today) } : {};
    /** @type {Record<string, AutobookingStatus[]>} */
    const groups = { active: ['ACTIVE'], completed: ['COMPLETED'], archive: ['ARCHIVED', 'ERROR'] };
    const inGroupStatuses = groups[group] ?? [];
    const names = new Map(warehouses.map((w) => [w.ID, normalise(w.name)]));
    const found = all.filter(
      (b) =>
        (!search || defect.ignoreSearch || (names.get(b.warehouseId) ?? '').includes(search)) &&
        (!onlyToday || hasResultOn(b, today)),
    );
    if (!defect.countsOfPage) for (const booking of found) counts[booking.status]++;
    const cursor = query.get('cursor');
    /** @type {{ group?: unknown, search?: unknown, owner?: unknown, today?: unknown, offset?: number, createdAt: string, id: number } | undefined} */
    let after = cursor ? decodeCursor(cursor) : undefined;
    if (cursor) {
      const foreign =
        !after ||
        after.group !== group ||
        after.search !== search ||
        after.owner !== owner ||
        Boolean(after.today) !== onlyToday;
      if (foreign && !(defect.cursorAnyList && after))
        throw invalid([queryError('cursor', 'not a cursor of this list')]);
    }
    // Broken on purpose: every page is the first one again.
    if (defect.ignoreCursor) after = undefined;
    if (defect.pagesByOffset) {
      // Broken on purpose: the cursor is a position by count (a page number in disguise), so a booking that leaves
      // the list before it moves every later one back and the next page skips one.
      const inGroup = found.filter((b) => inGroupStatuses.includes(b.status));
      const offset = after?.offset ?? 0;
      const items = inGroup.slice(offset, offset + limit);
      const nextCursor =
        inGroup.length > offset + limit
          ? Buffer.from(
              JSON.stringify({ group, search, owner, ...(onlyToday ? { today: true } : {}), offset: offset + limit }),
            ).toString('base64url')
          : null;
      return { items, nextCursor, counts, ...summary };
    }
    const inGroup = found.filter((b) => inGroupStatuses.includes(b.status) && (!after || newestFirst(b, after) > 0));
    const items = inGroup.slice(0, limit);
    const last = items.at(-1);
    const nextCursor =
      inGroup.length > limit && last
        ? Buffer.from(
            JSON.stringify({
              group,
              search,
              owner,
              ...(onlyToday ? { today: true } : {}),
              createdAt: last.createdAt,
              id: last.id,
            }),
          ).toString('base64url')
        : null;
    // Broken on purpose: counts of this page only.
    if (defect.countsOfPage) for (const booking of items) counts[booking.status]++;
    return { items, nextCursor, counts, ...summary };
  }

  /**
   * Case-insensitive, ё as е.
   * @param {string} text
   */
  function normalise(text) {
    return text.toLowerCase().replaceAll('ё', 'е');
  }

  const { answer } = requestPipeline({
    ...rules,
    validator,
    botToken,
    maxInitDataAgeSeconds,
    handlers,
    errorBody,
    malformed,
    testCalls: {
      'PUT /api/test/seller': provision,
      ...(withoutStateHooks ? {} : { 'POST /api/test/backdate': backdate, 'POST /api/test/slot': reportSlot }),
    },
    sellerOf,
    settle,
    answerHeaders: { listMarketCoefficients: marketAnswerHeaders },
    limiter: rateLimit && rateLimiter(rateLimit, now),
  });
  const simulate = { ...simulation(rules), ...payments.simulate };

  const server = http.createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const op = routes.find((r) => r.operation.method === request.method && r.pattern.test(url.pathname))?.operation;
      let result = answer(request, Buffer.concat(chunks).toString('utf8'), url, op);
      if (defect.respond)
        result = defect.respond(result, { operationId: op?.operationId ?? '', method: request.method ?? '' });
      const text = result.text ?? JSON.stringify(result.body);
      response.writeHead(result.status, {
        ...result.headers,
        'content-type': result.contentType ?? 'application/json; charset=utf-8',
      });
      response.end(text);
    });
  });
  return Object.assign(server, { simulate });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (/** @type {string} */ name) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const botToken = option('bot-token') ?? process.env.BOT_TOKEN;
  if (!botToken) {
    console.error('Usage: node tools/reference-server/server.mjs --port=<n> --bot-token=<token>');
    process.exit(2);
  }
  const port = Number(option('port') ?? 4171);
  createReferenceServer({
    botToken,
    ...(option('contract') ? { contractFile: path.resolve(option('contract') ?? '') } : {}),
  }).listen(port, '127.0.0.1', () => console.log(`Reference backend on http://127.0.0.1:${port}`));
}
