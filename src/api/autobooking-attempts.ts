import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SchemaAutobookingAttemptPage } from '@generated/schema';
import { autobookingAttemptsQueryKey, cursorAfter } from './autobookings';
import { api, dataOf } from './client';

// Read on demand from a card's sheet, so apart from the list's read (autobookings.ts, part of the first load).

/** What the service tried for one autobooking, newest first, page by page, read on demand (a card carries a summary). */
export function autobookingAttemptsQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: [...autobookingAttemptsQueryKey, id],
    queryFn: ({ pageParam }): Promise<SchemaAutobookingAttemptPage> =>
      dataOf(
        api.GET('/api/v1/autobooking/attempts', {
          params: { query: { id, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _pages, cursor) => cursorAfter(last, cursor),
    staleTime: 30_000,
  });
}
