// The slots a trigger found, read when the seller opens its history: nothing of it loads with the list.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SchemaTriggerFindPage } from '@generated/schema';
import { cursorAfter } from './autobookings';
import { api, dataOf } from './client';
import { triggerFindsQueryKey } from './triggers';

/** The slots one trigger found, newest first, page by page, read on demand (the list carries only a summary). */
export function triggerFindsQueryOptions(triggerId: number) {
  return infiniteQueryOptions({
    queryKey: [...triggerFindsQueryKey, triggerId],
    queryFn: ({ pageParam }): Promise<SchemaTriggerFindPage> =>
      dataOf(
        api.GET('/api/v1/triggers/finds', {
          params: { query: { triggerId, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _pages, cursor) => cursorAfter(last, cursor),
    staleTime: 30_000,
  });
}
