// The reference server's test hook: what the checking and booking jobs of a real backend do, on demand, for the
// seller with a Telegram user id (a find of a trigger, a booked or failed autobooking, the service's status). Each
// returns what it recorded; the next read of the lists shows it.
import { moscowDay } from './dates.mjs';
import { checkResultOf, healthyService } from './outcomes.mjs';
import { bookingDays, slotPasses, storedFilters, triggerDays } from './slot-filters.mjs';

/** @typedef {import('./server.mjs').Rules} Rules */
/** @typedef {import('./server.mjs').Seller} Seller */
/** @typedef {import('../../generated/schema').SchemaTrigger} Trigger */
/** @typedef {import('../../generated/schema').SchemaAutobooking} Autobooking */
/**
 * A slot the source reports (the staging-only slot call): acceptance coefficient -1 (closed), 0 (free) or 1–20;
 * the logistics coefficient in percent, null when the source gives none.
 * @typedef {{ warehouseId: number, day: string, supplyType: Trigger['supplyTypes'][number], coefficient: number, logisticsCoefficient: number | null }} ReportedSlot
 */

/**
 * @param {Rules} rules
 */
export function simulation(rules) {
  const { defect, findAutobooking, findTrigger, hasChecks, hasSlotFilters, market, newId, now, sellerOf, suppliers } =
    rules;
  /**
   * Whether a slot passes the slot filters of a trigger or booking (days named one by one ignore the weekdays).
   * @param {Trigger | Autobooking} item
   * @param {boolean} daysNamed
   * @param {{ day: string, deliveryCoef?: number | null }} slot
   */
  const passesFilters = (item, daysNamed, slot) => {
    if (!hasSlotFilters || defect.recordsFilteredSlots) return true;
    const filters = storedFilters(item);
    return slotPasses(
      slot,
      moscowDay(now()),
      daysNamed ? { ...filters, weekdays: storedFilters({}).weekdays } : filters,
    );
  };
  /**
   * @param {Seller} seller
   * @param {Autobooking} booking
   * @param {Partial<import('./outcomes.mjs').AutobookingAttempt>} attempt
   */
  function recordAttempt(seller, booking, attempt) {
    /** @type {import('./outcomes.mjs').AutobookingAttempt} */
    const recorded = {
      id: newId(),
      at: new Date(now()).toISOString(),
      days: [],
      warehouseId: booking.warehouseId,
      transitWarehouseId: booking.transitWarehouseId,
      coefficient: null,
      ...(hasChecks ? { coefficientDay: null } : {}),
      outcome: 'no_slot',
      supplyId: null,
      preorderId: null,
      ...attempt,
    };
    seller.outcomes.attempts.set(booking.id, [...(seller.outcomes.attempts.get(booking.id) ?? []), recorded]);
    if (hasChecks) booking.lastCheck = { at: recorded.at, result: checkResultOf(recorded.outcome) };
  }
  /**
   * The trigger was checked: when, and what the check saw.
   * @param {Trigger} trigger
   * @param {string} at
   * @param {import('../../generated/schema').SchemaCheckResult} result
   */
  const checked = (trigger, at, result) => {
    if (hasChecks) trigger.lastCheck = { at, result };
  };

  return {
    /**
     * A check of the trigger found a slot (by default its first warehouse and supply type, its first watched day or
     * today, the notification sent). The slot is a cell of the market table: given a coefficient or a logistics
     * coefficient (default free and 125 %), the market shows it from now on; given neither, the find takes the
     * table's cell, and a closed or unseen cell is no find.
     * @param {number} userId
     * @param {number} triggerId
     * @param {Partial<import('./outcomes.mjs').TriggerFind>} [find]
     */
    recordFind(userId, triggerId, find = {}) {
      const seller = sellerOf({ id: userId });
      const trigger = findTrigger(seller, triggerId);
      const at = new Date(now()).toISOString();
      const today = moscowDay(now());
      const warehouseId = find.warehouseId ?? trigger.warehouseIds[0] ?? 0;
      const day = find.day ?? trigger.selectedDates.map((d) => d.slice(0, 10)).find((d) => d >= today) ?? today;
      const supplyType = find.supplyType ?? trigger.supplyTypes[0] ?? 'BOX';
      const cell =
        'coefficient' in find || 'logisticsCoefficient' in find
          ? market.set(warehouseId, day, supplyType, {
              coefficient: find.coefficient ?? 0,
              logisticsCoefficient: find.logisticsCoefficient === undefined ? 125 : find.logisticsCoefficient,
              allowUnload: true,
            })
          : market.cell(warehouseId, day, supplyType);
      if (!cell || cell.coefficient < 0 || !cell.allowUnload) return null;
      /** @type {import('./outcomes.mjs').TriggerFind} */
      const recorded = {
        id: newId(),
        foundAt: at,
        warehouseId,
        day,
        supplyType,
        coefficient: cell.coefficient,
        logisticsCoefficient: cell.logisticsCoefficient,
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
      if (!wanted) {
        checked(trigger, at, 'coefficient_above_limit');
        return null;
      }
      checked(trigger, at, 'found');
      const earlier = seller.outcomes.finds.get(triggerId) ?? [];
      seller.outcomes.finds.set(triggerId, [...earlier, recorded]);
      if (recorded.notification.outcome === 'sent') {
        trigger.lastNotificationAt = recorded.notification.at;
        // Notified (Telegram accepted it): an UNTIL_FOUND search is fulfilled. An undelivered one completes nothing.
        if (trigger.searchMode === 'UNTIL_FOUND') Object.assign(trigger, { status: 'COMPLETED', isActive: false });
      }
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
        supplyId: `WB-GI-${String(newId()).padStart(8, '0')}`,
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
          ...(hasChecks ? { coefficientDay: day } : {}),
        });
        return null;
      }
      booking.completedDates = [...booking.completedDates, day];
      // Custom dates each need their own slot; a period needs one.
      const open = booking.customDates.filter((d) => !booking.completedDates.includes(d));
      if (booking.dateType !== 'CUSTOM_DATES' || open.length === 0) booking.status = 'COMPLETED';
      booking.bookedSlots = [...(booking.bookedSlots ?? []), booked];
      booking.error = null;
      recordAttempt(seller, booking, {
        outcome: 'booked',
        days: [day],
        coefficient: booked.coefficient,
        ...(hasChecks ? { coefficientDay: day } : {}),
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
      if (hasChecks) booking.lastCheck = { at: booking.error.at, result: 'failed' };
      return booking.error;
    },
    /** The market moves on to its next state (the coefficient table every seller reads). */
    moveMarket() {
      market.move();
    },
    /**
     * The source sees one cell of the market so from now on.
     * @param {number} warehouseId
     * @param {string} day
     * @param {import('./market.mjs').SupplyType} supplyType
     * @param {Partial<import('./market.mjs').Cell>} cell
     */
    setMarketCell: (warehouseId, day, supplyType, cell) => market.set(warehouseId, day, supplyType, cell),
    /**
     * The source reports a slot: every running trigger it matches (warehouse, supply type, day, coefficient and
     * filters) records a find and notifies, or repeats one announced before, or fails to reach the seller; every
     * ACTIVE autobooking it matches books it. Returns how many finds and bookings it made.
     * @param {number} userId
     * @param {ReportedSlot} slot
     */
    slotReported(userId, slot) {
      const seller = sellerOf({ id: userId });
      const today = moscowDay(now());
      let finds = 0;
      let bookings = 0;
      if (slot.coefficient < 0 || slot.day < today) return { finds, bookings };
      for (const trigger of seller.triggers) {
        const days = triggerDays(trigger);
        const watched =
          trigger.searchMode === 'UNTIL_FOUND'
            ? slot.day >= (trigger.startDate ?? '').slice(0, 10)
            : days.includes(slot.day);
        if (trigger.status !== 'RELEVANT' || !trigger.isActive || !watched) continue;
        if (!trigger.warehouseIds.includes(slot.warehouseId) || !trigger.supplyTypes.includes(slot.supplyType))
          continue;
        const at = new Date(now()).toISOString();
        const { notifications } = seller.outcomes.service;
        const announced = (seller.outcomes.finds.get(trigger.id) ?? []).some(
          (f) =>
            f.warehouseId === slot.warehouseId &&
            f.day === slot.day &&
            f.supplyType === slot.supplyType &&
            f.notification.outcome === 'sent',
        );
        /** @type {import('./outcomes.mjs').TriggerFind['notification']} */
        const notification = announced
          ? { outcome: 'suppressed_repeat', at: null, failure: null }
          : notifications.deliverable
            ? { outcome: 'sent', at, failure: null }
            : { outcome: 'not_delivered', at, failure: notifications.failure ?? 'bot_blocked' };
        const found = this.recordFind(userId, trigger.id, { ...slot, notification });
        if (found) finds++;
      }
      for (const booking of seller.autobookings) {
        if (booking.status !== 'ACTIVE' || booking.warehouseId !== slot.warehouseId) continue;
        if (booking.supplyType !== slot.supplyType || booking.completedDates.includes(slot.day)) continue;
        if (!bookingDays(booking).includes(slot.day)) continue;
        const booked = this.completeBooking(
          userId,
          booking.id,
          { day: slot.day, coefficient: slot.coefficient },
          slot.logisticsCoefficient,
        );
        if (booked) bookings++;
      }
      return { finds, bookings };
    },
    /**
     * The seller authorised the app in the marketplace's seller cabinet (what the marketplace's callback tells a
     * real backend): the authorisation covers the first `count` of the marketplace's test suppliers (all by
     * default). A revoked seller is linked again with the same supplier; one without a supplier now chooses.
     * @param {number} userId
     * @param {{ suppliers?: number }} [options]
     */
    authorise(userId, { suppliers: count = suppliers.length } = {}) {
      const seller = sellerOf({ id: userId });
      seller.suppliers = suppliers.slice(0, count);
      seller.marketplace = 'valid';
      return seller.profile;
    },
    /**
     * The seller revoked the app's access in the seller cabinet, or it expired: the supplier stays linked.
     * @param {number} userId
     */
    revokeAuthorisation(userId) {
      const seller = sellerOf({ id: userId });
      seller.marketplace = seller.profile.supplierId ? 'revoked' : 'none';
      return seller.profile;
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
}
