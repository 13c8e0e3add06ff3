import { describe, expect, it } from 'vitest';
import { dayKey } from '@/shared/ui/form/date-format';
import { customDateOptions, daysBetween, formatDay, lastCustomDate, shiftDays } from './autobooking-dates';

describe('autobooking dates', () => {
  it('takes the calendar date of the local day at any hour', () => {
    expect(dayKey(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
    expect(dayKey(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });

  it('offers today and the next 29 days for custom dates, across the year end', () => {
    const options = customDateOptions('2026-12-15');
    expect(options).toHaveLength(30);
    expect(options[0]).toBe('2026-12-15');
    expect(options).toContain('2026-12-31');
    expect(options).toContain('2027-01-01');
    expect(options.at(-1)).toBe('2027-01-13');
    expect(lastCustomDate('2026-12-15')).toBe('2027-01-13');
    expect(new Set(options).size).toBe(30);
  });

  it('shifts and measures days across month ends', () => {
    expect(shiftDays('2026-11-28', 7)).toBe('2026-12-05');
    expect(shiftDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(daysBetween('2026-11-25', '2026-12-25')).toBe(30);
    expect(daysBetween('2026-12-25', '2026-11-25')).toBe(-30);
  });

  it('formats a day as dd.MM.yyyy', () => {
    expect(formatDay('2026-12-01')).toBe('01.12.2026');
  });
});
