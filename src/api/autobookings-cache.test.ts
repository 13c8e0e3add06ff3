import { describe, expect, it } from 'vitest';
import type { Autobooking, AutobookingPage } from './autobookings';
import {
  countsOf,
  loadedAutobookings,
  withCreated,
  withoutDeleted,
  withStatus,
  type AutobookingPages,
} from './autobookings-cache';

function booking(id: number, status: Autobooking['status']): Autobooking {
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
    createdAt: '2026-11-21T08:00:00.000Z',
    draftId: 'draft',
  };
}

const counts = { ACTIVE: 2, COMPLETED: 1, ARCHIVED: 1, ERROR: 1 };
const page = (items: Autobooking[], currentPage: number, nextPage: number | null): AutobookingPage => ({
  items,
  counts,
  currentPage,
  nextPage,
});

const data: AutobookingPages = {
  pages: [
    page([booking(5, 'ACTIVE'), booking(4, 'ARCHIVED'), booking(3, 'COMPLETED')], 1, 2),
    page([booking(2, 'ERROR'), booking(1, 'ACTIVE')], 2, null),
  ],
  pageParams: [
    { page: 1, reread: [] },
    { page: 2, reread: [] },
  ],
};
const ids = (pages: AutobookingPages) => loadedAutobookings(pages).map((item) => item.id);

describe('autobookings cache', () => {
  it('lists every loaded booking once, in order, even when a page repeats one', () => {
    const shifted: AutobookingPages = {
      ...data,
      pages: [data.pages[0]!, page([booking(3, 'COMPLETED'), booking(2, 'ERROR')], 2, null)],
    };
    expect(ids(shifted)).toEqual([5, 4, 3, 2]);
    expect(loadedAutobookings(undefined)).toEqual([]);
  });

  it('reads the counts from the first page, zero before the list loaded', () => {
    expect(countsOf(data)).toEqual({ ACTIVE: 2, COMPLETED: 1, ARCHIVED: 1, ERROR: 1 });
    expect(countsOf(undefined)).toEqual({ ACTIVE: 0, COMPLETED: 0, ARCHIVED: 0, ERROR: 0 });
  });

  it('puts a created booking on top and counts it', () => {
    const next = withCreated(data, booking(6, 'ACTIVE'));
    expect(ids(next)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(next.pages.map((p) => p.counts.ACTIVE)).toEqual([3, 3]);
    // On the server it pushed every later booking forward: the next page starts with a repeat (shown once).
    expect(next.pageParams.map((param) => param.movedBack)).toEqual([undefined, -1]);
  });

  it('moves a booking to another status and recounts both', () => {
    const archived = withStatus(data, 1, 'ARCHIVED');
    expect(loadedAutobookings(archived).find((item) => item.id === 1)?.status).toBe('ARCHIVED');
    expect(countsOf(archived)).toEqual({ ACTIVE: 1, COMPLETED: 1, ARCHIVED: 2, ERROR: 1 });
    expect(archived.pages[1]!.counts).toEqual(countsOf(archived));
    expect(countsOf(withStatus(archived, 4, 'ACTIVE'))).toEqual({ ACTIVE: 2, COMPLETED: 1, ARCHIVED: 1, ERROR: 1 });
  });

  it('leaves the data alone for an unknown booking or the same status', () => {
    expect(withStatus(data, 99, 'ARCHIVED')).toBe(data);
    expect(withStatus(data, 5, 'ACTIVE')).toBe(data);
    expect(withoutDeleted(data, 99)).toBe(data);
  });

  it('removes a deleted booking and uncounts it', () => {
    const next = withoutDeleted(data, 2);
    expect(ids(next)).toEqual([5, 4, 3, 1]);
    expect(countsOf(next)).toEqual({ ACTIVE: 2, COMPLETED: 1, ARCHIVED: 1, ERROR: 0 });
  });

  it('counts on the last page how many bookings moved back on the server since it was read', () => {
    const twice = withoutDeleted(withoutDeleted(data, 4), 2);
    expect(twice.pageParams).toEqual([
      { page: 1, reread: [] },
      { page: 2, reread: [], movedBack: 2 },
    ]);
    expect(withCreated(twice, booking(6, 'ACTIVE')).pageParams[1]?.movedBack).toBe(1);
    expect(withStatus(twice, 5, 'ARCHIVED').pageParams).toBe(twice.pageParams);
  });
});
