import { describe, expect, it } from 'vitest';
import { dayKey } from '@/shared/ui/form/date-format';
import { dateOf, daysBetween, formatDay, formatInstant, lastCustomDate, shiftDays } from './autobooking-dates';

describe('autobooking dates', () => {
  it('takes the calendar date of the local day at any hour', () => {
    expect(dayKey(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
    expect(dayKey(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });

  it('reads a calendar date as the local midnight of that day', () => {
    expect(dateOf('2026-11-21')).toEqual(new Date(2026, 10, 21));
    expect(dateOf('2028-02-29')).toEqual(new Date(2028, 1, 29));
    expect(dayKey(dateOf('2027-01-01'))).toBe('2027-01-01');
    expect(Number.isNaN(dateOf('not a date').getTime())).toBe(true);
  });

  it('ends the custom-dates choice 29 days after today (30 days), across the year end', () => {
    expect(lastCustomDate('2026-11-21')).toBe('2026-12-20');
    expect(lastCustomDate('2026-12-15')).toBe('2027-01-13');
  });

  it('shifts and measures days across month ends', () => {
    expect(shiftDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(shiftDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(daysBetween('2026-11-25', '2026-12-25')).toBe(30);
    expect(daysBetween('2026-12-25', '2026-11-25')).toBe(-30);
  });

  it('formats a day as dd.MM.yyyy and an instant with the local time', () => {
    expect(formatDay('2026-12-01')).toBe('01.12.2026');
    expect(formatInstant(new Date(2026, 10, 20, 17, 32).toISOString())).toBe('20.11.2026, 17:32');
    // An instant with an offset, as the contract's date-time allows: shown in the seller's zone.
    expect(formatInstant('2026-11-20T14:32:00+00:00')).toBe(formatInstant(new Date(Date.UTC(2026, 10, 20, 14, 32)).toISOString()));
  });
});
