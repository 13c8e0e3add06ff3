import { useIsFetching, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { userQueryKey, type User } from '@/api/user';
import { ApiError } from '@/api/client';
import type { ViewName } from '@/shared/navigation/views';
import type { KeptScreen } from './answers-saver';
import { hashOf, keptHashes, readsOfLaunch, refreshers, sellerReads } from './kept-reads';
import { forgetKept, isInScope, readKept, type CacheScope } from './kept-store';

/** The queries whose data came from storage, until this session's own answer replaces it. */
const restored = new Set<string>();

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
  // Each answer as if read at the time it was: TanStack Query's `hydrate` would bring its whole module (with
  // `dehydrate`) into the first load for the same.
  for (const { queryKey, state } of queries)
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
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

let firstPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => (firstPainted = resolve));

/** Called once the first view is on screen: the saving side of the kept answers may load from then on. */
export function saveKeptAnswersFromNow() {
  firstPainted();
}

/**
 * Keeps the answers of the launch views' reads in storage from now on, for this user and version, with the
 * snapshot of the launch view on screen when they are saved (`screen`, see start-snapshot.ts). The saving side
 * (answers-saver.ts) loads once the first view is on screen (`saveKeptAnswersFromNow`) and an answer came: it never
 * competes with the first view's reads and code.
 */
export function keepStartAnswers(queryClient: QueryClient, scope: CacheScope, screen?: KeptScreen): () => void {
  let saver: Promise<() => void> | undefined;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !keptHashes.has(event.query.queryHash)) return;
    restored.delete(event.query.queryHash);
    saver ??= painted
      .then(() => import('./answers-saver'))
      .then(
        ({ answersSaver }) => answersSaver(queryClient, scope, screen),
        // Its code did not load (the connection dropped): this answer is not kept, the next one loads it again.
        () => {
          saver = undefined;
          return () => undefined;
        },
      );
    void saver.then((answered) => answered());
  });
}

/** Whether answers restored from storage are being refreshed (the screen shows kept, possibly stale, data). */
export function useRefreshingRestored(): boolean {
  return useIsFetching({ predicate: (query) => restored.has(query.queryHash) }) > 0;
}
