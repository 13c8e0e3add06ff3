import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorCode } from './client';

let initData: string | undefined;
vi.mock('@/shared/telegram/session', () => ({ getInitData: () => initData }));

// An absolute base URL: Node's fetch cannot resolve the app's relative one.
vi.stubEnv('VITE_API_BASE_URL', 'http://127.0.0.1:9');
const { api, ApiError, isTimeout, setRequestTimeout } = await import('./client');
const { failureMessage } = await import('./failure-message');

const user = {
  name: 'Продавец',
  autobookingCount: 0,
  subscriptionExpiresAt: null,
  payments: [],
  agreeTerms: true,
  authMessageSent: false,
};

// Engines of older Telegram clients (iOS before 17.4) lack these; every call must still work there.
const missingApis = ['any', 'timeout'] as const;
const saved = missingApis.map((name) => [name, Object.getOwnPropertyDescriptor(AbortSignal, name)] as const);

describe('api client in an engine without AbortSignal.any and AbortSignal.timeout', () => {
  beforeEach(() => {
    for (const name of missingApis) Reflect.deleteProperty(AbortSignal, name);
  });
  afterEach(() => {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(AbortSignal, name, descriptor);
    vi.unstubAllGlobals();
    setRequestTimeout(20_000);
  });

  it('answers a call', async () => {
    expect('any' in AbortSignal).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(user)),
    );
    const { data } = await api.GET('/api/v1/user');
    expect(data).toEqual(user);
  });

  it('gives up after the timeout with a TimeoutError', async () => {
    setRequestTimeout(20);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('The request timed out.', 'TimeoutError')),
            ),
          ),
      ),
    );
    const error = await api.GET('/api/v1/user').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(isTimeout(error)).toBe(true);
  });

  it("passes the caller's abort through", async () => {
    let reportSignal: (signal: AbortSignal | undefined) => void = () => {};
    const fetchCalled = new Promise<AbortSignal | undefined>((resolve) => (reportSignal = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        reportSignal(init?.signal ?? undefined);
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }),
    );
    const caller = new AbortController();
    const call = api.GET('/api/v1/user', { signal: caller.signal }).catch((caught: unknown) => caught);
    const signal = await fetchCalled;
    caller.abort();
    const error = await call;
    expect(signal?.aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(isTimeout(error)).toBe(false);
  });
});

describe('failureMessage', () => {
  const refused = (status: number, code: ErrorCode, message: string) =>
    new ApiError(status, { code, message }, 'updateAutobooking');
  const fallback = 'Не удалось обновить автобронирование';

  it('keeps the reason of a refusal after the action’s own text', () => {
    expect(failureMessage(refused(409, 'autobooking_expired', 'Срок автобронирования истек'), fallback)).toBe(
      'Не удалось обновить автобронирование. Срок автобронирования истек',
    );
  });

  it('shows a temporary refusal’s message alone, and only the action’s text for reasonless failures', () => {
    expect(failureMessage(refused(429, 'rate_limited', 'Слишком много запросов'), fallback)).toBe(
      'Слишком много запросов',
    );
    expect(failureMessage(refused(500, 'internal_error', 'Внутренняя ошибка сервера'), fallback)).toBe(fallback);
    expect(failureMessage(refused(422, 'validation_failed', 'Некорректный запрос'), fallback)).toBe(fallback);
    expect(failureMessage(new ApiError(0, undefined, 'updateAutobooking'), fallback)).toBe(fallback);
  });
});
