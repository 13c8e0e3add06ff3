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

/**
 * What the account says of a subscription's renewal: renewing by itself, switched off, missed (Telegram could not
 * charge the renewal, so the subscription ended), or nothing renews.
 */
export type RenewalState = 'renewing' | 'off' | 'missed' | 'none';

/** How long after a missed renewal the app still reports it: the backend keeps it as long (the contract's rule). */
const missedRenewalShownMs = 30 * 24 * 60 * 60 * 1000;

/**
 * The renewal of the seller's subscription. Only a subscription that is still active can renew or be switched back
 * on. After it ended, nothing renews (whatever a cached renewal says), except that a renewal Telegram could not charge
 * is reported for 30 days after its day, so the seller learns why access stopped; a missed day in the future (a
 * clock set wrong) is not reported.
 */
export function renewalState(
  renewal: { autoRenew: boolean; missedChargeAt?: string } | null | undefined,
  subscriptionActive: boolean,
  now: Date,
): RenewalState {
  if (!renewal) return 'none';
  // A missed renewal ended the subscription: one running again was paid anew, and nothing of it renews.
  if (subscriptionActive) return renewal.missedChargeAt ? 'none' : renewal.autoRenew ? 'renewing' : 'off';
  if (renewal.autoRenew || !renewal.missedChargeAt) return 'none';
  const sinceMissed = now.getTime() - Date.parse(renewal.missedChargeAt);
  return sinceMissed >= 0 && sinceMissed <= missedRenewalShownMs ? 'missed' : 'none';
}
