import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { daysSinceExamples, shiftDates } from './example-dates.js';
import { mockDatesMiddleware } from './mock-dates';

describe('daysSinceExamples', () => {
  it("counts the seller's calendar days from the examples' today", () => {
    expect(daysSinceExamples(new Date(2026, 10, 21, 0, 0))).toBe(0);
    expect(daysSinceExamples(new Date(2026, 10, 21, 23, 59))).toBe(0);
    expect(daysSinceExamples(new Date(2026, 10, 24, 8, 0))).toBe(3);
    expect(daysSinceExamples(new Date(2026, 10, 1, 8, 0))).toBe(-20);
  });
});

describe('shiftDates', () => {
  it('moves dates and instants by whole days, keeping midnights midnights', () => {
    expect(shiftDates('2026-11-21', 3)).toBe('2026-11-24');
    expect(shiftDates('2026-11-30', 2)).toBe('2026-12-02');
    expect(shiftDates('2026-11-21T00:00:00.000Z', 3)).toBe('2026-11-24T00:00:00.000Z');
    expect(shiftDates('2026-12-20T21:00:00.000Z', -30)).toBe('2026-11-20T21:00:00.000Z');
    expect(shiftDates('2026-11-21T09:15:00+03:00', 1)).toBe('2026-11-22T06:15:00.000Z');
  });

  it('moves every date of an answer and leaves everything else alone', () => {
    const answer = {
      subscriptionExpiresAt: '2026-12-20T21:00:00.000Z',
      name: '2026-11-21 склад',
      payments: [{ createdAt: '2026-11-18T09:12:44.000Z', amount: 179000, id: '2f0b6c1e-000f-5000-9000-000000000104' }],
      customDates: ['2026-11-25', '2026-11-28'],
      endDate: null,
      isActive: true,
    };
    expect(shiftDates(answer, 2)).toEqual({
      subscriptionExpiresAt: '2026-12-22T21:00:00.000Z',
      name: '2026-11-21 склад',
      payments: [{ createdAt: '2026-11-20T09:12:44.000Z', amount: 179000, id: '2f0b6c1e-000f-5000-9000-000000000104' }],
      customDates: ['2026-11-27', '2026-11-30'],
      endDate: null,
      isActive: true,
    });
  });
});

describe('mockDatesMiddleware', () => {
  function clientAnswering(body: string, contentType: string, now: Date) {
    const client = createClient({
      baseUrl: 'http://mock.test',
      fetch: () => Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': contentType } })),
    });
    client.use(mockDatesMiddleware(() => now));
    return client;
  }

  it("moves an answer's dates to the page's today", async () => {
    const client = clientAnswering(
      '{"startDate":"2026-11-21T00:00:00.000Z"}',
      'application/json',
      new Date(2026, 10, 23, 12),
    );
    const { data } = await client.GET('/any' as never);
    expect(data).toEqual({ startDate: '2026-11-23T00:00:00.000Z' });
  });

  it("leaves answers alone on the examples' own day (the e2e tests' clock) and bodies that are not JSON", async () => {
    const sameDay = clientAnswering(
      '{"startDate":"2026-11-21T00:00:00.000Z"}',
      'application/json',
      new Date(2026, 10, 21, 12),
    );
    expect((await sameDay.GET('/any' as never)).data).toEqual({ startDate: '2026-11-21T00:00:00.000Z' });
    const broken = clientAnswering('{"startDate":', 'application/json', new Date(2026, 10, 23, 12));
    await expect(broken.GET('/any' as never)).rejects.toThrow();
  });
});
