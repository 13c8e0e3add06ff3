import type { SchemaAutobookingStatus, SchemaDateType, SchemaSupplyType } from '@generated/schema';
import type { Autobooking } from '@/api/autobookings';
import type { TransitWarehouse } from '@/api/transit-warehouses';
import type { WarehouseMetaInfo } from '@/api/warehouse-validation';
import { supplyTypes } from '@/domain/supply-types';
import { missingFieldsText } from '@/shared/ui/form/missing-fields';
import { addDays, addMonths, moscowToday, type CalendarDay } from '@/domain/calendar-day';

export type AutobookingStatus = SchemaAutobookingStatus;
export type DateType = SchemaDateType;

type DatedBooking = Pick<Autobooking, 'dateType' | 'startDate' | 'endDate' | 'customDates' | 'completedDates'>;

/**
 * Whether an archived booking's dates still lie ahead, so it may be activated again (docs/autobookings.md):
 * WEEK: start + 7 days is not before today; MONTH: start + one calendar month is not before today;
 * CUSTOM_PERIOD: the end is not before today; CUSTOM_DATES: a date not booked yet is today or later.
 */
export function isAutobookingRelevant(booking: DatedBooking, now: Date): boolean {
  const today = moscowToday(now);
  switch (booking.dateType) {
    case 'WEEK':
      return booking.startDate !== null && addDays(booking.startDate, 7) >= today;
    case 'MONTH':
      return booking.startDate !== null && addMonths(booking.startDate, 1) >= today;
    case 'CUSTOM_PERIOD':
      return booking.endDate !== null && booking.endDate >= today;
    case 'CUSTOM_DATES':
      return unbookedDates(booking).some((day) => day >= today);
  }
}

/** The custom dates not booked yet, each once. */
function unbookedDates(booking: Pick<Autobooking, 'customDates' | 'completedDates'>): CalendarDay[] {
  const booked = new Set(booking.completedDates);
  return [...new Set(booking.customDates)].filter((day) => !booked.has(day));
}

/** Credits a booking spends: one per custom date, one for any other date type (docs/autobookings.md). */
export function creditsNeeded(dateType: DateType | null, customDates: readonly CalendarDay[]): number {
  return dateType === 'CUSTOM_DATES' ? customDates.length : 1;
}

/**
 * Credits deleting a booking returns, as the delete confirmation announces them: one per custom date not
 * booked yet for CUSTOM_DATES, one otherwise (the server's `refundedCount` is what the toast reports).
 */
export function refundOnDelete(booking: Pick<Autobooking, 'dateType' | 'customDates' | 'completedDates'>): number {
  return booking.dateType === 'CUSTOM_DATES' ? unbookedDates(booking).length : 1;
}

/** The balance left once this booking is created; below 0 when the balance does not cover it. */
export function creditsLeftAfter(
  balance: number,
  dateType: DateType | null,
  customDates: readonly CalendarDay[],
): number {
  return balance - creditsNeeded(dateType, customDates);
}

/**
 * The store tab that sells what a new autobooking lacks (docs/autobookings.md#blocked-creation): the subscription
 * first, then credits; undefined when nothing is missing.
 */
export function storeTabForCreation(
  subscriptionActive: boolean,
  balance: number,
): 'store-subscription' | 'store-bookings' | undefined {
  if (!subscriptionActive) return 'store-subscription';
  if (balance <= 0) return 'store-bookings';
  return undefined;
}

/**
 * Why the booking cannot be created yet, as the line in place of the main button says it (docs/autobookings.md): the
 * fields still to choose (by name, in the form's order) first, then an empty balance, then more dates than the balance
 * covers; undefined once it can be created.
 */
export function createBlocker(
  missingFields: readonly string[],
  balance: number,
  creditsLeft: number,
): string | undefined {
  const missing = missingFieldsText(missingFields);
  if (missing) return missing;
  if (balance <= 0) return 'Пополните баланс автобронирований';
  if (creditsLeft < 0) return 'Выберите меньше дат: не хватает автобронирований';
  return undefined;
}

/**
 * The supply types the seller may choose after a warehouse validation: those the warehouse would take more than
 * 0 units of (monoMixQuantity → BOX, palletQuantity → MONOPALLETE, supersafeQuantity → SUPERSAFE), and, through
 * a transit warehouse, only those it stores.
 */
export function acceptedSupplyTypes(meta: WarehouseMetaInfo, transit?: TransitWarehouse): SchemaSupplyType[] {
  const quantity: Record<SchemaSupplyType, number> = {
    BOX: meta.monoMixQuantity,
    MONOPALLETE: meta.palletQuantity,
    SUPERSAFE: meta.supersafeQuantity,
  };
  return supplyTypes.filter((type) => quantity[type] > 0 && (!transit || transitStores(transit, type)));
}

export function transitStores(transit: TransitWarehouse, type: SchemaSupplyType): boolean {
  return { BOX: transit.storeBox, MONOPALLETE: transit.storePallet, SUPERSAFE: transit.storeSupersafe }[type];
}

/** A transit option stores at least one cargo kind; otherwise it cannot be chosen (docs/autobookings.md). */
export function isTransitUsable(transit: TransitWarehouse): boolean {
  return transit.storeBox || transit.storePallet || transit.storeSupersafe;
}

/** Sorting centres ('СЦ …') take supplies directly: no transit warehouse for them (docs/autobookings.md). */
export function allowsTransit(warehouseName: string): boolean {
  return !warehouseName.startsWith('СЦ ');
}
