import { infiniteQueryOptions } from '@tanstack/react-query';
import type {
  SchemaAutobooking,
  SchemaAutobookingAttempt,
  SchemaAutobookingGroup,
  SchemaAutobookingPage,
} from '@generated/schema';
import { normalizeSearch } from '@/shared/lib/search-text';
import { api, dataOf } from './client';

export type Autobooking = SchemaAutobooking;
export type AutobookingPage = SchemaAutobookingPage;
export type AutobookingAttempt = SchemaAutobookingAttempt;
/** A tab of the list: `active`, `completed`, or `archive` (archived and failed bookings). */
export type AutobookingGroup = SchemaAutobookingGroup;
/** Where a page starts: `null` for the first page, else the previous page's `nextCursor`. */
export type AutobookingCursor = string | null;

/** Which bookings a list holds: one group, optionally only those at warehouses whose name contains `search`. */
export interface AutobookingFilter {
  group: AutobookingGroup;
  search: string;
}

/** The list a seller sees first: active bookings, no search. */
export const startFilter: AutobookingFilter = { group: 'active', search: '' };

/** The prefix of every autobooking list's key: one list per group and search. */
export const autobookingsQueryKey = ['autobookings'] as const;
export const autobookingAttemptsQueryKey = ['autobooking-attempts'] as const;

/**
 * The key of one list. The server ignores case and treats ё as е, so the search is keyed (and sent) in that
 * form: 'Коледино ' and 'коледино' share one cached list.
 */
export function autobookingListKey({ group, search }: AutobookingFilter) {
  return [...autobookingsQueryKey, group, normalizeSearch(search)] as const;
}

/**
 * The query of one page. Only what differs from the contract's defaults is sent, always in this order, so the
 * first page of the start list is exactly `?group=active` (index.html's boot script reads that URL early).
 */
export function pageQuery(filter: AutobookingFilter, cursor: AutobookingCursor) {
  const search = normalizeSearch(filter.search);
  return { group: filter.group, ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) };
}

/**
 * The cursor of the page after `last`. A server that hands back the cursor it was just given (a glitch) ends the
 * list instead of asking for the same page forever.
 */
export function cursorAfter(last: Pick<AutobookingPage, 'nextCursor'>, cursor: AutobookingCursor): string | undefined {
  return last.nextCursor !== null && last.nextCursor !== cursor ? last.nextCursor : undefined;
}

/**
 * Pages of one group of the seller's autobookings, newest first, read by cursor while there is a next one. Cursors
 * are keyset positions on the server, so bookings created, moved or deleted meanwhile never make a page skip or
 * repeat one.
 */
export function autobookingsQueryOptions(filter: AutobookingFilter = startFilter) {
  return infiniteQueryOptions({
    queryKey: autobookingListKey(filter),
    queryFn: ({ pageParam }): Promise<AutobookingPage> =>
      dataOf(api.GET('/api/v1/autobooking', { params: { query: pageQuery(filter, pageParam) } })),
    initialPageParam: null as AutobookingCursor,
    getNextPageParam: (last, _pages, cursor) => cursorAfter(last, cursor),
    staleTime: 30_000,
  });
}
