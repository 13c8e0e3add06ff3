import { infiniteQueryOptions } from '@tanstack/react-query';
import type { SchemaAutobooking, SchemaAutobookingPage } from '@generated/schema';
import { AUTOBOOKING_PAGE_SIZE } from '@/domain/limits';
import { api, dataOf } from './client';

export type Autobooking = SchemaAutobooking;
export type AutobookingPage = SchemaAutobookingPage;

export const autobookingsQueryKey = ['autobookings'] as const;

/** How a page of the list is read, and what happened to the server's order since. */
export interface AutobookingPageParam {
  page: number;
  /** Pages read before, read again together with `page` (see {@link nextPageParam}). */
  reread: readonly number[];
  /** Bookings that moved back on the server since this page was read: deleted here minus created here. */
  movedBack?: number;
}

export const firstPageParam: AutobookingPageParam = { page: 1, reread: [] };

/**
 * The page to read after `page`: the server's `nextPage` while it lies ahead. One that does not (a server
 * glitch) ends the list instead of asking for the same page forever.
 */
export function nextPageAfter(last: Pick<AutobookingPage, 'nextPage'>, page: number): number | undefined {
  return last.nextPage !== null && last.nextPage > page ? last.nextPage : undefined;
}

/**
 * How to read the next page. Pages are numbered on the server: a booking deleted since the last page was read
 * moves every later one back by one, so the first bookings of the next page now sit on pages already read.
 * Those pages (the last ones, as many as the moved bookings fill) are read again with it; the list shows every
 * booking once (see `loadedAutobookings`), so nothing is skipped and nothing repeats.
 */
export function nextPageParam(
  last: Pick<AutobookingPage, 'nextPage'>,
  lastParam: AutobookingPageParam,
  params: readonly AutobookingPageParam[],
): AutobookingPageParam | undefined {
  const page = nextPageAfter(last, lastParam.page);
  if (page === undefined) return undefined;
  const movedBack = lastParam.movedBack ?? 0;
  const reread =
    movedBack > 0 ? params.map((param) => param.page).slice(-Math.ceil(movedBack / AUTOBOOKING_PAGE_SIZE)) : [];
  return { page, reread };
}

function readPage(page: number) {
  return dataOf(api.GET('/api/v1/autobooking', { params: { query: { page } } }));
}

/** Pages of the seller's autobookings, newest first; the next page is asked for while there is one. */
export function autobookingsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: autobookingsQueryKey,
    queryFn: async ({ pageParam }): Promise<AutobookingPage> => {
      const [next, ...again] = await Promise.all([readPage(pageParam.page), ...pageParam.reread.map(readPage)]);
      return { ...next, items: [...again.flatMap((page) => page.items), ...next.items] };
    },
    initialPageParam: firstPageParam,
    getNextPageParam: (last, _pages, lastParam, params) => nextPageParam(last, lastParam, params),
    staleTime: 30_000,
  });
}
