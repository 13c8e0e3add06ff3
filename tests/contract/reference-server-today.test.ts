import { describe, expect, it } from 'vitest';
import { startReferenceServer } from './reference-server-client';
import type { SchemaAutobookingPage } from '../../generated/schema';

const seller = 434343;

/** A reference server at 21.11.2026 10:00 Moscow time, and a read of its bookings list as one seller. */
async function bookingsServer() {
  const { server, get } = await startReferenceServer({ seller, startAt: '2026-11-21T07:00:00.000Z' });
  return { server, read: (query: string) => get<SchemaAutobookingPage>(`autobooking${query}`) };
}

describe("the reference backend counts today's results of the bookings", () => {
  it('counts the dates booked and the bookings failed today on every page, and lists only those on request', async () => {
    const { server, read } = await bookingsServer();
    try {
      const quiet = await read('?group=active');
      expect(quiet.body.today).toEqual({ date: '2026-11-21', bookedCount: 0, failedCount: 0 });

      // 9013 books one of its three dates (it stays active), 9014 fails.
      server.simulate.completeBooking(seller, 9013);
      server.simulate.failBooking(seller, 9014, { code: 'internal_error', message: 'Сбой', retryable: true });
      const summary = { date: '2026-11-21', bookedCount: 1, failedCount: 1 };
      for (const group of ['active', 'completed', 'archive']) {
        expect((await read(`?group=${group}`)).body.today).toEqual(summary);
        expect((await read(`?group=${group}&search=zzz`)).body.today).toEqual(summary);
      }

      const active = await read('?group=active&today=true');
      expect(active.body.items.map((booking) => booking.id)).toEqual([9013]);
      expect(active.body.counts).toEqual({ ACTIVE: 1, COMPLETED: 0, ARCHIVED: 0, ERROR: 1 });
      expect(active.body.today).toEqual(summary);
      const archive = await read('?group=archive&today=true');
      expect(archive.body.items.map((booking) => booking.id)).toEqual([9014]);
      expect((await read('?group=completed&today=true')).body.items).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("refuses a cursor of the whole group for today's results", async () => {
    const { server, read } = await bookingsServer();
    try {
      const first = await read('?group=archive&limit=1');
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const refused = await read(`?group=archive&today=true&cursor=${first.body.nextCursor}`);
      expect(refused.status).toBe(422);
    } finally {
      server.close();
    }
  });
});
