/**
 * How long the app reads the seller again after Telegram's payment sheet said `paid`, before it says the purchase has
 * not arrived: the sheet's word grants nothing, the backend applies a purchase only when its bot receives
 * `successful_payment`, which normally takes a second or two.
 */
export const paidConfirmationWaitMs = 30_000;

/** The pauses between those reads: quick at first, when the purchase usually arrives, then every few seconds. */
export const paidConfirmationDelaysMs: readonly number[] = [1000, 1000, 2000, 3000, 5000, 5000, 5000, 8000];

/** Whether the payment `paymentId` shows as paid in the seller's history: what it bought has been applied. */
export function isPurchaseApplied(payments: readonly { id: string; status: string }[], paymentId: string): boolean {
  return payments.some((payment) => payment.id === paymentId && payment.status === 'succeeded');
}

/** What the account says of a subscription's renewal: renewing by itself, switched off, or nothing renews. */
export type RenewalState = 'renewing' | 'off' | 'none';

/**
 * The renewal of an active subscription: only a subscription that is still active can renew or be switched back on;
 * after it ended (whatever the cached renewal says) nothing renews.
 */
export function renewalState(
  renewal: { autoRenew: boolean } | null | undefined,
  subscriptionActive: boolean,
): RenewalState {
  if (!renewal || !subscriptionActive) return 'none';
  return renewal.autoRenew ? 'renewing' : 'off';
}
