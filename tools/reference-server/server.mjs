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
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createContractValidator } from '../../scripts/lib/contract-validator.mjs';
import { validateInitData } from '../../scripts/lib/init-data.mjs';
import { loadContract } from '../../scripts/lib/openapi.mjs';
import { addDays, autobookingDateErrors, lastRelevantDay, moscowDay, triggerDateErrors } from './dates.mjs';
import { bookingDays, filtersConflict, slotPasses, storedFilters, triggerDays } from './slot-filters.mjs';
import {
  decodeCursor,
  healthyService,
  pageOf,
  seedOutcomes,
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
 * @property {number} userId
 * @property {import('./outcomes.mjs').SellerOutcomes} outcomes finds, attempts and the service status
 */
/** @typedef {(seller: Seller, body: unknown, query: URLSearchParams) => unknown} Handler */

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const dayMs = 24 * 60 * 60 * 1000;
const activeTriggerLimit = 30;
const pageSize = 20;
const idempotencyHeader = 'idempotency-key';
const maxBodyBytes = 64 * 1024;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The staging-only call that puts a test seller into a state (the contract's Test sellers section). */
const testSellerPath = '/api/test/seller';

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

class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {Record<string, unknown>} [extra]
   */
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/**
 * @param {{ botToken: string, maxInitDataAgeSeconds?: number, now?: () => number, defect?: Defect, contractFile?: string, seedSeller?: (seller: Seller) => void, rateLimitEvery?: number }} options
 *   seedSeller: changes a new seller's starting state (e.g. an end-to-end test's own triggers and bookings).
 *   rateLimitEvery: refuses every n-th call with `429` and `Retry-After: 1` before doing anything, as a rate limit
 *   under load does.
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
 * @property {boolean} [countsOfPage] counts only the page's items
 * @property {boolean} [triggersOldestFirst]
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
  rateLimitEvery = 0,
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
          autobookingCount: 10,
          subscriptionExpiresAt: new Date(now() + 30 * dayMs).toISOString(),
          payments: [],
          supplierId: suppliers[0]?.id ?? null,
          supplierName: suppliers[0]?.name ?? null,
          agreeTerms: true,
          authMessageSent: true,
        },
        // Some history, as a seller of the contract's examples has it, so lists page and filter.
        triggers: structuredClone(seedTriggers).map((trigger) =>
          hasSlotFilters ? { ...trigger, ...storedFilters(trigger) } : trigger,
        ),
        autobookings: structuredClone(seedAutobookings).map((booking) =>
          hasSlotFilters ? { ...booking, ...storedFilters(booking) } : booking,
        ),
        idempotency: defect.globalIdempotency ? sharedIdempotency : new Map(),
        marketplace: 'valid',
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
  const listedTrigger = (/** @type {Seller} */ seller, /** @type {Trigger} */ trigger) =>
    hasOutcomes ? withTriggerOutcomes(trigger, seller.outcomes, subscriptionActive(seller)) : trigger;
  const listedBooking = (/** @type {Seller} */ seller, /** @type {Autobooking} */ booking) =>
    hasOutcomes
      ? withBookingOutcomes(booking, seller.outcomes, {
          subscriptionActive: subscriptionActive(seller),
          authorised: seller.profile.supplierId !== null && seller.marketplace !== 'revoked',
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
    const index = ids.findIndex((id) => !warehouses.some((w) => w.ID === id));
    if (index >= 0) throw unknownReference(pointer ?? `/warehouseIds/${index}`);
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
   * The backend's own moves of a trigger, applied on every read: past its last day a trigger is COMPLETED when it
   * notified, else EXPIRED; leaving RELEVANT stops it.
   * @param {Seller} seller
   */
  function settleTriggers(seller) {
    const today = moscowDay(now());
    for (const trigger of seller.triggers) {
      if (trigger.status !== 'RELEVANT' || !trigger.endDate || trigger.endDate.slice(0, 10) >= today) continue;
      trigger.status = trigger.lastNotificationAt ? 'COMPLETED' : 'EXPIRED';
      trigger.isActive = false;
    }
  }

  /**
   * The staging-only test-seller call: sets the seller's access state from `{ agreeTerms, supplier,
   * subscriptionDays, autobookingCount }`.
   * @param {Seller} seller
   * @param {unknown} body
   */
  function provision(seller, body) {
    if (!isPlainObject(body)) throw invalid([{ path: '', message: 'must be an object' }]);
    const { agreeTerms, supplier, subscriptionDays, autobookingCount, ...rest } = body;
    const [unknown] = Object.keys(rest);
    if (unknown !== undefined) throw invalid([{ path: `/${unknown}`, message: 'is not a test-seller setting' }]);
    if (typeof agreeTerms === 'boolean') seller.profile.agreeTerms = agreeTerms;
    if (supplier === 'none') {
      Object.assign(seller.profile, { supplierId: null, supplierName: null });
      seller.marketplace = 'none';
    } else if (supplier === 'linked' || supplier === 'revoked') {
      Object.assign(seller.profile, { supplierId: suppliers[0]?.id ?? null, supplierName: suppliers[0]?.name ?? null });
      seller.marketplace = supplier === 'linked' ? 'valid' : 'revoked';
    }
    if (typeof subscriptionDays === 'number')
      seller.profile.subscriptionExpiresAt = new Date(now() + (subscriptionDays || -1) * dayMs).toISOString();
    if (typeof autobookingCount === 'number') seller.profile.autobookingCount = autobookingCount;
    return { success: true };
  }

  /**
   * The business rules, per operation: (seller, body, query) → the 200 body. The body has passed the operation's
   * request schema.
   */
  const handlers = {
    getUser: (/** @type {Seller} */ seller) =>
      hasOutcomes ? { ...seller.profile, service: seller.outcomes.service } : seller.profile,
    /**
     * @param {Seller} seller
     * @param {UserUpdate} body
     */
    updateUser(seller, body) {
      if ('agreeTerms' in body) {
        seller.profile.agreeTerms = true;
      } else {
        // Identity and names come from the marketplace, never from the client.
        if (seller.marketplace === 'revoked' && !defect.skipAccessGates)
          throw new HttpError(403, 'supplier_auth_revoked', 'Авторизация в кабинете продавца отозвана');
        const own = seller.marketplace === 'valid' || defect.linkAnySupplier ? suppliers : [];
        const supplier =
          own.find((s) => s.id === body.supplierId) ??
          (defect.linkAnySupplier ? { id: body.supplierId, name: body.supplierId } : undefined);
        if (!supplier) {
          if (operation('updateUser')?.responses['403'])
            throw new HttpError(403, 'supplier_not_owned', 'Этот поставщик недоступен вашему аккаунту');
          throw invalid([{ path: '/supplierId', message: 'not one of your suppliers' }]);
        }
        seller.profile.supplierId = supplier.id;
        seller.profile.supplierName = supplier.name;
      }
      return { success: true };
    },
    initAuth(/** @type {Seller} */ seller) {
      if (!defect.noAuthMessageFlag) seller.profile.authMessageSent = true;
      return { success: true };
    },
    logout(/** @type {Seller} */ seller) {
      if (defect.logoutKeepsSupplier) return { success: true };
      Object.assign(seller.profile, { supplierId: null, supplierName: null, authMessageSent: false });
      seller.marketplace = 'none';
      return { success: true };
    },
    validateSupplierAuth(/** @type {Seller} */ seller) {
      if (!seller.profile.supplierId && !defect.skipAccessGates)
        throw new HttpError(403, 'supplier_not_linked', 'Сначала выберите поставщика в профиле');
      return { success: true, data: { valid: seller.marketplace === 'valid' } };
    },
    listSuppliers(/** @type {Seller} */ seller) {
      if (seller.marketplace === 'revoked' && !defect.skipAccessGates)
        throw new HttpError(403, 'supplier_auth_revoked', 'Авторизация в кабинете продавца отозвана');
      return { success: true, data: seller.marketplace === 'none' ? [] : suppliers };
    },
    listDrafts(/** @type {Seller} */ seller, /** @type {DraftListRequest} */ body) {
      requireSupplier(seller);
      return { data: drafts.slice(0, body.limit) };
    },
    listDraftGoods(/** @type {Seller} */ seller, /** @type {DraftRef} */ body) {
      requireSupplier(seller);
      if (!drafts.some((d) => d.ID === body.draftID)) throw notFound();
      return { data: goods };
    },
    listTriggers: (/** @type {Seller} */ seller) =>
      [...seller.triggers]
        .sort(defect.triggersOldestFirst ? (a, b) => newestFirst(b, a) : newestFirst)
        .map((trigger) => listedTrigger(seller, trigger)),
    /**
     * @param {Seller} seller
     * @param {unknown} _
     * @param {URLSearchParams} query
     */
    listTriggerFinds(seller, _, query) {
      const trigger = findTrigger(seller, Number(query.get('triggerId')));
      return pageOf(seller.outcomes.finds.get(trigger.id) ?? [], {
        owner: trigger.id,
        instant: 'foundAt',
        query,
        pageSize,
        invalidCursor: () => invalid([queryError('cursor', 'not a cursor of this trigger')]),
      });
    },
    /**
     * @param {Seller} seller
     * @param {unknown} _
     * @param {URLSearchParams} query
     */
    listAutobookingAttempts(seller, _, query) {
      requireTerms(seller);
      const booking = findAutobooking(seller, Number(query.get('id')));
      return pageOf(seller.outcomes.attempts.get(booking.id) ?? [], {
        owner: booking.id,
        instant: 'at',
        query,
        pageSize,
        invalidCursor: () => invalid([queryError('cursor', 'not a cursor of this autobooking')]),
      });
    },
    /**
     * @param {Seller} seller
     * @param {TriggerCreate} body
     */
    createTrigger(seller, body) {
      const dateErrors = defect.skipDateWindows ? [] : triggerDateErrors(body, moscowDay(now()));
      if (dateErrors.length) throw invalid(dateErrors);
      checkWarehouses(body.warehouseIds);
      if (activeTriggers(seller) >= activeTriggerLimit && !defect.noTriggerLimit) {
        throw new HttpError(409, 'trigger_limit_reached', 'Достигнут лимит активных таймслотов', {
          detail: `Активно ${activeTriggerLimit} из ${activeTriggerLimit}`,
        });
      }
      /** @type {Trigger} */
      const trigger = {
        id: nextId++,
        ...body,
        ...filtersToStore(body, triggerDays(body), body.searchMode === 'CUSTOM_DATES'),
        isActive: true,
        status: 'RELEVANT',
        lastNotificationAt: null,
        createdAt: new Date(now()).toISOString(),
      };
      seller.triggers.push(trigger);
      return listedTrigger(seller, trigger);
    },
    /**
     * @param {Seller} seller
     * @param {TriggerUpdate} body
     */
    updateTrigger(seller, { triggerId, ...settings }) {
      const trigger = findTrigger(seller, triggerId);
      checkWarehouses(settings.warehouseIds);
      if (trigger.status !== 'RELEVANT' && !defect.updateAnyStatus)
        throw new HttpError(409, 'trigger_not_relevant', 'Не удалось обновить таймслот', {
          detail: 'Таймслот завершен или истек',
        });
      // A running trigger's past days come back as they were read: accepted from its stored start day on.
      const dateErrors = defect.skipDateWindows ? [] : triggerDateErrors(settings, moscowDay(now()), trigger);
      if (dateErrors.length) throw invalid(dateErrors);
      // The settings are replaced: a filter left out goes back to its default.
      Object.assign(
        trigger,
        settings,
        filtersToStore(settings, triggerDays(settings), settings.searchMode === 'CUSTOM_DATES'),
      );
      return listedTrigger(seller, trigger);
    },
    /**
     * @param {Seller} seller
     * @param {TriggerToggle} body
     */
    toggleTrigger(seller, body) {
      const trigger = findTrigger(seller, body.triggerId);
      const refused = (/** @type {string} */ code, /** @type {string} */ detail) =>
        new HttpError(409, code, 'Не удалось изменить статус таймслота', { detail });
      if (trigger.status !== 'RELEVANT' && !defect.updateAnyStatus)
        throw refused('trigger_not_relevant', 'Таймслот завершен или истек');
      // A desired state when the contract has one, else a flip.
      const desired = /** @type {{ isActive?: unknown }} */ (body).isActive;
      const wanted = typeof desired === 'boolean' ? desired : !trigger.isActive;
      if (wanted && !trigger.isActive && activeTriggers(seller) >= activeTriggerLimit && !defect.noTriggerLimit) {
        throw refused(
          'trigger_limit_reached',
          `Достигнут лимит активных таймслотов: ${activeTriggerLimit} из ${activeTriggerLimit}`,
        );
      }
      trigger.isActive = wanted;
      return listedTrigger(seller, trigger);
    },
    /**
     * @param {Seller} seller
     * @param {TriggerRef} body
     */
    deleteTrigger(seller, body) {
      const trigger = findTrigger(seller, body.triggerId);
      seller.triggers.splice(seller.triggers.indexOf(trigger), 1);
      return { success: true };
    },
    listWarehouses: () => warehouses,
    listTransitWarehouses(/** @type {Seller} */ seller, /** @type {{ warehouseId: number }} */ body) {
      requireSupplier(seller);
      checkWarehouses([body.warehouseId], '/warehouseId');
      return { success: true, data: transits };
    },
    validateWarehouse(
      /** @type {Seller} */ seller,
      /** @type {{ draftID: string, warehouseId: number, transitWarehouseId?: number | null }} */ body,
    ) {
      requireSupplier(seller);
      if (!drafts.some((d) => d.ID === body.draftID)) throw notFound();
      checkWarehouses([body.warehouseId], '/warehouseId');
      checkTransit(body.transitWarehouseId);
      return warehouseValidation;
    },
    /**
     * @param {Seller} seller
     * @param {unknown} _
     * @param {URLSearchParams} query
     */
    listAutobookings(seller, _, query) {
      requireTerms(seller);
      const all = [...seller.autobookings].sort(newestFirst).map((booking) => listedBooking(seller, booking));
      /** @type {Record<AutobookingStatus, number>} */
      const counts = { ACTIVE: 0, COMPLETED: 0, ARCHIVED: 0, ERROR: 0 };
      if (!operation('listAutobookings')?.parameters.some((p) => p.name === 'cursor')) {
        for (const booking of all) counts[booking.status]++;
        const page = Number(query.get('page') ?? 1);
        const items = all.slice((page - 1) * pageSize, page * pageSize);
        return { items, counts, currentPage: page, nextPage: all.length > page * pageSize ? page + 1 : null };
      }
      return autobookingsByCursor(all, counts, query, seller.userId);
    },
    /**
     * @param {Seller} seller
     * @param {AutobookingCreate} body
     */
    createAutobooking(seller, body) {
      const dateErrors = defect.skipDateWindows ? [] : autobookingDateErrors(body, moscowDay(now()));
      if (dateErrors.length) throw invalid(dateErrors);
      const { profile } = seller;
      requireTerms(seller);
      requireSupplier(seller);
      requireSubscription(seller);
      const filters = filtersToStore(body, bookingDays(body), body.dateType === 'CUSTOM_DATES');
      // Each custom date spends a credit: one the lead time excludes would be paid for and never booked.
      const firstDay = addDays(moscowDay(now()), body.minLeadDays ?? 0);
      const tooEarly = hasSlotFilters ? (body.customDates ?? []).findIndex((day) => day < firstDay) : -1;
      if (tooEarly >= 0) throw invalid([{ path: `/customDates/${tooEarly}`, message: 'before today + minLeadDays' }]);
      const cost = body.dateType === 'CUSTOM_DATES' ? (body.customDates ?? []).length : 1;
      if (profile.autobookingCount < cost && !defect.skipAccessGates)
        throw new HttpError(403, 'no_credits', 'Недостаточно автобронирований на балансе');
      if (!drafts.some((d) => d.ID === body.draftId)) throw unknownReference('/draftId');
      checkWarehouses([body.warehouseId], '/warehouseId');
      checkTransit(body.transitWarehouseId);
      profile.autobookingCount = Math.max(0, profile.autobookingCount - cost);
      /** @type {Autobooking} */
      const booking = {
        id: nextId++,
        status: 'ACTIVE',
        warehouseId: body.warehouseId,
        transitWarehouseId: body.transitWarehouseId ?? null,
        // The name is the marketplace's, never the client's.
        transitWarehouseName:
          transits.find((t) => t.transitWarehouseId === body.transitWarehouseId)?.transitWarehouseName ?? null,
        supplyType: body.supplyType,
        dateType: body.dateType,
        startDate: body.startDate ?? null,
        endDate: body.endDate ?? null,
        customDates: body.customDates ?? [],
        completedDates: [],
        maxCoefficient: body.maxCoefficient,
        ...filters,
        createdAt: new Date(now()).toISOString(),
        draftId: body.draftId,
      };
      seller.autobookings.push(booking);
      return listedBooking(seller, booking);
    },
    /**
     * @param {Seller} seller
     * @param {AutobookingUpdate} body
     */
    updateAutobooking(seller, { id, ...changes }) {
      if (changes.status === 'ACTIVE') {
        requireTerms(seller);
        requireSupplier(seller);
        requireSubscription(seller);
      }
      const booking = findAutobooking(seller, id);
      const conflict = () => new HttpError(409, 'autobooking_status_conflict', 'Статус автобронирования уже изменился');
      if (changes.status === 'ARCHIVED' && booking.status !== 'ACTIVE' && booking.status !== 'ARCHIVED')
        throw conflict();
      if (changes.status === 'ACTIVE' && booking.status !== 'ACTIVE') {
        // A failed booking starts again only when its failure says trying again can help.
        const retryable = booking.status === 'ERROR' && hasOutcomes && booking.error?.retryable === true;
        if (booking.status !== 'ARCHIVED' && !retryable) throw conflict();
        const last = lastRelevantDay(booking);
        if (last === null || last < moscowDay(now()))
          throw new HttpError(409, 'autobooking_expired', 'Срок автобронирования истек');
      }
      Object.assign(booking, changes);
      if (booking.status === 'ACTIVE' && hasOutcomes) booking.error = null;
      return { success: true };
    },
    /**
     * @param {Seller} seller
     * @param {AutobookingRef} body
     */
    deleteAutobooking(seller, body) {
      const booking = findAutobooking(seller, body.id);
      if (booking.status !== 'ARCHIVED' && booking.status !== 'ERROR' && !defect.deleteAnyStatus)
        throw new HttpError(409, 'autobooking_not_deletable', 'Сначала отправьте автобронирование в архив');
      const refundedCount =
        booking.dateType === 'CUSTOM_DATES'
          ? booking.customDates.filter((d) => !booking.completedDates.includes(d)).length
          : booking.completedDates.length
            ? 0
            : 1;
      seller.profile.autobookingCount += refundedCount;
      seller.autobookings.splice(seller.autobookings.indexOf(booking), 1);
      return { success: true, refundedCount };
    },
    listTariffs: () => tariffList(),
    /**
     * @param {Seller} seller
     * @param {PaymentCreate} body
     */
    createPayment(seller, body) {
      const id = randomUUID();
      const { price, currency } = priceOf(body.tariffId);
      seller.profile.payments.unshift({
        id,
        createdAt: new Date(now()).toISOString(),
        tariffId: body.tariffId,
        status: 'pending',
        amount: price,
        currency,
      });
      return {
        id,
        status: 'pending',
        confirmation: { confirmation_url: `https://yoomoney.ru/checkout/payments/v2/contract?orderId=${id}` },
      };
    },
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
    /** @type {Record<string, AutobookingStatus[]>} */
    const groups = { active: ['ACTIVE'], completed: ['COMPLETED'], archive: ['ARCHIVED', 'ERROR'] };
    const inGroupStatuses = groups[group] ?? [];
    const names = new Map(warehouses.map((w) => [w.ID, normalise(w.name)]));
    const found = all.filter(
      (b) => !search || defect.ignoreSearch || (names.get(b.warehouseId) ?? '').includes(search),
    );
    if (!defect.countsOfPage) for (const booking of found) counts[booking.status]++;
    const cursor = query.get('cursor');
    /** @type {{ group?: unknown, search?: unknown, owner?: unknown, offset?: number, createdAt: string, id: number } | undefined} */
    let after = cursor ? decodeCursor(cursor) : undefined;
    if (cursor) {
      const foreign = !after || after.group !== group || after.search !== search || after.owner !== owner;
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
          ? Buffer.from(JSON.stringify({ group, search, owner, offset: offset + limit })).toString('base64url')
          : null;
      return { items, nextCursor, counts };
    }
    const inGroup = found.filter((b) => inGroupStatuses.includes(b.status) && (!after || newestFirst(b, after) > 0));
    const items = inGroup.slice(0, limit);
    const last = items.at(-1);
    const nextCursor =
      inGroup.length > limit && last
        ? Buffer.from(JSON.stringify({ group, search, owner, createdAt: last.createdAt, id: last.id })).toString(
            'base64url',
          )
        : null;
    // Broken on purpose: counts of this page only.
    if (defect.countsOfPage) for (const booking of items) counts[booking.status]++;
    return { items, nextCursor, counts };
  }

  /**
   * Case-insensitive, ё as е.
   * @param {string} text
   */
  function normalise(text) {
    return text.toLowerCase().replaceAll('ё', 'е');
  }

  /**
   * @param {string} raw
   * @param {http.IncomingMessage} request
   * @param {ContractOperation} op
   * @returns {unknown}
   */
  function parseBody(raw, request, op) {
    if (!op.requestBody) return undefined;
    if (!raw && !op.requestBody.required) return undefined;
    if (Buffer.byteLength(raw) > maxBodyBytes) throw malformed('the body is over 64 KiB', op);
    if (!(request.headers['content-type'] ?? '').startsWith('application/json') && !defect.ignoreContentType) {
      throw malformed('the body must be application/json', op);
    }
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      throw malformed('the body is not valid JSON', op);
    }
    const ignored = [
      ...(defect.allowUnknownFields ? ['additionalProperties'] : []),
      ...(defect.ignoreBounds ? ['minimum', 'maximum', 'maxLength', 'maxItems'] : []),
    ];
    const violations = validator
      .validate(op.requestBody.schemaPointer ?? '', body)
      .filter((v) => !ignored.some((keyword) => v.rule.startsWith(`${keyword} `)));
    if (violations.length) {
      throw invalid(violations.map((v) => ({ path: v.path === '/' ? '' : v.path, message: v.message })));
    }
    return body;
  }

  /**
   * @param {URLSearchParams} query
   * @param {ContractOperation} op
   */
  function checkQuery(query, op) {
    const known = op.parameters.filter((p) => p.in === 'query');
    for (const name of new Set(query.keys())) {
      if (!known.some((p) => p.name === name)) throw invalid([queryError(name, 'is not a parameter of this call')]);
      if (query.getAll(name).length > 1) throw invalid([queryError(name, 'is repeated')]);
    }
    for (const parameter of known) {
      const raw = query.get(parameter.name);
      if (raw === null) {
        if (parameter.required) throw invalid([queryError(parameter.name, 'is required')]);
        continue;
      }
      const type = parameter.schema?.type;
      const numeric = type === 'integer' || type === 'number';
      const value = numeric && raw.trim() !== '' ? Number(raw) : raw;
      const violations = validator.validateValue(parameter.schema ?? {}, value);
      const [first] = violations;
      if (first) throw invalid([queryError(parameter.name, first.message)]);
    }
  }

  /**
   * Runs one request through authentication, validation, idempotency and the handler.
   * @param {http.IncomingMessage} request
   * @param {string} raw
   * @param {URL} url
   * @param {ContractOperation | undefined} op
   * @returns {Answer}
   */
  function answer(request, raw, url, op) {
    const testSeller = url.pathname === testSellerPath && request.method === 'PUT';
    if (!op && !testSeller) return { status: 404, body: errorBody('not_found', 'Объект не найден') };
    try {
      /** @type {InitDataUser} */
      let user = { id: 0 };
      if ((!op || op.security.length) && !defect.skipAuthentication) {
        const initData = request.headers['x-init-data'];
        const identity = validateInitData(typeof initData === 'string' ? initData : undefined, {
          botToken,
          maxAgeSeconds: maxInitDataAgeSeconds,
          now: now(),
        });
        if (!identity.ok) {
          const expired = identity.reason === 'expired';
          throw new HttpError(
            401,
            expired ? 'init_data_expired' : 'unauthorized',
            expired ? 'Сессия устарела, откройте приложение заново' : 'Не удалось подтвердить пользователя Telegram',
          );
        }
        user = identity.user;
      }
      if (!op) {
        let body;
        try {
          body = JSON.parse(raw);
        } catch {
          throw new HttpError(400, 'malformed_request', 'Тело запроса не является JSON');
        }
        return { status: 200, body: provision(sellerOf(user), body) };
      }
      const body = parseBody(raw, request, op);
      checkQuery(url.searchParams, op);
      const key = request.headers[idempotencyHeader];
      const takesKey = op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === idempotencyHeader);
      if (takesKey && typeof key === 'string' && !uuidPattern.test(key))
        throw invalid([{ path: `/${idempotencyHeader}`, message: 'must be a UUID', in: 'header' }]);
      const seller = sellerOf(user);
      settleTriggers(seller);
      const handler = /** @type {Record<string, Handler | undefined>} */ (handlers)[op.operationId];
      if (!handler) throw new Error(`The reference server has no rules for ${op.operationId}.`);
      const run = () => ({ status: 200, body: structuredClone(handler(seller, body, url.searchParams)) });
      if (typeof key !== 'string' || defect.ignoreIdempotencyKey || !takesKey) return run();
      // The first definite answer per seller, operation and key is kept and repeated; another body is a conflict.
      const storeKey = `${op.operationId} ${key}`;
      const stored = seller.idempotency.get(storeKey);
      if (stored && !isDeepStrictEqual(JSON.parse(stored.raw), body))
        throw new HttpError(409, 'idempotency_conflict', 'Повторный запрос с другими данными');
      if (stored) return { ...structuredClone(stored.answer), headers: { 'idempotent-replayed': 'true' } };
      const result = attempt(run);
      if (result.status < 500) seller.idempotency.set(storeKey, { raw, answer: structuredClone(result) });
      return result;
    } catch (error) {
      return errorAnswer(error);
    }
  }

  /**
   * @param {() => Answer} run
   * @returns {Answer}
   */
  function attempt(run) {
    try {
      return run();
    } catch (error) {
      return errorAnswer(error);
    }
  }

  /**
   * @param {unknown} error
   * @returns {Answer}
   */
  function errorAnswer(error) {
    if (error instanceof HttpError)
      return { status: error.status, body: errorBody(error.code, error.message, error.extra) };
    console.error(error);
    return {
      status: 500,
      body: errorBody('internal_error', 'Внутренняя ошибка сервера', { detail: 'Попробуйте позже' }),
    };
  }

  let served = 0;
  /**
   * The test hook: what the checking and booking jobs of a real backend do, on demand, for the seller with this
   * Telegram user id. Each returns what it recorded; the next read of the lists shows it.
   */
  /**
   * Whether a slot passes the slot filters of a trigger or booking (days named one by one ignore the weekdays).
   * @param {Trigger | Autobooking} item
   * @param {boolean} daysNamed
   * @param {{ day: string, deliveryCoef?: number | null }} slot
   */
  const passesFilters = (item, daysNamed, slot) => {
    if (!hasSlotFilters) return true;
    const filters = storedFilters(item);
    return slotPasses(
      slot,
      moscowDay(now()),
      daysNamed ? { ...filters, weekdays: storedFilters({}).weekdays } : filters,
    );
  };
  const simulate = {
    /**
     * A check of the trigger found a slot (by default its first warehouse and supply type, its first watched day or
     * today, free, the notification sent).
     * @param {number} userId
     * @param {number} triggerId
     * @param {Partial<import('./outcomes.mjs').TriggerFind>} [find]
     */
    recordFind(userId, triggerId, find = {}) {
      const seller = sellerOf({ id: userId });
      const trigger = findTrigger(seller, triggerId);
      const at = new Date(now()).toISOString();
      const today = moscowDay(now());
      /** @type {import('./outcomes.mjs').TriggerFind} */
      const recorded = {
        id: nextId++,
        foundAt: at,
        warehouseId: trigger.warehouseIds[0] ?? 0,
        day: trigger.selectedDates.map((d) => d.slice(0, 10)).find((d) => d >= today) ?? today,
        supplyType: trigger.supplyTypes[0] ?? 'BOX',
        coefficient: 0,
        logisticsCoefficient: 125,
        notification: { outcome: 'sent', at, failure: null },
        ...find,
      };
      // A check finds only what the trigger asks for: its coefficient and its slot filters.
      const wanted =
        recorded.coefficient <= trigger.maxCoefficient &&
        passesFilters(trigger, trigger.searchMode === 'CUSTOM_DATES', {
          day: recorded.day,
          deliveryCoef: recorded.logisticsCoefficient,
        });
      if (!wanted) return null;
      seller.outcomes.finds.set(triggerId, [...(seller.outcomes.finds.get(triggerId) ?? []), recorded]);
      if (recorded.notification.outcome === 'sent') trigger.lastNotificationAt = recorded.notification.at;
      return recorded;
    },
    /**
     * The booking got a slot on `day` (default: its first open date): it is `COMPLETED` with the slot booked. A slot
     * above the booking's coefficient or outside its slot filters (`logisticsCoefficient`: the slot's, in percent)
     * is not booked: the attempt is recorded and null returned.
     * @param {number} userId
     * @param {number} bookingId
     * @param {Partial<import('./outcomes.mjs').BookedSlot>} [slot]
     * @param {number | null} [logisticsCoefficient]
     */
    completeBooking(userId, bookingId, slot = {}, logisticsCoefficient = 125) {
      const seller = sellerOf({ id: userId });
      const booking = findAutobooking(seller, bookingId);
      const at = new Date(now()).toISOString();
      const day =
        slot.day ??
        booking.customDates.find((d) => !booking.completedDates.includes(d)) ??
        booking.startDate ??
        moscowDay(now());
      /** @type {import('./outcomes.mjs').BookedSlot} */
      const booked = {
        day,
        warehouseId: booking.warehouseId,
        transitWarehouseId: booking.transitWarehouseId,
        coefficient: 0,
        supplyId: `WB-GI-${String(nextId++).padStart(8, '0')}`,
        preorderId: null,
        acceptanceCost: 0,
        currency: 'RUB',
        bookedAt: at,
        ...slot,
      };
      const aboveLimit = booked.coefficient > (booking.maxCoefficient ?? 0);
      if (
        aboveLimit ||
        !passesFilters(booking, booking.dateType === 'CUSTOM_DATES', { day, deliveryCoef: logisticsCoefficient })
      ) {
        recordAttempt(seller, booking, {
          outcome: aboveLimit ? 'coefficient_above_limit' : 'no_slot',
          days: [day],
          coefficient: booked.coefficient,
        });
        return null;
      }
      booking.status = 'COMPLETED';
      booking.completedDates = [...booking.completedDates, day];
      booking.bookedSlots = [...(booking.bookedSlots ?? []), booked];
      booking.error = null;
      recordAttempt(seller, booking, {
        outcome: 'booked',
        days: [day],
        coefficient: booked.coefficient,
        supplyId: booked.supplyId,
      });
      return booked;
    },
    /**
     * The booking failed: it is `ERROR` with this failure.
     * @param {number} userId
     * @param {number} bookingId
     * @param {Pick<import('./outcomes.mjs').AutobookingFailure, 'code' | 'message' | 'retryable'>} failure
     */
    failBooking(userId, bookingId, failure) {
      const seller = sellerOf({ id: userId });
      const booking = findAutobooking(seller, bookingId);
      booking.status = 'ERROR';
      booking.error = { ...failure, at: new Date(now()).toISOString() };
      return booking.error;
    },
    /**
     * What the service knows of the slot source and of the bot's access to the seller.
     * @param {number} userId
     * @param {Partial<import('./outcomes.mjs').ServiceStatus>} service
     */
    setService(userId, service) {
      const seller = sellerOf({ id: userId });
      seller.outcomes.service = { ...healthyService(), ...service };
      return seller.outcomes.service;
    },
  };

  /**
   * @param {Seller} seller
   * @param {Autobooking} booking
   * @param {Partial<import('./outcomes.mjs').AutobookingAttempt>} attempt
   */
  function recordAttempt(seller, booking, attempt) {
    seller.outcomes.attempts.set(booking.id, [
      ...(seller.outcomes.attempts.get(booking.id) ?? []),
      {
        id: nextId++,
        at: new Date(now()).toISOString(),
        days: [],
        warehouseId: booking.warehouseId,
        transitWarehouseId: booking.transitWarehouseId,
        coefficient: null,
        outcome: 'no_slot',
        supplyId: null,
        preorderId: null,
        ...attempt,
      },
    ]);
  }

  const server = http.createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const op = routes.find((r) => r.operation.method === request.method && r.pattern.test(url.pathname))?.operation;
      served++;
      let result =
        rateLimitEvery && served % rateLimitEvery === 0
          ? {
              status: 429,
              headers: { 'retry-after': '1' },
              body: errorBody('rate_limited', 'Слишком много запросов. Попробуйте немного позже'),
            }
          : answer(request, Buffer.concat(chunks).toString('utf8'), url, op);
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
