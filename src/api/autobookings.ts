import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SchemaAutobooking, SchemaAutobookingPage } from '@generated/schema';
import { api, dataOf } from './client';

export type Autobooking = SchemaAutobooking;
export type AutobookingPage = SchemaAutobookingPage;

export const autobookingsQueryKey = ['autobookings'] as const;

/** Pages of the seller's autobookings, newest first; the next page is asked for while `nextPage` is set. */
export function autobookingsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: autobookingsQueryKey,
    queryFn: ({ pageParam }) => dataOf(api.GET('/api/v1/autobooking', { params: { query: { page: pageParam } } })),
    initialPageParam: 1,
    getNextPageParam: (last: AutobookingPage) => last.nextPage ?? undefined,
    staleTime: 30_000,
  });
}
