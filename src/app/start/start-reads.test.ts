import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeStartRead } from './start-reads';

let initData: string | undefined;
vi.mock('@/shared/telegram/session', () => ({ getInitData: () => initData }));

// An absolute base URL: Node's fetch cannot resolve the app's relative one.
vi.stubEnv('VITE_API_BASE_URL', 'http://127.0.0.1:9');
const { api, isTimeout, setRequestTimeout, takeEarlyAnswersFrom } = await import('@/api/client');
// As main.tsx does.
takeEarlyAnswersFrom(takeStartRead);

const user = {
  name: 'Продавец',
  autobookingCount: 0,
  subscriptionExpiresAt: null,
  payments: [],
  agreeTerms: true,
  authMessageSent: false,
};

describe('api client with the answers the boot script requested', () => {
  const launchData = 'user=%7B%22id%22%3A1%7D&hash=abc';
  afterEach(() => {
    vi.unstubAllGlobals();
    initData = undefined;
    setRequestTimeout(20_000);
  });

  function startReads(answers: Record<string, Promise<Response>>, send?: () => void) {
    vi.stubGlobal('window', { __slotsBoot: { startReads: { initData: launchData, answers, send } } });
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
