import { ApiError, errorCodeOf, type ErrorCode } from './client';

// What a failed action tells the seller: read by the views' actions and by views other than the start view, so a
// module of its own, out of the first load.

/**
 * Refusals that say "not now" rather than "no": too many calls, the marketplace (or the provider) down, the same
 * attempt still running, or the Telegram sign-in too old. Their message tells the seller what to do, so a failed
 * action shows it instead of its own failure text; the input stays as it is.
 */
const temporaryRefusals: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'rate_limited',
  'upstream_unavailable',
  'idempotency_in_progress',
  'init_data_expired',
]);

/**
 * Refusals that are the app's own mistake (a request the contract does not allow, an unknown identity) or the
 * server's: their message means nothing to the seller, so a failed action keeps its own text.
 */
const reasonlessRefusals: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'unauthorized',
  'malformed_request',
  'validation_failed',
  'internal_error',
]);

/**
 * What a failed action tells the seller (docs/errors.md#network-rules): the server's message for a temporary refusal;
 * `fallback` followed by the server's message for any other refusal whose code gives a reason (e.g. 'Срок
 * автобронирования истек'); `fallback` alone otherwise.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const code = errorCodeOf(error);
  if (!code || !(error instanceof ApiError) || !error.body) return fallback;
  if (temporaryRefusals.has(code)) return error.body.message;
  return reasonlessRefusals.has(code) ? fallback : `${fallback}. ${error.body.message}`;
}
