import type {
  SchemaAutobookingFailure as AutobookingFailure,
  SchemaAutobookingStatus,
  SchemaDateType,
  SchemaSupplyType,
} from '@generated/schema';
import type { Autobooking } from '@/api/autobookings';
import type { TransitWarehouse } from '@/api/transit-warehouses';
import type { WarehouseMetaInfo } from '@/api/warehouse-validation';
import { supplyTypes } from '@/domain/supply-types';
import { missingFieldsText } from '@/shared/ui/form/missing-fields';
import { unbookedDates } from '@/domain/autobooking-relevance';
import type { CalendarDay } from '@/domain/calendar-day';
import type { PauseReason } from '@/domain/run-state';

export type AutobookingStatus = SchemaAutobookingStatus;
export type DateType = SchemaDateType;

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

/** The way forward a failed or paused booking's card offers (docs/autobookings.md). */
export type FailureAction = 'authorize' | 'choose-supplier' | 'buy-subscription' | 'retry' | 'create-new';

/**
 * What helps a failed booking: authorising again, choosing the supplier (none is linked), buying a subscription,
 * starting it again when the failure says a retry can succeed (which needs an active subscription, so buying one
 * comes first when it lapsed), or else creating it anew with its settings and a new draft (no slot came in time, the
 * draft is gone, or any failure a retry cannot mend, a code this app does not know included).
 */
export function failureAction(
  error: Pick<AutobookingFailure, 'code' | 'retryable'> | null | undefined,
  { subscriptionActive }: { subscriptionActive: boolean },
): FailureAction | undefined {
  if (!error) return undefined;
  switch (error.code) {
    case 'supplier_auth_revoked':
      return 'authorize';
    case 'supplier_not_linked':
      return 'choose-supplier';
    case 'subscription_inactive':
      return 'buy-subscription';
    default:
      if (!error.retryable) return 'create-new';
      return subscriptionActive ? 'retry' : 'buy-subscription';
  }
}

/**
 * What helps a paused booking on its card: choosing the supplier when none is linked. The other reasons have their
 * fix in a banner above the list (the subscription, the slot source, a revoked authorisation), said once there.
 */
export function pausedAction(reason: PauseReason): FailureAction | undefined {
  return reason === 'supplier_not_linked' ? 'choose-supplier' : undefined;
}
