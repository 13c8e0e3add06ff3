import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  autobookingListKey,
  cursorAfter,
  pageQuery,
  type AutobookingCursor,
  type AutobookingFilter,
  type AutobookingPage,
} from './autobookings';
import { api, dataOf } from './client';

// Kept apart from ./autobookings: the start view's first load carries that module, and nothing of this one.

const todayMark = 'today';

/**
 * Pages of one group and search with only the bookings that had a result today (a date booked or the failure,
 * `today=true`): the whole list's key with 'today' after it, so the cache tells the two apart.
 */
export function todayResultsQueryOptions(filter: AutobookingFilter) {
  return infiniteQueryOptions({
    queryKey: [...autobookingListKey(filter), todayMark] as const,
    queryFn: ({ pageParam }): Promise<AutobookingPage> =>
      dataOf(api.GET('/api/v1/autobooking', { params: { query: { ...pageQuery(filter, pageParam), today: true } } })),
    initialPageParam: null as AutobookingCursor,
    getNextPageParam: (last, _pages, cursor) => cursorAfter(last, cursor),
    staleTime: 30_000,
  });
}

/** Whether a cached list is one of today's results, which only the server can keep right. */
export const isTodayResultsKey = (key: readonly unknown[]) => key[3] === todayMark;
