import { ApiError, createApiClient } from './contract-client';
import { getInitData } from '@/shared/telegram/init';

export { ApiError };

// A call that hangs on a bad mobile network fails after this long instead of spinning forever.
let requestTimeoutMs = 20_000;

/** Dev and test builds only (`?apiTimeout=<ms>`, see main.tsx): e2e tests provoke a timeout without waiting 20 s. */
export function setRequestTimeout(ms: number) {
  requestTimeoutMs = ms;
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
    return await fetch(input, { ...init, signal: controller.signal });
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
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Whether the server answered 2xx (so it acted) but the body could not be read as the JSON the contract promises. */
export function isUnreadableSuccess(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 200 && error.status < 300;
}

/** Whether the call was given up after `requestTimeoutMs` without an answer. */
export function isTimeout(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.cause instanceof DOMException && error.cause.name === 'TimeoutError';
}

/** The message to show for a failed call: the server's detail, then its message, then the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.detail || error.body?.message || fallback;
  return fallback;
}
