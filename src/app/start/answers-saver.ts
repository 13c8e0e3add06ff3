import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { ViewName } from '@/shared/navigation/views';
import { hashOf, keptHashes, readsOfScreen, startListKey } from './kept-reads';
import { readKept, storageKey, type CacheScope, type ScreenSnapshot, type StoredAnswers } from './kept-store';
import { screenAtRest } from './start-snapshot';

// The saving side of the kept answers (start-answers-cache.ts): loaded with the first answer worth keeping, as
// nothing is saved before the first view is on screen.

/** Answers arrive in a burst at start-up: one write after it, not one per answer. */
const saveDelayMs = 1000;
/**
 * How many more times, a save delay apart, to look for the launch view at rest when a save found none: a read or
 * write still under way on a busy phone would otherwise leave the next launch without its snapshot.
 */
const screenRetries = 3;

/** The launch view on screen at rest, if any, found with start-snapshot.ts' rule (`atRest`). */
export type KeptScreen = (atRest: typeof screenAtRest) => ScreenSnapshot | undefined;

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
 * Saves the kept answers of this user and version a save delay after each burst of them, with the snapshot of the
 * launch view on screen then (`keptScreen`). Returns what to call on each new answer.
 */
export function answersSaver(queryClient: QueryClient, scope: CacheScope, keptScreen?: KeptScreen): () => void {
  const screen = keptScreen && (() => keptScreen(screenAtRest));
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
  return () => {
    // The save of this answer looks for the screen afresh.
    clearTimeout(lookTimer);
    retriesLeft = screenRetries;
    timer ??= setTimeout(() => save(), saveDelayMs);
  };
}
