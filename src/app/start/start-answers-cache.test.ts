// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autobookingsQueryOptions } from '@/api/autobookings';
import { tariffsQueryOptions } from '@/api/tariffs';
import { triggersQueryKey } from '@/api/triggers';
import { userQueryKey } from '@/api/user';
import { ApiError, type ApiErrorBody } from '@/api/contract-client';
import { isKeptAnswer, keepStartAnswers, restoreStartAnswers, saveKeptAnswersFromNow } from './start-answers-cache';
import { maxAgeMs, storageKey } from './kept-store';

// The user's read, answered by each test (Node's fetch cannot take the app's relative URLs).
const server = vi.hoisted(() => ({ answer: (): Promise<unknown> => new Promise(() => undefined) }));
vi.mock('@/api/user', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/api/user')>();
  return {
    ...original,
    userQueryOptions: () => ({ ...original.userQueryOptions(), queryFn: () => server.answer(), retry: false }),
  };
});

const scope = { userId: 279058397, version: '1.0.0+abc' };
const user = {
  name: 'Продавец',
  supplierId: 'a1b2',
  supplierName: 'ООО Ромашка',
  autobookingCount: 3,
  agreeTerms: false,
  subscriptionExpiresAt: '2026-12-21T09:00:00.000Z',
};
const triggers = [{ id: 1 }, { id: 2 }];
const tariffs = { plans: [{ id: 'sub_1m' }], packs: [] };
// Untyped, as the tariffs above are a sketch of the real price list.
const tariffsQueryKey: readonly unknown[] = [...tariffsQueryOptions().queryKey];
// The start list's key, untyped: the kept pages below are sketches of the real answers.
const autobookingsQueryKey: readonly unknown[] = [...autobookingsQueryOptions().queryKey];
const pages = {
  pages: [
    { items: [{ id: 1 }], nextCursor: 'after-1' },
    { items: [{ id: 2 }], nextCursor: null },
  ],
  pageParams: [null, 'after-1'],
};

/** Lets the cache report its answers (in a timer tick) and the saving side, which the first one loads, arrive. */
async function saverLoaded() {
  await vi.advanceTimersByTimeAsync(0);
  await vi.dynamicImportSettled();
}

/** A session that received these answers and kept them. */
async function keptSession(now: number) {
  vi.setSystemTime(now);
  const queryClient = new QueryClient();
  const stop = keepStartAnswers(queryClient, scope);
  queryClient.setQueryData(userQueryKey, user);
  queryClient.setQueryData(triggersQueryKey, triggers);
  queryClient.setQueryData(autobookingsQueryKey, pages);
  queryClient.setQueryData(tariffsQueryKey, tariffs);
  queryClient.setQueryData(['drafts'], [{ id: 'not kept' }]);
  queryClient.setQueryData(['autobookings', 'archive', ''], pages);
  await saverLoaded();
  await vi.runAllTimersAsync();
  stop();
}

// The first view is on screen: the saving side loads with the first answer.
saveKeptAnswersFromNow();

beforeEach(() => {
  vi.useFakeTimers();
  // The background refresh of restored answers: never answered here.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

afterEach(() => {
  server.answer = () => new Promise(() => undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('start answers kept between launches', () => {
  it("restores the same user's answers of the same version, the first page of a paged list only", async () => {
    await keptSession(Date.UTC(2026, 10, 21, 9));
    const queryClient = new QueryClient();
    const restored = restoreStartAnswers(queryClient, scope, 'triggers-main', Date.UTC(2026, 10, 21, 18));
    expect(restored).toHaveLength(4);
    expect(queryClient.getQueryData(userQueryKey)).toEqual(user);
    expect(queryClient.getQueryData(triggersQueryKey)).toEqual(triggers);
    expect(queryClient.getQueryData(autobookingsQueryKey)).toEqual({
      pages: pages.pages.slice(0, 1),
      pageParams: pages.pageParams.slice(0, 1),
    });
    expect(queryClient.getQueryData(tariffsQueryKey)).toEqual(tariffs);
    expect(queryClient.getQueryData(['drafts'])).toBeUndefined();
    expect(queryClient.getQueryData(['autobookings', 'archive', ''])).toBeUndefined();
  });

  it.each([
    ['triggers-main', [userQueryKey, triggersQueryKey], [autobookingsQueryKey, tariffsQueryKey]],
    ['store-subscription', [userQueryKey, tariffsQueryKey], [triggersQueryKey, autobookingsQueryKey]],
    ['terms', [userQueryKey], [triggersQueryKey, autobookingsQueryKey, tariffsQueryKey]],
  ] as const)(
    'on a launch into %s reads afresh at once only what that view shows, and marks the rest stale',
    async (launchView, read, stale) => {
      await keptSession(Date.UTC(2026, 10, 21, 9));
      const queryClient = new QueryClient();
      restoreStartAnswers(queryClient, scope, launchView, Date.UTC(2026, 10, 21, 10));
      for (const key of read) {
        expect(queryClient.getQueryState(key)?.fetchStatus, JSON.stringify(key)).toBe('fetching');
        expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);
      }
      for (const key of stale) {
        expect(queryClient.getQueryState(key)?.fetchStatus, JSON.stringify(key)).toBe('idle');
        expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
      }
    },
  );

  it.each([
    ['another user', { ...scope, userId: 1 }, Date.UTC(2026, 10, 21, 10)],
    ['another contract or build', { ...scope, version: '2.0.0+abc' }, Date.UTC(2026, 10, 21, 10)],
    // Written a second after the answers came (one write per burst).
    ['answers older than the age limit', scope, Date.UTC(2026, 10, 21, 9) + 1000 + maxAgeMs],
    ['answers from the future (a clock set back)', scope, Date.UTC(2026, 10, 21, 8)],
  ])('restores nothing for %s, and forgets what was kept', async (_case, otherScope, now) => {
    await keptSession(Date.UTC(2026, 10, 21, 9));
    const queryClient = new QueryClient();
    expect(restoreStartAnswers(queryClient, otherScope, 'triggers-main', now)).toEqual([]);
    expect(queryClient.getQueryData(userQueryKey)).toBeUndefined();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('survives unreadable storage', () => {
    localStorage.setItem(storageKey, '{broken');
    expect(restoreStartAnswers(new QueryClient(), scope, 'triggers-main')).toEqual([]);
  });

  it('saves nothing before the first view is on screen, and the answers that came once it is', async () => {
    vi.resetModules();
    const beforePaint = await import('./start-answers-cache');
    const queryClient = new QueryClient();
    const stop = beforePaint.keepStartAnswers(queryClient, scope);
    queryClient.setQueryData(userQueryKey, user);
    await saverLoaded();
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(storageKey)).toBeNull();
    beforePaint.saveKeptAnswersFromNow();
    await saverLoaded();
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(storageKey)).not.toBeNull();
    stop();
  });

  it('writes once after a burst of answers', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await keptSession(Date.UTC(2026, 10, 21, 9));
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  describe('with the snapshot of the launch view on screen', () => {
    const stored = () => JSON.parse(localStorage.getItem(storageKey) ?? '{}') as { screens?: Record<string, string> };
    /** A session that keeps answers while `view` is on screen (undefined: no launch view at rest). */
    async function session(view: 'triggers-main' | 'autobookings-main' | undefined, own = scope) {
      const queryClient = new QueryClient();
      queryClient.setQueryData(userQueryKey, user);
      queryClient.setQueryData(triggersQueryKey, triggers);
      queryClient.setQueryData(autobookingsQueryKey, pages);
      const stop = keepStartAnswers(queryClient, own, () => (view ? { view, html: `<div>${view}</div>` } : undefined));
      // An answer after the keeping began: what makes it write.
      queryClient.setQueryData(userQueryKey, user);
      await saverLoaded();
      await vi.runAllTimersAsync();
      stop();
      return queryClient;
    }

    it('keeps the screen with the answers, and the screens of other views while their answers are the same', async () => {
      await session('triggers-main');
      expect(stored().screens).toEqual({ 'triggers-main': '<div>triggers-main</div>' });
      await session('autobookings-main');
      expect(stored().screens).toEqual({
        'triggers-main': '<div>triggers-main</div>',
        'autobookings-main': '<div>autobookings-main</div>',
      });
    });

    it('looks again for a screen not yet at rest when the answers are saved, a few times, writing only once it is', async () => {
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      let atRest = false;
      const queryClient = new QueryClient();
      const stop = keepStartAnswers(queryClient, scope, () =>
        atRest ? { view: 'triggers-main', html: '<div>at rest</div>' } : undefined,
      );
      queryClient.setQueryData(userQueryKey, user);
      await saverLoaded();
      await vi.advanceTimersByTimeAsync(1000);
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(stored().screens).toEqual({});
      // Still busy a second later: nothing more is written.
      await vi.advanceTimersByTimeAsync(1000);
      expect(setItem).toHaveBeenCalledTimes(1);
      atRest = true;
      await vi.advanceTimersByTimeAsync(1000);
      expect(setItem).toHaveBeenCalledTimes(2);
      expect(stored().screens).toEqual({ 'triggers-main': '<div>at rest</div>' });

      // Never at rest: it gives up after three more looks.
      atRest = false;
      queryClient.setQueryData(userQueryKey, { ...user, autobookingCount: 4 });
      await vi.runAllTimersAsync();
      expect(vi.getTimerCount()).toBe(0);
      expect(setItem).toHaveBeenCalledTimes(3);
      stop();
    });

    it("drops another view's screen once an answer it shows has changed, and every screen of another user", async () => {
      await session('triggers-main');
      const queryClient = new QueryClient();
      queryClient.setQueryData(userQueryKey, user);
      queryClient.setQueryData(triggersQueryKey, [{ id: 1 }]);
      queryClient.setQueryData(autobookingsQueryKey, pages);
      const stop = keepStartAnswers(queryClient, scope, () => ({ view: 'autobookings-main', html: '<div>a</div>' }));
      queryClient.setQueryData(triggersQueryKey, [{ id: 1 }]);
      await saverLoaded();
      await vi.runAllTimersAsync();
      stop();
      expect(stored().screens).toEqual({ 'autobookings-main': '<div>a</div>' });

      await session(undefined, { ...scope, userId: 1 });
      expect(stored().screens).toEqual({});
    });
  });
});

describe('the server decides over kept answers', () => {
  // The query cache reports in timer ticks.
  const settle = () => vi.advanceTimersByTimeAsync(100);
  const serverAnswers = (status: number, body: unknown) => {
    server.answer = () =>
      status < 400 ? Promise.resolve(body) : Promise.reject(new ApiError(status, body as ApiErrorBody, 'getUser'));
  };
  const launch = async () => {
    await keptSession(Date.UTC(2026, 10, 21, 9));
    const queryClient = new QueryClient();
    const onAccessChanged = vi.fn();
    restoreStartAnswers(queryClient, scope, 'terms', Date.UTC(2026, 10, 21, 10), onAccessChanged);
    return { queryClient, onAccessChanged };
  };

  it('marks restored answers as kept until this session answers them', async () => {
    serverAnswers(200, user);
    const { queryClient } = await launch();
    expect(isKeptAnswer(userQueryKey)).toBe(true);
    const stop = keepStartAnswers(queryClient, scope);
    await settle();
    expect(isKeptAnswer(userQueryKey)).toBe(false);
    stop();
  });

  it.each([
    ['the terms accepted', { agreeTerms: true }],
    ['the supplier unlinked', { supplierId: null, supplierName: null }],
    ['the subscription renewed', { subscriptionExpiresAt: '2027-01-20T09:00:00.000Z' }],
  ])('takes the access decisions again when the server answers %s', async (_case, change) => {
    serverAnswers(200, { ...user, ...change });
    const { onAccessChanged } = await launch();
    await settle();
    expect(onAccessChanged).toHaveBeenCalledTimes(1);
  });

  it('keeps the decisions when the access fields are unchanged', async () => {
    serverAnswers(200, { ...user, autobookingCount: 2 });
    const { queryClient, onAccessChanged } = await launch();
    await settle();
    expect(queryClient.getQueryState(userQueryKey)?.fetchStatus).toBe('idle');
    expect(onAccessChanged).not.toHaveBeenCalled();
  });

  it('forgets what was kept and decides again when the server refuses the init data', async () => {
    serverAnswers(401, { code: 'init_data_expired', message: 'Сессия устарела' });
    const { onAccessChanged } = await launch();
    await settle();
    expect(onAccessChanged).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('keeps what was kept through any other failed refresh', async () => {
    serverAnswers(500, { code: 'internal_error', message: 'Ошибка' });
    const { queryClient, onAccessChanged } = await launch();
    await settle();
    expect(queryClient.getQueryState(userQueryKey)?.status).toBe('error');
    expect(onAccessChanged).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKey)).not.toBeNull();
  });
});
