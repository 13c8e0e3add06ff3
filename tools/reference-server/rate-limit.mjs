// A seller's rate limit as the contract's floor describes it (Rate limits): within any 60 seconds a number of calls,
// and among them a number of writes. A write changes something; the read-only POSTs count as reads.

const windowMs = 60_000;

/** The POSTs that only read: they count as reads. */
const readOnlyPosts = new Set([
  'listDrafts',
  'listDraftGoods',
  'listTransitWarehouses',
  'validateWarehouse',
  'validateSupplierAuth',
]);

/**
 * @typedef {object} RateLimit
 * @property {number} calls calls admitted per seller within any 60 seconds
 * @property {number} writes writes admitted among them
 * @property {boolean} [readOnlyPostsAreWrites] counts every POST as a write (a 2.1 backend's way)
 * @property {() => number} [now] the limiter's clock (a test moves it instead of waiting)
 */

/**
 * A sliding-window limiter per seller. `admit` answers the seconds to wait (`Retry-After`, 1–60) when the call is
 * refused, else records it and answers 0; waiting that long frees the oldest admitted call the refusal was about.
 * @param {RateLimit} limit
 * @param {() => number} serverNow
 */
export function rateLimiter(limit, serverNow) {
  const now = limit.now ?? serverNow;
  /** @type {Map<number, { calls: number[], writes: number[] }>} */
  const admitted = new Map();
  return {
    /**
     * @param {number} sellerId
     * @param {{ operationId: string, method: string }} op
     */
    admit(sellerId, op) {
      const at = now();
      const seen = admitted.get(sellerId) ?? { calls: [], writes: [] };
      admitted.set(sellerId, seen);
      seen.calls = seen.calls.filter((t) => t > at - windowMs);
      seen.writes = seen.writes.filter((t) => t > at - windowMs);
      const write = op.method !== 'GET' && (limit.readOnlyPostsAreWrites || !readOnlyPosts.has(op.operationId));
      const full =
        seen.calls.length >= limit.calls
          ? seen.calls
          : write && seen.writes.length >= limit.writes
            ? seen.writes
            : null;
      // The window never holds more than the limit, so the oldest admitted call leaving it makes room.
      if (full) return Math.min(60, Math.max(1, Math.ceil(((full[0] ?? at) + windowMs - at) / 1000)));
      seen.calls.push(at);
      if (write) seen.writes.push(at);
      return 0;
    },
  };
}
