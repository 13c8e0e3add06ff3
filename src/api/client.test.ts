import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorCode } from './client';

let initData: string | undefined;
vi.mock('@/shared/telegram/session', () => ({ getInitData: () => initData }));

// An absolute base URL: Node's fetch cannot resolve the app's relative one.
vi.stubEnv('VITE_API_BASE_URL', 'http://127.0.0.1:9');
const { api, ApiError, failureMessage, isTimeout, setRequestTimeout } = await import('./client');

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

describe('api client with the answers the boot script of index.html requested', () => {
  const launchData = 'user=%7B%22id%22%3A1%7D&hash=abc';
  afterEach(() => {
    vi.unstubAllGlobals();
    initData = undefined;
    setRequestTimeout(20_000);
  });

  function startReads(answers: Record<string, Promise<Response>>, send?: () => void) {
    vi.stubGlobal('window', { __startReads: { initData: launchData, answers, send } });
    const fetch = vi.fn(async () => Response.json({ ...user, name: 'Из сети' }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('takes the answer instead of a request, once', async () => {
    initData = launchData;
    const fetch = startReads({ '/api/v1/user': Promise.resolve(Response.json(user)) });
    expect((await api.GET('/api/v1/user')).data).toEqual(user);
    expect(fetch).not.toHaveBeenCalled();
    expect((await api.GET('/api/v1/user')).data?.name).toBe('Из сети');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('has the boot script send its reads first when they are not yet sent', async () => {
    initData = launchData;
    const answers: Record<string, Promise<Response>> = {};
    const send = vi.fn(() => {
      answers['/api/v1/user'] = Promise.resolve(Response.json(user));
    });
    const fetch = startReads(answers, send);
    expect((await api.GET('/api/v1/user')).data).toEqual(user);
    expect(send).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the answer to the launch whose init data it carries', async () => {
    initData = 'user=%7B%22id%22%3A2%7D&hash=def';
    const fetch = startReads({ '/api/v1/user': Promise.resolve(Response.json(user)) });
    expect((await api.GET('/api/v1/user')).data?.name).toBe('Из сети');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('matches the query too', async () => {
    initData = launchData;
    const page = { items: [], nextCursor: null, counts: { ACTIVE: 0, COMPLETED: 0, ARCHIVED: 0, ERROR: 0 } };
    const fetch = startReads({ '/api/v1/autobooking?group=active': Promise.resolve(Response.json(page)) });
    await api.GET('/api/v1/autobooking', { params: { query: { group: 'archive' } } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await api.GET('/api/v1/autobooking', { params: { query: { group: 'active' } } })).data).toEqual(page);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('still gives up after the timeout when the early answer never comes', async () => {
    initData = launchData;
    setRequestTimeout(20);
    startReads({ '/api/v1/user': new Promise<Response>(() => undefined) });
    const error = await api.GET('/api/v1/user').catch((caught: unknown) => caught);
    expect(isTimeout(error)).toBe(true);
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
