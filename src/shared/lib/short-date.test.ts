import { describe, expect, it } from 'vitest';
import { shortDate, shortDateTime, shortTime } from './short-date';

const now = new Date(2026, 10, 21, 9, 0);

describe('short dates of a card', () => {
  it('leaves out the current year', () => {
    expect(shortDate(new Date(2026, 10, 20, 23, 59), now)).toBe('20.11');
    expect(shortDateTime(new Date(2026, 0, 5, 7, 3), now)).toBe('05.01 07:03');
  });

  it('keeps the year of another year, before or after', () => {
    expect(shortDate(new Date(2025, 11, 31, 23, 59), now)).toBe('31.12.2025');
    expect(shortDateTime(new Date(2027, 0, 1, 0, 0), now)).toBe('01.01.2027 00:00');
  });

  it('writes the time of day on the 24-hour clock', () => {
    expect(shortTime(new Date(2026, 10, 20, 0, 5))).toBe('00:05');
    expect(shortTime(new Date(2026, 10, 20, 23, 59))).toBe('23:59');
  });
});
