import { describe, expect, it } from 'vitest';
import { bookingDays, formatInstant, lastCustomDate } from './autobooking-dates';

describe('autobooking dates', () => {
  it('ends the custom-dates choice 29 days after today (30 days), across the year end', () => {
    expect(lastCustomDate('2026-11-21')).toBe('2026-12-20');
    expect(lastCustomDate('2026-12-15')).toBe('2027-01-13');
  });

  it('formats an instant with the local time', () => {
    expect(formatInstant(new Date(2026, 10, 20, 17, 32).toISOString())).toBe('20.11.2026, 17:32');
    // An instant with an offset, as the contract's date-time allows: shown in the seller's zone.
    expect(formatInstant('2026-11-20T14:32:00+00:00')).toBe(
      formatInstant(new Date(Date.UTC(2026, 10, 20, 14, 32)).toISOString()),
    );
  });
});

describe('bookingDays', () => {
  const dates = { startDate: '2026-12-28', endDate: null, customDates: [] };

  it('covers a week and a month from the start through the last relevant day, across the year end', () => {
    expect(bookingDays({ ...dates, dateType: 'WEEK' })).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
    const month = bookingDays({ ...dates, dateType: 'MONTH', startDate: '2027-01-31' });
    expect([month[0], month[month.length - 1], month.length]).toEqual(['2027-01-31', '2027-02-28', 29]);
  });

  it('covers a period and picked dates as they are, and nothing while incomplete', () => {
    expect(bookingDays({ ...dates, dateType: 'CUSTOM_PERIOD', endDate: '2026-12-29' })).toEqual([
      '2026-12-28',
      '2026-12-29',
    ]);
    expect(bookingDays({ ...dates, dateType: 'CUSTOM_DATES', customDates: ['2026-12-30'] })).toEqual(['2026-12-30']);
    expect(bookingDays({ ...dates, dateType: 'CUSTOM_PERIOD' })).toEqual([]);
    expect(bookingDays({ ...dates, dateType: null })).toEqual([]);
  });
});
