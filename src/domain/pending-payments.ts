/** Statuses of a payment the provider still waits for (docs/store-and-payments.md). */
const pendingStatuses: readonly string[] = ['pending', 'waiting_for_capture'];

/** How long a started, unpaid payment is still offered as waiting: the provider cancels unpaid ones within a day. */
const pendingWindowMs = 24 * 60 * 60 * 1000;

/** The payments of the last day the provider still waits for, newest first (docs/store-and-payments.md). */
export function recentPendingPayments<T extends { status: string; createdAt: string }>(
  payments: readonly T[],
  now: Date,
): T[] {
  return payments
    .filter(
      (payment) =>
        pendingStatuses.includes(payment.status) && now.getTime() - Date.parse(payment.createdAt) < pendingWindowMs,
    )
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * The provider's page where a pending card payment can still be finished ('Продолжить оплату'): only while the
 * payment waits and its page has not expired; otherwise none, and the seller starts a new payment.
 */
export function resumeUrl(
  payment: { status: string; method?: string; resume?: { url: string; expiresAt: string } | null },
  now: Date,
): string | undefined {
  if (payment.method === 'stars' || !payment.resume || !pendingStatuses.includes(payment.status)) return undefined;
  return Date.parse(payment.resume.expiresAt) > now.getTime() ? payment.resume.url : undefined;
}
