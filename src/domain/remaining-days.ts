// Apart from the subscription's rule (subscription.ts), which the first view reads: only the account and the store
// count the days.

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days left until expiry, rounded up, never below 0. */
export function remainingDays(expiresAt: string | null | undefined, now: Date): number {
  if (!expiresAt) return 0;
  const expiry = Date.parse(expiresAt);
  if (!Number.isFinite(expiry)) return 0;
  return Math.max(0, Math.ceil((expiry - now.getTime()) / dayMs));
}
