import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SchemaAutobooking, SchemaAutobookingPage } from '@generated/schema';
import { api, dataOf } from './client';

export type Autobooking = SchemaAutobooking;
export type AutobookingPage = SchemaAutobookingPage;

export const autobookingsQueryKey = ['autobookings'] as const;

/**
 * The page to read after `page`: the server's `nextPage` while it lies ahead. One that does not (a server
 * glitch) ends the list instead of asking for the same page forever.
 */
export function nextPageAfter(last: Pick<AutobookingPage, 'nextPage'>, page: number): number | undefined {
  return last.nextPage !== null && last.nextPage > page ? last.nextPage : undefined;
}

/** Pages of the seller's autobookings, newest first; the next page is asked for while there is one. */
export function autobookingsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: autobookingsQueryKey,
    queryFn: ({ pageParam }) => dataOf(api.GET('/api/v1/autobooking', { params: { query: { page: pageParam } } })),
    initialPageParam: 1,
    getNextPageParam: (last: AutobookingPage, _pages, page: number) => nextPageAfter(last, page),
    staleTime: 30_000,
  });
}
