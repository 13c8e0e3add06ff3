import { describe, expect, it } from 'vitest';
import { startReferenceServer } from './reference-server-client';
import type { SchemaMarketCoefficients } from '../../generated/schema';

const seller = 424242;

/** A reference server on a clock the test moves, and a read of its market as one seller. */
async function marketServer() {
  const { server, get, advance } = await startReferenceServer({ seller, startAt: '2026-11-21T09:24:00.000Z' });
  return { server, read: (query: string) => get<SchemaMarketCoefficients>(`warehouses/coefficients${query}`), advance };
}

describe('the reference backend keeps one market table', () => {
  it('answers the seller’s own warehouses for 14 days, in order, cached for a minute', async () => {
    const { server, read } = await marketServer();
    const { status, headers, body } = await read('');
    server.close();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, max-age=60');
    expect([body.from, body.to]).toEqual(['2026-11-21', '2026-12-04']);
    expect(body.warehouseIds.length).toBeGreaterThan(3);
    const positions = body.rows.map((row) => [body.warehouseIds.indexOf(row.warehouseId), row.day, row.supplyType]);
    const sorted = [...positions].sort(
      (a, b) =>
        Number(a[0]) - Number(b[0]) ||
        String(a[1]).localeCompare(String(b[1])) ||
        ['BOX', 'MONOPALLETE', 'SUPERSAFE'].indexOf(String(a[2])) -
          ['BOX', 'MONOPALLETE', 'SUPERSAFE'].indexOf(String(b[2])),
    );
    expect(positions).toEqual(sorted);
    expect(body.observedAt).toBe(
      body.rows
        .map((row) => row.observedAt)
        .sort()
        .at(-1),
    );
  });

  it('records the finds of a trigger from the table, so the history and the table agree', async () => {
    const { server, read } = await marketServer();
    server.simulate.recordFind(seller, 118, {
      warehouseId: 117501,
      day: '2026-11-23',
      coefficient: 0,
      logisticsCoefficient: 145,
    });
    const { body } = await read('?warehouseIds=117501&days=3');
    server.close();
    expect(body.rows.find((row) => row.day === '2026-11-23' && row.supplyType === 'BOX')).toMatchObject({
      coefficient: 0,
      logisticsCoefficient: 145,
      allowUnload: true,
      observedAt: '2026-11-21T09:24:00.000Z',
    });
  });

  it('moves over time and on demand', async () => {
    const { server, read, advance } = await marketServer();
    const before = (await read('?warehouseIds=507,117501,2737')).body.rows;
    advance(3 * 60 * 60 * 1000);
    const later = (await read('?warehouseIds=507,117501,2737')).body.rows;
    server.simulate.moveMarket();
    const moved = (await read('?warehouseIds=507,117501,2737')).body.rows;
    server.close();
    const coefficients = (rows: typeof before) => rows.map((row) => `${row.day} ${row.coefficient}`).join();
    expect(coefficients(later)).not.toBe(coefficients(before));
    expect(coefficients(moved)).not.toBe(coefficients(later));
  });

  it('keeps the last table seen while the slot source is down, and says since when', async () => {
    const { server, read } = await marketServer();
    server.simulate.setService(seller, {
      slotSource: {
        available: false,
        since: '2026-11-21T04:40:00.000Z',
        issue: 'marketplace_method_disabled',
        message: 'Метод временно отключён',
      },
    });
    const { body } = await read('?warehouseIds=507');
    server.close();
    expect(body.source).toMatchObject({ available: false, since: '2026-11-21T04:40:00.000Z' });
    expect(body.observedAt).toBe('2026-11-21T04:30:00.000Z');
    expect(body.rows.every((row) => row.observedAt < '2026-11-21T04:40:00.000Z')).toBe(true);
  });
});
