import type { InfiniteData } from '@tanstack/react-query';
import type { SchemaAutobookingCounts, SchemaAutobookingStatus } from '@generated/schema';
import type { Autobooking, AutobookingPage, AutobookingPageParam } from './autobookings';

// The list is kept right locally after every action (the server is not asked again): these are the edits,
// each keeping items and per-status counts in step. Counts are read from the first page, and every page gets them.
// Creating and deleting also move the server's later bookings between its numbered pages: the last page's param
// keeps count, so the next page is read without skipping any (see `nextPageParam`).

export type AutobookingPages = InfiniteData<AutobookingPage, AutobookingPageParam>;
export type AutobookingCounts = SchemaAutobookingCounts;

/** Every loaded booking once, in server order: paging by number repeats an item when the list grew meanwhile. */
export function loadedAutobookings(data: Pick<AutobookingPages, 'pages'> | undefined): Autobooking[] {
  const seen = new Set<number>();
  const items: Autobooking[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

export function countsOf(data: Pick<AutobookingPages, 'pages'> | undefined): AutobookingCounts {
  return data?.pages[0]?.counts ?? { ACTIVE: 0, COMPLETED: 0, ARCHIVED: 0, ERROR: 0 };
}

function withCount(counts: AutobookingCounts, status: SchemaAutobookingStatus, delta: number): AutobookingCounts {
  return { ...counts, [status]: Math.max(0, counts[status] + delta) };
}

function edit(
  data: AutobookingPages,
  changeCounts: (counts: AutobookingCounts) => AutobookingCounts,
  changeItems: (items: Autobooking[], pageIndex: number) => Autobooking[],
  movedBack = 0,
): AutobookingPages {
  const counts = changeCounts(countsOf(data));
  const last = data.pageParams.length - 1;
  return {
    pages: data.pages.map((page, index) => ({ ...page, counts, items: changeItems(page.items, index) })),
    pageParams: movedBack
      ? data.pageParams.map((param, index) =>
          index === last ? { ...param, movedBack: (param.movedBack ?? 0) + movedBack } : param,
        )
      : data.pageParams,
  };
}

/** A new booking goes to the top of the list; on the server it moves every later booking forward by one. */
export function withCreated(data: AutobookingPages, created: Autobooking): AutobookingPages {
  return edit(
    data,
    (counts) => withCount(counts, created.status, 1),
    (items, index) => (index === 0 ? [created, ...items] : items),
    -1,
  );
}

/** A booking moved to another status (archived or activated). */
export function withStatus(data: AutobookingPages, id: number, status: SchemaAutobookingStatus): AutobookingPages {
  const current = loadedAutobookings(data).find((item) => item.id === id);
  if (!current || current.status === status) return data;
  return edit(
    data,
    (counts) => withCount(withCount(counts, current.status, -1), status, 1),
    (items) => items.map((item) => (item.id === id ? { ...item, status } : item)),
  );
}

/** A deleted booking leaves the list; on the server every later booking moves back by one. */
export function withoutDeleted(data: AutobookingPages, id: number): AutobookingPages {
  const current = loadedAutobookings(data).find((item) => item.id === id);
  if (!current) return data;
  return edit(
    data,
    (counts) => withCount(counts, current.status, -1),
    (items) => items.filter((item) => item.id !== id),
    1,
  );
}
