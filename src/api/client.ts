import { ApiError, createApiClient, type ErrorCode } from './contract-client';
import { getInitData } from '@/shared/telegram/session';

export { ApiError, type ErrorCode };

// A call that hangs on a bad mobile network fails after this long instead of spinning forever.
let requestTimeoutMs = 20_000;

/** Dev and test builds only (`?apiTimeout=<ms>`, see main.tsx): e2e tests provoke a timeout without waiting 20 s. */
export function setRequestTimeout(ms: number) {
  requestTimeoutMs = ms;
}

/** An answer already on its way for a request, taken once; undefined when the request must be sent. */
type EarlyAnswer = (request: Request) => Promise<Response> | undefined;

let earlyAnswerOf: EarlyAnswer = () => undefined;

/**
 * Lets the client take answers sent before the app's code ran (the launch view's reads the boot script sent with
 * the page) instead of asking again. Set once, before the first call.
 */
export function takeEarlyAnswersFrom(early: EarlyAnswer) {
  earlyAnswerOf = early;
}

/** The answer, or a rejection with the signal's reason once it aborts (an answer sent earlier cannot be aborted). */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    // As fetch does: the signal's reason, or an AbortError in engines without abort reasons.
    const onAbort = () =>
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'),
      );
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Aborts when the caller's signal does, or after `requestTimeoutMs` with a `TimeoutError`. One controller and a
 * timer, because `AbortSignal.any` (iOS 17.4+) and `AbortSignal.timeout` (iOS 16+) are missing from older Telegram
 * WebViews, where every call would fail; engines without abort reasons still report the timeout as one.
 */
async function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit) {
  const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  const controller = new AbortController();
  let timedOut = false;
  const onOwnAbort = () => controller.abort(own?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
  }, requestTimeoutMs);
  if (own?.aborted) onOwnAbort();
  else own?.addEventListener('abort', onOwnAbort, { once: true });
  try {
    const early = input instanceof Request ? earlyAnswerOf(input) : undefined;
    return await (early
      ? untilAborted(early, controller.signal)
      : fetch(input, { ...init, signal: controller.signal }));
  } catch (error) {
    throw timedOut ? new DOMException('The request timed out.', 'TimeoutError') : error;
  } finally {
    clearTimeout(timer);
    own?.removeEventListener('abort', onOwnAbort);
  }
}

/** The one typed client of the contract. Relative base URL: /api is served from the app's own origin. */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  getInitData,
  fetch: fetchWithTimeout,
});

/** The data of a successful call (the client throws `ApiError` for every failure). */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  if (data === undefined) throw new ApiError(0, undefined, undefined, new Error('Empty response'));
  return data;
}

/** Whether a failed query is worth retrying: dropped connections, timeouts and server errors, not 4xx. */
export function isRetryable(error: unknown): boolean {
  return (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 408 ||
    error.status === 429
  );
}

/** Whether the call was given up after `requestTimeoutMs` without an answer. */
export function isTimeout(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 0 &&
    error.cause instanceof DOMException &&
    error.cause.name === 'TimeoutError'
  );
}

/** The contract's error code of a failed call; undefined for dropped connections, timeouts and unreadable answers. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The message to show for a failed call: the server's detail, then its message, then the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.detail || error.body?.message || fallback;
  return fallback;
}
