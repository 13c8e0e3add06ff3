import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { SchemaAutobookingCounts, SchemaAutobookingStatus } from '@generated/schema';
import { uniqueBy } from '@/shared/lib/unique-by';
import {
  autobookingsQueryKey,
  type Autobooking,
  type AutobookingCursor,
  type AutobookingFilter,
  type AutobookingGroup,
  type AutobookingPage,
} from './autobookings';
import { isTodayResultsKey } from './autobookings-today';
import { ApiError } from './client';

// After every action the cached lists are kept right locally, without asking the server again. The server pages
// by keyset cursor, so a local edit never disturbs the pages still to come: a booking that leaves a list just goes,
// and one that joins a list goes to its place in the order if that place lies among the loaded pages (otherwise a
// later page brings it). Counts follow the search, so a list is edited only when the booking is known to match its
// search; any other list is refetched when next shown.

/** The filter a list's key stands for; `undefined` for a key of another shape. */
export function filterOfKey(key: readonly unknown[]): AutobookingFilter | undefined {
  const [root, group, search] = key;
  if (root !== autobookingsQueryKey[0] || typeof group !== 'string' || typeof search !== 'string') return undefined;
  return { group: group as AutobookingGroup, search };
}

/**
 * The server refused a cursor it did not issue for this list (e.g. its cursor format changed with a deploy):
 * the list is read again from its first page.
 */
export function isRefusedCursor(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'validation_failed' &&
    (error.body?.errors ?? []).some((field) => field.in === 'query' && field.path === '/cursor')
  );
}

export type AutobookingPages = InfiniteData<AutobookingPage, AutobookingCursor>;
export type AutobookingCounts = SchemaAutobookingCounts;
type AutobookingStatus = SchemaAutobookingStatus;

const noCounts: AutobookingCounts = { ACTIVE: 0, COMPLETED: 0, ARCHIVED: 0, ERROR: 0 };

/** The group (tab) a status belongs to. */
export function groupOf(status: AutobookingStatus): AutobookingGroup {
  if (status === 'ACTIVE') return 'active';
  if (status === 'COMPLETED') return 'completed';
  return 'archive';
}

/** Every loaded booking of a list, in server order, each once (the list keys its cards by id). */
export function loadedAutobookings(data: Pick<AutobookingPages, 'pages'> | undefined): Autobooking[] {
  return uniqueBy(data?.pages.flatMap((page) => page.items) ?? [], (booking) => booking.id);
}

/** The totals per status of a list's search, as its latest edit or first page has them. */
export function countsOf(data: Pick<AutobookingPages, 'pages'> | undefined): AutobookingCounts {
  return data?.pages[0]?.counts ?? noCounts;
}

/** The numbers on the three tabs. */
export function groupCounts(counts: AutobookingCounts): Record<AutobookingGroup, number> {
  return { active: counts.ACTIVE, completed: counts.COMPLETED, archive: counts.ARCHIVED + counts.ERROR };
}

/** Server order: newest first by `createdAt`, then by `id`. Negative when `a` comes first. */
function compareNewestFirst(a: Autobooking, b: Autobooking): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

function withCount(counts: AutobookingCounts, status: AutobookingStatus, delta: number): AutobookingCounts {
  return { ...counts, [status]: Math.max(0, counts[status] + delta) };
}

/** `booking` in its place among the loaded pages; left out when its place lies beyond them (a later page has it). */
function withInserted(pages: AutobookingPage[], booking: Autobooking): AutobookingPage[] {
  for (const [index, page] of pages.entries()) {
    const at = page.items.findIndex((item) => compareNewestFirst(booking, item) < 0);
    const isLast = index === pages.length - 1;
    if (at >= 0 || (isLast && page.nextCursor === null)) {
      const items = at >= 0 ? [...page.items.slice(0, at), booking, ...page.items.slice(at)] : [...page.items, booking];
      return pages.map((other) => (other === page ? { ...page, items } : other));
    }
  }
  return pages;
}

/**
 * One list after `booking` took status `to` (`from` before; `null` for a new booking, `to: null` for a deleted
 * one): it leaves the list if it no longer belongs to its group, joins it in order if it now does, and every page
 * gets the new counts. Only for lists whose search the booking matches.
 */
export function withChange(
  data: AutobookingPages,
  { group }: Pick<AutobookingFilter, 'group'>,
  booking: Autobooking,
  from: AutobookingStatus | null,
  to: AutobookingStatus | null,
): AutobookingPages {
  let counts = countsOf(data);
  if (from) counts = withCount(counts, from, -1);
  if (to) counts = withCount(counts, to, 1);
  let pages = data.pages.map((page) => ({
    ...page,
    counts,
    items: page.items.filter((item) => item.id !== booking.id),
  }));
  if (to && groupOf(to) === group) pages = withInserted(pages, { ...booking, status: to });
  return { ...data, pages };
}

interface CachedList {
  key: readonly unknown[];
  filter: AutobookingFilter;
  data: AutobookingPages;
}

function cachedLists(queryClient: QueryClient): CachedList[] {
  return queryClient.getQueriesData<AutobookingPages>({ queryKey: autobookingsQueryKey }).flatMap(([key, data]) => {
    const filter = filterOfKey(key);
    return filter && data ? [{ key, filter, data }] : [];
  });
}

/**
 * Applies a change of `booking` to every cached list: exactly where the booking is known to match the list's
 * search (no search, or some list of that search holds it); lists of other searches are refetched when next shown.
 */
function changeCachedLists(
  queryClient: QueryClient,
  booking: Autobooking,
  from: AutobookingStatus | null,
  to: AutobookingStatus | null,
) {
  const lists = cachedLists(queryClient);
  const matchingSearches = new Set(
    lists
      .filter(({ filter, data }) => !filter.search || loadedAutobookings(data).some((item) => item.id === booking.id))
      .map(({ filter }) => filter.search),
  );
  for (const { key, filter, data } of lists) {
    // A list of today's results is read again: whether the changed booking belongs there is the server's count.
    if (!isTodayResultsKey(key) && matchingSearches.has(filter.search)) {
      queryClient.setQueryData<AutobookingPages>(key, withChange(data, filter, booking, from, to));
    } else {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}

/** The loaded booking with this id, from whichever cached list holds it. */
export function cachedBooking(queryClient: QueryClient, id: number): Autobooking | undefined {
  for (const { data } of cachedLists(queryClient)) {
    const found = loadedAutobookings(data).find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A booking was created: it is the newest of the active group. */
export function updateCachedAfterCreate(queryClient: QueryClient, created: Autobooking) {
  changeCachedLists(queryClient, created, null, created.status);
}

/** A booking was archived or activated. Unknown ids (no list holds them) change nothing cached. */
export function updateCachedAfterStatusChange(queryClient: QueryClient, id: number, status: AutobookingStatus) {
  const booking = cachedBooking(queryClient, id);
  if (booking && booking.status !== status) changeCachedLists(queryClient, booking, booking.status, status);
}

/** A booking was deleted. */
export function updateCachedAfterDelete(queryClient: QueryClient, id: number) {
  const booking = cachedBooking(queryClient, id);
  if (booking) changeCachedLists(queryClient, booking, booking.status, null);
}
