import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { todayResultsQueryOptions } from './autobookings-today';
import { autobookingListKey, type Autobooking, type AutobookingFilter, type AutobookingPage } from './autobookings';
import {
  countsOf,
  groupCounts,
  groupOf,
  loadedAutobookings,
  updateCachedAfterCreate,
  updateCachedAfterDelete,
  updateCachedAfterStatusChange,
  withChange,
  type AutobookingPages,
} from './autobookings-cache';

/** Booking `id`, created on day `day` of November 2026: a higher day is newer. */
function booking(id: number, status: Autobooking['status'], day = id): Autobooking {
  return {
    id,
    status,
    warehouseId: 507,
    transitWarehouseId: null,
    transitWarehouseName: null,
    supplyType: 'BOX',
    dateType: 'WEEK',
    startDate: '2026-11-24',
    endDate: null,
    customDates: [],
    completedDates: [],
    maxCoefficient: 0,
    createdAt: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`,
    draftId: 'draft',
  };
}

const counts = { ACTIVE: 4, COMPLETED: 1, ARCHIVED: 2, ERROR: 1 };
const page = (items: Autobooking[], nextCursor: string | null): AutobookingPage => ({ items, nextCursor, counts });
const pagesOf = (...pages: AutobookingPage[]): AutobookingPages => ({
  pages,
  pageParams: pages.map((_, index) => (index === 0 ? null : `after-${index}`)),
});

// The active group, two pages loaded, a third still to come.
const active = pagesOf(
  page([booking(20, 'ACTIVE'), booking(18, 'ACTIVE')], 'after-1'),
  page([booking(12, 'ACTIVE')], 'after-2'),
);
const archive = pagesOf(page([booking(15, 'ARCHIVED'), booking(9, 'ERROR'), booking(5, 'ARCHIVED')], null));
const ids = (data: AutobookingPages | undefined) => loadedAutobookings(data).map((item) => item.id);

describe('autobooking lists', () => {
  it('puts archived and failed bookings in one group and counts the tabs so', () => {
    expect(['ACTIVE', 'COMPLETED', 'ARCHIVED', 'ERROR'].map((s) => groupOf(s as Autobooking['status']))).toEqual([
      'active',
      'completed',
      'archive',
      'archive',
    ]);
    expect(groupCounts(countsOf(active))).toEqual({ active: 4, completed: 1, archive: 3 });
    expect(countsOf(undefined)).toEqual({ ACTIVE: 0, COMPLETED: 0, ARCHIVED: 0, ERROR: 0 });
  });

  it('lists the loaded pages in server order', () => {
    expect(ids(active)).toEqual([20, 18, 12]);
    expect(loadedAutobookings(undefined)).toEqual([]);
  });

  it('lists a booking a page repeats, or a later page serves again, once: where it first came', () => {
    const repeating = pagesOf(
      page([booking(20, 'ACTIVE'), booking(18, 'ACTIVE'), booking(20, 'ACTIVE')], 'after-1'),
      page([booking(18, 'ACTIVE'), booking(12, 'ACTIVE')], null),
    );
    expect(ids(repeating)).toEqual([20, 18, 12]);
  });
});

describe('withChange', () => {
  it('removes a booking that left the group and moves its count, on every page', () => {
    const next = withChange(active, { group: 'active' }, booking(18, 'ACTIVE'), 'ACTIVE', 'ARCHIVED');
    expect(ids(next)).toEqual([20, 12]);
    expect(next.pages.map((p) => p.counts)).toEqual([
      { ...counts, ACTIVE: 3, ARCHIVED: 3 },
      { ...counts, ACTIVE: 3, ARCHIVED: 3 },
    ]);
    // Cursors are positions: removing an item changes none of them.
    expect(next.pageParams).toBe(active.pageParams);
    expect(next.pages.map((p) => p.nextCursor)).toEqual(['after-1', 'after-2']);
  });

  it('inserts a booking that joins the group at its place in the order, with its new status', () => {
    const next = withChange(active, { group: 'active' }, booking(15, 'ARCHIVED'), 'ARCHIVED', 'ACTIVE');
    expect(ids(next)).toEqual([20, 18, 15, 12]);
    expect(next.pages[1]?.items[0]).toMatchObject({ id: 15, status: 'ACTIVE' });
    expect(countsOf(next)).toEqual({ ...counts, ACTIVE: 5, ARCHIVED: 1 });
  });

  it('orders bookings created at the same instant by id', () => {
    const next = withChange(active, { group: 'active' }, booking(19, 'ARCHIVED', 18), 'ARCHIVED', 'ACTIVE');
    expect(ids(next)).toEqual([20, 19, 18, 12]);
  });

  it('leaves out a booking whose place lies beyond the loaded pages: the next page brings it', () => {
    const next = withChange(active, { group: 'active' }, booking(5, 'ARCHIVED'), 'ARCHIVED', 'ACTIVE');
    expect(ids(next)).toEqual([20, 18, 12]);
    expect(countsOf(next).ACTIVE).toBe(5);
  });

  it('appends it when the loaded pages are the whole group', () => {
    const next = withChange(archive, { group: 'archive' }, booking(2, 'ACTIVE'), 'ACTIVE', 'ARCHIVED');
    expect(ids(next)).toEqual([15, 9, 5, 2]);
  });

  it('puts a new booking first and counts it; a deleted one leaves and is no longer counted', () => {
    const created = withChange(active, { group: 'active' }, booking(25, 'ACTIVE'), null, 'ACTIVE');
    expect(ids(created)).toEqual([25, 20, 18, 12]);
    expect(countsOf(created).ACTIVE).toBe(5);
    const deleted = withChange(archive, { group: 'archive' }, booking(9, 'ERROR'), 'ERROR', null);
    expect(ids(deleted)).toEqual([15, 5]);
    expect(countsOf(deleted)).toEqual({ ...counts, ERROR: 0 });
  });
});

describe('cached lists after an action', () => {
  const filters: AutobookingFilter[] = [
    { group: 'active', search: '' },
    { group: 'archive', search: '' },
    { group: 'active', search: 'коледино' },
    { group: 'archive', search: 'коледино' },
    { group: 'active', search: 'казань' },
  ];

  function cacheWith(lists: [AutobookingFilter, AutobookingPages][]) {
    const queryClient = new QueryClient();
    for (const [filter, data] of lists) queryClient.setQueryData(autobookingListKey(filter), data);
    const list = (filter: AutobookingFilter) => queryClient.getQueryData<AutobookingPages>(autobookingListKey(filter));
    const stale = (filter: AutobookingFilter) =>
      queryClient.getQueryState(autobookingListKey(filter))?.isInvalidated ?? false;
    return { queryClient, list, stale };
  }

  const seeded = () =>
    cacheWith([
      [filters[0]!, active],
      [filters[1]!, archive],
      [filters[2]!, pagesOf(page([booking(18, 'ACTIVE')], null))],
      [filters[3]!, pagesOf(page([booking(5, 'ARCHIVED')], null))],
      [filters[4]!, pagesOf(page([booking(20, 'ACTIVE')], null))],
    ]);

  it('moves an archived booking out of every active list and into the archive lists of its search', () => {
    const { queryClient, list, stale } = seeded();
    updateCachedAfterStatusChange(queryClient, 18, 'ARCHIVED');
    expect(ids(list(filters[0]!))).toEqual([20, 12]);
    expect(ids(list(filters[1]!))).toEqual([18, 15, 9, 5]);
    expect(ids(list(filters[2]!))).toEqual([]);
    expect(ids(list(filters[3]!))).toEqual([18, 5]);
    expect(countsOf(list(filters[3]!))).toEqual({ ...counts, ACTIVE: 3, ARCHIVED: 3 });
    // Another search: whether booking 18 matches it is the server's to say.
    expect(ids(list(filters[4]!))).toEqual([20]);
    expect(stale(filters[4]!)).toBe(true);
    expect(filters.slice(0, 4).map(stale)).toEqual([false, false, false, false]);
  });

  it('puts a created booking at the top of the unsearched active list and lets searches ask again', () => {
    const { queryClient, list, stale } = seeded();
    updateCachedAfterCreate(queryClient, booking(30, 'ACTIVE'));
    expect(ids(list(filters[0]!))).toEqual([30, 20, 18, 12]);
    expect(countsOf(list(filters[1]!)).ACTIVE).toBe(5);
    expect(ids(list(filters[1]!))).toEqual([15, 9, 5]);
    expect(filters.map(stale)).toEqual([false, false, true, true, true]);
  });

  it("reads a list of today's results again instead of editing it: what counts as today's is the server's", () => {
    const { queryClient, list, stale } = cacheWith([[filters[0]!, active]]);
    const todays = todayResultsQueryOptions(filters[0]!).queryKey;
    queryClient.setQueryData(todays, pagesOf(page([booking(18, 'ACTIVE')], null)));
    updateCachedAfterCreate(queryClient, booking(30, 'ACTIVE'));
    expect(ids(list(filters[0]!))).toEqual([30, 20, 18, 12]);
    expect(ids(queryClient.getQueryData<AutobookingPages>(todays))).toEqual([18]);
    expect([stale(filters[0]!), queryClient.getQueryState(todays)?.isInvalidated]).toEqual([false, true]);
  });

  it('drops a deleted booking and its count; unknown ids change nothing', () => {
    const { queryClient, list, stale } = seeded();
    updateCachedAfterDelete(queryClient, 5);
    expect(ids(list(filters[1]!))).toEqual([15, 9]);
    expect(ids(list(filters[3]!))).toEqual([]);
    expect(countsOf(list(filters[0]!)).ARCHIVED).toBe(1);
    const before = list(filters[0]!);
    updateCachedAfterDelete(queryClient, 99);
    updateCachedAfterStatusChange(queryClient, 99, 'ACTIVE');
    updateCachedAfterStatusChange(queryClient, 20, 'ACTIVE');
    expect(list(filters[0]!)).toBe(before);
    expect(stale(filters[4]!)).toBe(true);
  });
});
