import { ApiError, createApiClient } from '@generated/client';
import { getInitData } from '@/shared/telegram/init';

export { ApiError };

// A call that hangs on a bad mobile network fails after this long instead of spinning forever.
let requestTimeoutMs = 20_000;

/** Dev and test builds only (`?apiTimeout=<ms>`, see main.tsx): e2e tests provoke a timeout without waiting 20 s. */
export function setRequestTimeout(ms: number) {
  requestTimeoutMs = ms;
}

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit) {
  const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  return fetch(input, { ...init, signal: own ? AbortSignal.any([own, timeout]) : timeout });
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
