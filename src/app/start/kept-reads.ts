import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { autobookingsQueryOptions } from '@/api/autobookings';
import { tariffsQueryOptions } from '@/api/tariffs';
import { triggersQueryKey, triggersQueryOptions } from '@/api/triggers';
import { userQueryKey, userQueryOptions } from '@/api/user';
import { warehousesQueryOptions } from '@/api/warehouses';
import type { ViewName } from '@/shared/navigation/views';
import { launchViews, type LaunchRead } from './launch-manifest';

// The reads whose answers are kept between launches (kept-store.ts), shared by the side that restores them at
// start-up (start-answers-cache.ts) and the side that saves them once answered (answers-saver.ts).

export const hashOf = (key: QueryKey) => JSON.stringify(key);

/** The autobooking list the app opens with (active, no search); other groups and searches are not kept. */
export const startListKey = autobookingsQueryOptions().queryKey;

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

/** How to read each kept answer afresh, by its query's hash. */
export const refreshers = Object.fromEntries(
  Object.values<(typeof keptReads)[LaunchRead]>(keptReads).map(({ key, refresh }) => [hashOf(key), refresh]),
);

export const keptHashes = new Set(Object.keys(refreshers));

const hashesOf = (reads: readonly LaunchRead[]) => reads.map((read) => hashOf(keptReads[read].key));

/** Any view no launch opens on reads only the seller's data (user, warehouses). */
export const sellerReads = hashesOf(['/api/v1/user', '/api/v1/warehouses']);

/** The kept reads each launch view renders: a launch refreshes these at once. */
export const readsOfLaunch = new Map<ViewName, string[]>(launchViews.map(({ view, reads }) => [view, hashesOf(reads)]));

/**
 * The views whose screen is kept (launch-manifest.ts), with their reads: a view's snapshot holds only while their
 * answers are unchanged, and React renders a snapshot's data on its first pass (start-snapshot.ts).
 */
export const readsOfScreen = new Map<ViewName, string[]>(
  launchViews.filter(({ kept }) => kept).map(({ view, reads }) => [view, hashesOf(reads)]),
);

export const snapshotViews: readonly ViewName[] = [...readsOfScreen.keys()];
