import { isSubscriptionActive } from './subscription';

// Apart from the slot's search params (slot-prefill.ts), which the router reads at launch: only the views that book
// a slot need this, and they load later.

/** What a booking needs of the seller, as the user read says it. */
interface BookingAccess {
  agreeTerms: boolean;
  supplierId: string | null;
  subscriptionExpiresAt: string | null;
  autobookingCount: number;
}

/**
 * Where 'Забронировать' on a slot leads (paywall before effort, as from the bookings list): what is missing first,
 * the terms, a supplier, a subscription, a credit; the prefilled autobooking form once nothing is.
 */
export function slotBookingStep(
  access: BookingAccess,
  now: Date,
): 'terms' | 'autobookings-main' | 'store-subscription' | 'store-bookings' | 'autobookings-form' {
  if (!access.agreeTerms) return 'terms';
  if (!access.supplierId) return 'autobookings-main';
  if (!isSubscriptionActive(access.subscriptionExpiresAt, now)) return 'store-subscription';
  if (access.autobookingCount <= 0) return 'store-bookings';
  return 'autobookings-form';
}
