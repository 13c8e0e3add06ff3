import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-day';
import { isAutobookingRelevant, lastRelevantDay, type DatedBooking } from './autobooking-relevance';

// Fixed clocks in Moscow time (UTC+3), whatever the device's zone: the rules compare Moscow's calendar dates.
const at = (year: number, month: number, day: number, hour = 12) => new Date(Date.UTC(year, month - 1, day, hour - 3));
const now = at(2026, 11, 21, 9);
/** Noon in Moscow on `day`. */
const noonOf = (day: string) => new Date(`${day}T09:00:00.000Z`);

function booking(overrides: Partial<DatedBooking>): DatedBooking {
  return { dateType: 'WEEK', startDate: null, endDate: null, customDates: [], completedDates: [], ...overrides };
}

describe('lastRelevantDay', () => {
  it.each<[string, Partial<DatedBooking>, string]>([
    ['WEEK', { startDate: '2026-11-14' }, '2026-11-21'],
    ['WEEK across a year', { startDate: '2026-12-28' }, '2027-01-04'],
    ['WEEK across February of a leap year', { startDate: '2028-02-25' }, '2028-03-03'],
    ['MONTH', { dateType: 'MONTH', startDate: '2026-10-21' }, '2026-11-21'],
    ['MONTH from the 31st into a 30-day month', { dateType: 'MONTH', startDate: '2026-08-31' }, '2026-09-30'],
    ['MONTH from 31 January', { dateType: 'MONTH', startDate: '2027-01-31' }, '2027-02-28'],
    ['MONTH from 31 January of a leap year', { dateType: 'MONTH', startDate: '2028-01-31' }, '2028-02-29'],
    ['MONTH from 29 February', { dateType: 'MONTH', startDate: '2028-02-29' }, '2028-03-29'],
    ['MONTH across a year', { dateType: 'MONTH', startDate: '2026-12-31' }, '2027-01-31'],
    ['CUSTOM_PERIOD', { dateType: 'CUSTOM_PERIOD', startDate: '2026-11-10', endDate: '2026-11-21' }, '2026-11-21'],
    [
      'CUSTOM_DATES: the latest date not booked',
      {
        dateType: 'CUSTOM_DATES',
        customDates: ['2026-11-20', '2026-11-25', '2026-11-22'],
        completedDates: ['2026-11-25'],
      },
      '2026-11-22',
    ],
  ])('%s', (_, overrides, last) => {
    expect(lastRelevantDay(booking(overrides))).toBe(last);
  });

  it('is null without the date the type needs, or with every custom date booked', () => {
    expect(lastRelevantDay(booking({ dateType: 'WEEK' }))).toBeNull();
    expect(lastRelevantDay(booking({ dateType: 'MONTH' }))).toBeNull();
    expect(lastRelevantDay(booking({ dateType: 'CUSTOM_PERIOD', startDate: '2026-11-22' }))).toBeNull();
    expect(lastRelevantDay(booking({ dateType: 'CUSTOM_DATES' }))).toBeNull();
    expect(
      lastRelevantDay(
        booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-11-30'], completedDates: ['2026-11-30'] }),
      ),
    ).toBeNull();
  });
});

describe('isAutobookingRelevant on the edges of each date type: the day before, the day itself, the day after', () => {
  it.each([
    booking({ dateType: 'WEEK', startDate: '2026-11-14' }),
    booking({ dateType: 'MONTH', startDate: '2027-01-31' }),
    booking({ dateType: 'MONTH', startDate: '2026-08-31' }),
    booking({ dateType: 'CUSTOM_PERIOD', startDate: '2026-12-20', endDate: '2027-01-02' }),
    booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-12-31', '2027-01-01'], completedDates: ['2027-01-01'] }),
  ])('%o', (dated) => {
    const last = lastRelevantDay(dated) ?? '';
    expect(isAutobookingRelevant(dated, noonOf(addDays(last, -1)))).toBe(true);
    expect(isAutobookingRelevant(dated, noonOf(last))).toBe(true);
    expect(isAutobookingRelevant(dated, noonOf(addDays(last, 1)))).toBe(false);
  });
});

describe('isAutobookingRelevant', () => {
  describe('WEEK: start + 7 days not before today', () => {
    it.each([
      ['2026-11-14', true], // + 7 = today
      ['2026-11-13', false], // + 7 = yesterday
      ['2026-11-30', true],
    ])('start %s → %s', (startDate, relevant) => {
      expect(isAutobookingRelevant(booking({ dateType: 'WEEK', startDate }), now)).toBe(relevant);
    });

    it('crosses a month and a year boundary', () => {
      const week = booking({ dateType: 'WEEK', startDate: '2026-12-28' });
      expect(isAutobookingRelevant(week, at(2027, 1, 4))).toBe(true);
      expect(isAutobookingRelevant(week, at(2027, 1, 5))).toBe(false);
    });

    it("counts the day by Moscow's calendar at any hour", () => {
      const week = booking({ dateType: 'WEEK', startDate: '2026-11-14' });
      expect(isAutobookingRelevant(week, at(2026, 11, 21, 0))).toBe(true);
      expect(isAutobookingRelevant(week, at(2026, 11, 21, 23))).toBe(true);
      expect(isAutobookingRelevant(week, at(2026, 11, 22, 0))).toBe(false);
    });

    it('is over once Moscow has reached the next day, although UTC and devices west of Moscow are still on the last', () => {
      const week = booking({ dateType: 'WEEK', startDate: '2026-11-14' });
      expect(isAutobookingRelevant(week, new Date('2026-11-21T20:59:00.000Z'))).toBe(true);
      expect(isAutobookingRelevant(week, new Date('2026-11-21T22:30:00.000Z'))).toBe(false);
    });
  });

  describe('MONTH: start + one calendar month not before today', () => {
    it.each([
      ['2026-10-21', true], // + 1 month = today
      ['2026-10-20', false],
      ['2026-10-25', true],
    ])('start %s → %s', (startDate, relevant) => {
      expect(isAutobookingRelevant(booking({ dateType: 'MONTH', startDate }), now)).toBe(relevant);
    });

    it('ends on the last day of a shorter month', () => {
      const month = booking({ dateType: 'MONTH', startDate: '2027-01-31' });
      expect(isAutobookingRelevant(month, at(2027, 2, 28))).toBe(true);
      expect(isAutobookingRelevant(month, at(2027, 3, 1))).toBe(false);
    });

    it('crosses a year boundary', () => {
      const month = booking({ dateType: 'MONTH', startDate: '2026-12-15' });
      expect(isAutobookingRelevant(month, at(2027, 1, 15))).toBe(true);
      expect(isAutobookingRelevant(month, at(2027, 1, 16))).toBe(false);
    });
  });

  describe('CUSTOM_PERIOD: end not before today', () => {
    it.each([
      ['2026-11-21', true],
      ['2026-11-20', false],
      ['2026-12-15', true],
    ])('end %s → %s', (endDate, relevant) => {
      expect(isAutobookingRelevant(booking({ dateType: 'CUSTOM_PERIOD', startDate: '2026-11-01', endDate }), now)).toBe(
        relevant,
      );
    });

    it('crosses a year boundary', () => {
      const period = booking({ dateType: 'CUSTOM_PERIOD', startDate: '2026-12-20', endDate: '2027-01-02' });
      expect(isAutobookingRelevant(period, at(2027, 1, 2))).toBe(true);
      expect(isAutobookingRelevant(period, at(2027, 1, 3))).toBe(false);
    });
  });

  describe('CUSTOM_DATES: a date not booked yet is today or later', () => {
    it('is relevant with a future date not booked', () => {
      expect(
        isAutobookingRelevant(booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-12-03', '2026-12-04'] }), now),
      ).toBe(true);
    });

    it('counts today as still ahead', () => {
      expect(isAutobookingRelevant(booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-11-21'] }), now)).toBe(true);
    });

    it('is expired when the only future date is already booked', () => {
      const dates = booking({
        dateType: 'CUSTOM_DATES',
        customDates: ['2026-11-10', '2026-11-30'],
        completedDates: ['2026-11-30'],
      });
      expect(isAutobookingRelevant(dates, now)).toBe(false);
    });

    it('is expired when every date has passed, and without dates', () => {
      expect(isAutobookingRelevant(booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-11-20'] }), now)).toBe(
        false,
      );
      expect(isAutobookingRelevant(booking({ dateType: 'CUSTOM_DATES', customDates: [] }), now)).toBe(false);
    });

    it('crosses a year boundary', () => {
      const dates = booking({
        dateType: 'CUSTOM_DATES',
        customDates: ['2026-12-31', '2027-01-01'],
        completedDates: ['2027-01-01'],
      });
      expect(isAutobookingRelevant(dates, at(2026, 12, 31))).toBe(true);
      expect(isAutobookingRelevant(dates, at(2027, 1, 1))).toBe(false);
    });
  });

  it('is never relevant without the date its type needs', () => {
    expect(isAutobookingRelevant(booking({ dateType: 'WEEK', startDate: null }), now)).toBe(false);
    expect(isAutobookingRelevant(booking({ dateType: 'MONTH', startDate: null }), now)).toBe(false);
    expect(
      isAutobookingRelevant(booking({ dateType: 'CUSTOM_PERIOD', startDate: '2026-11-22', endDate: null }), now),
    ).toBe(false);
  });
});
