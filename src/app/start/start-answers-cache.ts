import {
  dehydrate,
  hydrate,
  useIsFetching,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { autobookingsQueryOptions } from '@/api/autobookings';
import { tariffsQueryOptions } from '@/api/tariffs';
import { triggersQueryKey, triggersQueryOptions } from '@/api/triggers';
import { userQueryKey, userQueryOptions, type User } from '@/api/user';
import { warehousesQueryOptions } from '@/api/warehouses';
import { ApiError } from '@/api/client';
import type { ViewName } from '@/shared/navigation/views';
import { launchViews, type LaunchRead } from './launch-manifest';
import {
  forgetKept,
  isInScope,
  readKept,
  storageKey,
  type CacheScope,
  type ScreenSnapshot,
  type StoredAnswers,
} from './kept-store';

/** Answers arrive in a burst at start-up: one write after it, not one per answer. */
const saveDelayMs = 1000;
/**
 * How many more times, a save delay apart, to look for the launch view at rest when a save found none: a read or
 * write still under way on a busy phone would otherwise leave the next launch without its snapshot.
 */
const screenRetries = 3;

const hashOf = (key: QueryKey) => JSON.stringify(key);

/** The autobooking list the app opens with (active, no search); other groups and searches are not kept. */
const startListKey = autobookingsQueryOptions().queryKey;

/**
 * The kept reads, each with its query's key and how to read it afresh: with its query's own options, as a restored
 * query has no function to read it. Every read of a launch view has one (the type says so).
 */
const keptReads: Record<LaunchRead, { key: QueryKey; refresh: (queryClient: QueryClient) => Promise<unknown> }> = {
  '/api/v1/user': {
    key: userQueryKey,
    refresh: (queryClient) => queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 }),
  },
  '/api/v1/warehouses': {
    key: warehousesQueryOptions().queryKey,
    refresh: (queryClient) => queryClient.fetchQuery({ ...warehousesQueryOptions(), staleTime: 0 }),
  },
  '/api/v1/triggers': {
    key: triggersQueryKey,
    refresh: (queryClient) => queryClient.fetchQuery({ ...triggersQueryOptions(), staleTime: 0 }),
  },
  '/api/v1/autobooking?group=active': {
    key: startListKey,
    refresh: (queryClient) => queryClient.fetchInfiniteQuery({ ...autobookingsQueryOptions(), staleTime: 0 }),
  },
  '/api/v1/tariffs': {
    key: tariffsQueryOptions().queryKey,
    refresh: (queryClient) => queryClient.fetchQuery({ ...tariffsQueryOptions(), staleTime: 0 }),
  },
};

const refreshers = Object.fromEntries(
  Object.values<(typeof keptReads)[LaunchRead]>(keptReads).map(({ key, refresh }) => [hashOf(key), refresh]),
);

const keptHashes = new Set(Object.keys(refreshers));

const hashesOf = (reads: readonly LaunchRead[]) => reads.map((read) => hashOf(keptReads[read].key));

/** Any view no launch opens on reads only the seller's data (user, warehouses). */
const sellerReads = hashesOf(['/api/v1/user', '/api/v1/warehouses']);

/** The kept reads each launch view renders: a launch refreshes these at once. */
const readsOfLaunch = new Map<ViewName, string[]>(launchViews.map(({ view, reads }) => [view, hashesOf(reads)]));

/**
 * The views whose screen is kept (launch-manifest.ts), with their reads: a view's snapshot holds only while their
 * answers are unchanged, and React renders a snapshot's data on its first pass (start-snapshot.ts).
 */
const readsOfScreen = new Map<ViewName, string[]>(
  launchViews.filter(({ kept }) => kept).map(({ view, reads }) => [view, hashesOf(reads)]),
);

export const snapshotViews: readonly ViewName[] = [...readsOfScreen.keys()];

const answerOf = (state: DehydratedState, hash: string) =>
  JSON.stringify(state.queries.find((query) => query.queryHash === hash)?.state.data);

/**
 * The snapshots still true to the answers about to be kept: those of `previous` whose reads are unchanged, and the
 * one of the screen now at rest, if any.
 */
function screensFor(
  state: DehydratedState,
  previous: StoredAnswers | undefined,
  scope: CacheScope,
  shown: ScreenSnapshot | undefined,
): Partial<Record<string, string>> {
  const screens: Partial<Record<string, string>> = {};
  if (previous?.userId === scope.userId && previous.version === scope.version && Array.isArray(previous.state?.queries))
    for (const [view, html] of Object.entries(previous.screens ?? {})) {
      const reads = readsOfScreen.get(view as ViewName);
      if (reads?.every((hash) => answerOf(previous.state, hash) === answerOf(state, hash))) screens[view] = html;
    }
  if (shown && readsOfScreen.has(shown.view)) screens[shown.view] = shown.html;
  return screens;
}
const isKept = (query: Query) => keptHashes.has(query.queryHash) && query.state.status === 'success';

/** The queries whose data came from storage, until this session's own answer replaces it. */
const restored = new Set<string>();

/** The first page of a list of pages: a reopen shows the top of the list, and refreshing it reads one page. */
function firstPageOnly(state: DehydratedState): DehydratedState {
  const key = hashOf(startListKey);
  return {
    ...state,
    queries: state.queries.map((query) => {
      const data = query.state.data as { pages: unknown[]; pageParams: unknown[] } | undefined;
      if (query.queryHash !== key || !data) return query;
      return {
        ...query,
        state: { ...query.state, data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } },
      };
    }),
  };
}

/**
 * Whether the cached answer of `queryKey` is one kept from an earlier launch that this session's own answer has not
 * replaced yet. Such an answer may paint a screen, but never refuses the seller anything (see router.tsx).
 */
export function isKeptAnswer(queryKey: QueryKey): boolean {
  return restored.has(hashOf(queryKey));
}

/** The user's fields that decide what the seller may open: a change re-takes the decisions made on the kept one. */
function sameAccess(kept: unknown, fresh: unknown): boolean {
  const fields = (user: unknown) => {
    const { agreeTerms, supplierId, subscriptionExpiresAt } = (user ?? {}) as Partial<User>;
    return JSON.stringify([agreeTerms, supplierId, subscriptionExpiresAt]);
  };
  return fields(kept) === fields(fresh);
}

/**
 * Puts the kept answers of this user and version into the cache and reads those of the launch view afresh in the
 * background; the others are marked stale, so they are read afresh when a view showing them opens, not before the
 * launch view's. Returns the keys of what was restored. Anything else in storage is removed.
 */
export function restoreStartAnswers(
  queryClient: QueryClient,
  scope: CacheScope,
  launchView: ViewName,
  now = Date.now(),
  onAccessChanged: () => void = () => undefined,
): QueryKey[] {
  const stored = readKept();
  if (!stored) return [];
  if (!isInScope(stored, scope, now) || !Array.isArray(stored.state?.queries)) {
    forgetKept();
    return [];
  }
  const queries = stored.state.queries.filter((query) => keptHashes.has(query.queryHash));
  hydrate(queryClient, { ...stored.state, queries });
  const launchReads = readsOfLaunch.get(launchView) ?? sellerReads;
  for (const query of queries) {
    restored.add(query.queryHash);
    if (launchReads.includes(query.queryHash))
      // A failure stays on the query: the screen keeps the kept answer, as with any failed background refresh,
      // unless the server refuses the init data itself.
      refreshers[query.queryHash]?.(queryClient).then(
        (fresh) => {
          if (query.queryHash === hashOf(userQueryKey) && !sameAccess(query.state.data, fresh)) onAccessChanged();
        },
        (error: unknown) => {
          // The server no longer accepts this launch's init data: nothing kept of this user is shown again, and the
          // views refuse with the user's error (router.tsx).
          if (query.queryHash !== hashOf(userQueryKey) || !(error instanceof ApiError && error.status === 401)) return;
          forgetKept();
          onAccessChanged();
        },
      );
    else void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
  }
  return queries.map((query) => query.queryKey);
}

/**
 * Keeps the answers of the launch views' reads in storage from now on, for this user and version, with the
 * snapshot of the launch view on screen when they are saved (`screen`, see start-snapshot.ts).
 */
export function keepStartAnswers(
  queryClient: QueryClient,
  scope: CacheScope,
  screen?: () => ScreenSnapshot | undefined,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lookTimer: ReturnType<typeof setTimeout> | undefined;
  let retriesLeft = screenRetries;
  const lookAgain = () => {
    lookTimer = undefined;
    const shown = screen?.();
    if (shown) save(shown);
    else if (retriesLeft-- > 0) lookTimer = setTimeout(lookAgain, saveDelayMs);
  };
  const save = (shown = screen?.()) => {
    timer = undefined;
    if (screen && !shown && retriesLeft-- > 0) lookTimer = setTimeout(lookAgain, saveDelayMs);
    const state = firstPageOnly(dehydrate(queryClient, { shouldDehydrateQuery: isKept }));
    const screens = screensFor(state, readKept(), scope, shown);
    const stored: StoredAnswers = {
      userId: scope.userId,
      version: scope.version,
      savedAt: Date.now(),
      state,
      screens,
    };
    try {
      localStorage.setItem(storageKey, JSON.stringify(stored));
    } catch {
      // Full or unavailable storage: the next launch just waits for the API.
    }
  };
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !keptHashes.has(event.query.queryHash)) return;
    restored.delete(event.query.queryHash);
    // The save of this answer looks for the screen afresh.
    clearTimeout(lookTimer);
    retriesLeft = screenRetries;
    timer ??= setTimeout(() => save(), saveDelayMs);
  });
}

/** Whether answers restored from storage are being refreshed (the screen shows kept, possibly stale, data). */
export function useRefreshingRestored(): boolean {
  return useIsFetching({ predicate: (query) => restored.has(query.queryHash) }) > 0;
}
