import { afterEach, describe, expect, it } from 'vitest';
import { startClockAt } from './start-clock';

const RealDate = Date;

afterEach(() => {
  globalThis.Date = RealDate;
});

describe('startClockAt', () => {
  it('moves now, new Date() and Date() to the instant and lets the clock run on', () => {
    startClockAt('2026-11-21T09:00:00.000Z');
    const start = Date.parse('2026-11-21T09:00:00.000Z');
    expect(Date.now() - start).toBeGreaterThanOrEqual(0);
    expect(Date.now() - start).toBeLessThan(1000);
    expect(new Date().getTime() - start).toBeLessThan(1000);
    expect(Date()).toBe(new RealDate(Date.now()).toString());
  });

  it('leaves explicit dates, parsing, UTC and instanceof alone', () => {
    startClockAt('2026-11-21T09:00:00.000Z');
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date(2026, 0, 2).getDate()).toBe(2);
    expect(Date.UTC(2026, 0, 1)).toBe(RealDate.UTC(2026, 0, 1));
    expect(new Date()).toBeInstanceOf(RealDate);
  });

  it('ignores an instant it cannot read', () => {
    startClockAt('tomorrow');
    expect(Date).toBe(RealDate);
  });
});
