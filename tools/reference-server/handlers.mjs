// The reference server's business rules, one group per resource: (seller, body, query) → the 200 body. The body
// has passed the operation's request schema; a rule that refuses throws an HttpError. Each group takes the server's
// shared state and helpers (`Rules`, built by createReferenceServer).

import { addDays, autobookingDateErrors, lastRelevantDay, moscowDay, triggerDateErrors } from './dates.mjs';
import { pageOf } from './outcomes.mjs';
import { HttpError } from './http-error.mjs';
import { bookingDays, triggerDays } from './slot-filters.mjs';

/** @typedef {import('./server.mjs').Rules} Rules */
/** @typedef {import('./server.mjs').Seller} Seller */
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

const activeTriggerLimit = 30;
/** The page size of the autobooking list when the request names none. */
export const pageSize = 20;

/**
 * The seller's account: the profile, terms, the marketplace authorisation and logout.
 * @param {Rules} rules
 */
export function accountHandlers(rules) {
  const { defect, hasOutcomes, invalid, operation } = rules;
  return {
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
        const own = seller.marketplace === 'valid' || defect.linkAnySupplier ? seller.suppliers : [];
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
      return { success: true, data: seller.marketplace === 'none' ? [] : seller.suppliers };
    },
  };
}

/**
 * The marketplace's data: drafts and their goods, warehouses, transits, the warehouse check.
 * @param {Rules} rules
 */
export function marketplaceHandlers(rules) {
  const {
    checkTransit,
    checkWarehouses,
    drafts,
    goods,
    notFound,
    requireSupplier,
    transits,
    warehouseValidation,
    warehouses,
  } = rules;
  return {
    listDrafts(/** @type {Seller} */ seller, /** @type {DraftListRequest} */ body) {
      requireSupplier(seller);
      return { data: drafts.slice(0, body.limit) };
    },
    listDraftGoods(/** @type {Seller} */ seller, /** @type {DraftRef} */ body) {
      requireSupplier(seller);
      if (!drafts.some((d) => d.ID === body.draftID)) throw notFound();
      return { data: goods };
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
  };
}

/**
 * Triggers (timeslot watches) and their finds.
 * @param {Rules} rules
 */
export function triggerHandlers(rules) {
  const {
    activeTriggers,
    checkWarehouses,
    defect,
    filtersToStore,
    findTrigger,
    invalid,
    listedTrigger,
    newId,
    newestFirst,
    now,
    queryError,
  } = rules;
  return {
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
     * @param {TriggerCreate} body
     */
    createTrigger(seller, body) {
      const dateErrors = defect.skipDateWindows ? [] : triggerDateErrors(body, moscowDay(now()));
      if (dateErrors.length) throw invalid(dateErrors);
      const filters = filtersToStore(body, triggerDays(body), body.searchMode === 'CUSTOM_DATES');
      checkWarehouses(body.warehouseIds);
      if (activeTriggers(seller) >= activeTriggerLimit && !defect.noTriggerLimit) {
        throw new HttpError(409, 'trigger_limit_reached', 'Достигнут лимит активных таймслотов', {
          detail: `Активно ${activeTriggerLimit} из ${activeTriggerLimit}`,
        });
      }
      /** @type {Trigger} */
      const trigger = {
        id: newId(),
        ...body,
        ...filters,
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
      // Request validation (the filters against the days sent) comes before the trigger is looked up.
      const filters = filtersToStore(settings, triggerDays(settings), settings.searchMode === 'CUSTOM_DATES');
      const trigger = findTrigger(seller, triggerId);
      checkWarehouses(settings.warehouseIds);
      if (trigger.status !== 'RELEVANT' && !defect.updateAnyStatus)
        throw new HttpError(409, 'trigger_not_relevant', 'Не удалось обновить таймслот', {
          detail: 'Таймслот завершен или истек',
        });
      // A running trigger's past days come back as they were read: accepted from its stored start day on.
      const dateErrors = defect.skipDateWindows
        ? []
        : triggerDateErrors(settings, moscowDay(now()), defect.refusesRunningTriggerPastDays ? undefined : trigger);
      if (dateErrors.length) throw invalid(dateErrors);
      // The settings are replaced: a filter left out goes back to its default.
      Object.assign(trigger, settings, filters);
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
  };
}

/**
 * Autobookings, their groups and counts, and their attempts.
 * @param {Rules} rules
 */
export function autobookingHandlers(rules) {
  const {
    autobookingsByCursor,
    checkTransit,
    checkWarehouses,
    defect,
    drafts,
    filtersToStore,
    findAutobooking,
    hasOutcomes,
    hasSlotFilters,
    invalid,
    listedBooking,
    newId,
    newestFirst,
    now,
    operation,
    queryError,
    requireSubscription,
    requireSupplier,
    requireTerms,
    transits,
    unknownReference,
  } = rules;
  return {
    /**
     * @param {Seller} seller
     * @param {unknown} _
     * @param {URLSearchParams} query
     */
    listAutobookingAttempts(seller, _, query) {
      if (defect.objectBeforeAccess) findAutobooking(seller, Number(query.get('id')));
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
      const filters = filtersToStore(body, bookingDays(body), body.dateType === 'CUSTOM_DATES');
      // Each custom date spends a credit: one the lead time excludes would be paid for and never booked.
      const firstDay = addDays(moscowDay(now()), body.minLeadDays ?? 0);
      const tooEarly = hasSlotFilters
        ? (body.customDates ?? []).flatMap((day, index) =>
            day < firstDay ? [{ path: `/customDates/${index}`, message: 'before today + minLeadDays' }] : [],
          )
        : [];
      if (tooEarly.length) throw invalid(tooEarly);
      const { profile } = seller;
      requireTerms(seller);
      requireSupplier(seller);
      requireSubscription(seller);
      const cost = body.dateType === 'CUSTOM_DATES' ? (body.customDates ?? []).length : 1;
      if (profile.autobookingCount < cost && !defect.skipAccessGates)
        throw new HttpError(403, 'no_credits', 'Недостаточно автобронирований на балансе');
      if (!drafts.some((d) => d.ID === body.draftId)) throw unknownReference('/draftId');
      checkWarehouses([body.warehouseId], '/warehouseId');
      checkTransit(body.transitWarehouseId);
      profile.autobookingCount = Math.max(0, profile.autobookingCount - cost);
      /** @type {Autobooking} */
      const booking = {
        id: newId(),
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
        const relevantThrough = lastRelevantDay(booking);
        const last =
          defect.weekOfSevenDays && booking.dateType === 'WEEK' && relevantThrough
            ? addDays(relevantThrough, -1)
            : relevantThrough;
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
  };
}
