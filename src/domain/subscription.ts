const dayMs = 24 * 60 * 60 * 1000;

/** The subscription is active while its expiry lies in the future. */
export function isSubscriptionActive(expiresAt: string | null | undefined, now: Date): boolean {
  if (!expiresAt) return false;
  const expiry = Date.parse(expiresAt);
  return Number.isFinite(expiry) && expiry > now.getTime();
}

/** Whole days left until expiry, rounded up, never below 0. */
export function remainingDays(expiresAt: string | null | undefined, now: Date): number {
  if (!expiresAt) return 0;
  const expiry = Date.parse(expiresAt);
  if (!Number.isFinite(expiry)) return 0;
  return Math.max(0, Math.ceil((expiry - now.getTime()) / dayMs));
}
