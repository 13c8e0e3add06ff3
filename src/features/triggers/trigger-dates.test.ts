import { describe, expect, it } from 'vitest';
import {
  customDates,
  datesForMode,
  editableDates,
  periodDates,
  pickableWindow,
  rangeDates,
  modeForLeadTime,
} from './trigger-dates';

const today = '2026-11-21';

describe('datesForMode', () => {
  it('TODAY: from UTC midnight today to the end of today', () => {
    expect(datesForMode('TODAY', today)).toEqual({
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: '2026-11-21T23:59:59.999Z',
      selectedDates: ['2026-11-21T00:00:00.000Z'],
    });
  });

  it('TOMORROW: the same for tomorrow, across a month and a year end', () => {
    expect(datesForMode('TOMORROW', today)).toEqual({
      startDate: '2026-11-22T00:00:00.000Z',
      endDate: '2026-11-22T23:59:59.999Z',
      selectedDates: ['2026-11-22T00:00:00.000Z'],
    });
    expect(datesForMode('TOMORROW', '2026-11-30').startDate).toBe('2026-12-01T00:00:00.000Z');
    expect(datesForMode('TOMORROW', '2026-12-31')).toEqual({
      startDate: '2027-01-01T00:00:00.000Z',
      endDate: '2027-01-01T23:59:59.999Z',
      selectedDates: ['2027-01-01T00:00:00.000Z'],
    });
  });

  it('WEEK: 7 days starting today, each listed in selectedDates', () => {
    expect(datesForMode('WEEK', today)).toEqual({
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: '2026-11-27T23:59:59.999Z',
      selectedDates: ['21', '22', '23', '24', '25', '26', '27'].map((day) => `2026-11-${day}T00:00:00.000Z`),
    });
  });

  it('WEEK across the year end', () => {
    const week = datesForMode('WEEK', '2026-12-28');
    expect(week.startDate).toBe('2026-12-28T00:00:00.000Z');
    expect(week.endDate).toBe('2027-01-03T23:59:59.999Z');
    expect(week.selectedDates).toEqual([
      '2026-12-28T00:00:00.000Z',
      '2026-12-29T00:00:00.000Z',
      '2026-12-30T00:00:00.000Z',
      '2026-12-31T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      '2027-01-02T00:00:00.000Z',
      '2027-01-03T00:00:00.000Z',
    ]);
  });

  it('UNTIL_FOUND: starts today with no end and no listed days', () => {
    expect(datesForMode('UNTIL_FOUND', today)).toEqual({
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: null,
      selectedDates: [],
    });
  });

  it('RANGE and CUSTOM_DATES: reset until days are picked', () => {
    const empty = { startDate: null, endDate: null, selectedDates: [] };
    expect(datesForMode('RANGE', today)).toEqual(empty);
    expect(datesForMode('CUSTOM_DATES', today)).toEqual(empty);
  });
});

describe('rangeDates', () => {
  it('fills every day between the ends, across a month end', () => {
    expect(rangeDates('2026-11-29', '2026-12-02')).toEqual({
      startDate: '2026-11-29T00:00:00.000Z',
      endDate: '2026-12-02T23:59:59.999Z',
      selectedDates: [
        '2026-11-29T00:00:00.000Z',
        '2026-11-30T00:00:00.000Z',
        '2026-12-01T00:00:00.000Z',
        '2026-12-02T00:00:00.000Z',
      ],
    });
  });

  it('accepts the ends in either order and a one-day period', () => {
    expect(rangeDates('2027-01-01', '2026-12-31').selectedDates).toEqual([
      '2026-12-31T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(rangeDates(today, today)).toEqual(datesForMode('TODAY', today));
  });
});

describe('periodDates', () => {
  it('is empty before the first tap, has only a start after it and fills the days after the second', () => {
    expect(periodDates(undefined, undefined)).toEqual({ startDate: null, endDate: null, selectedDates: [] });
    expect(periodDates('2026-11-23', undefined)).toEqual({
      startDate: '2026-11-23T00:00:00.000Z',
      endDate: null,
      selectedDates: [],
    });
    expect(periodDates('2026-11-23', '2026-11-24')).toEqual(rangeDates('2026-11-23', '2026-11-24'));
  });
});

describe('customDates', () => {
  it('starts at the earliest and ends with the latest picked day, sorted and without repeats', () => {
    expect(customDates(['2027-01-02', '2026-12-31', '2027-01-02', '2026-11-25'])).toEqual({
      startDate: '2026-11-25T00:00:00.000Z',
      endDate: '2027-01-02T23:59:59.999Z',
      selectedDates: ['2026-11-25T00:00:00.000Z', '2026-12-31T00:00:00.000Z', '2027-01-02T00:00:00.000Z'],
    });
  });

  it('is empty without days', () => {
    expect(customDates([])).toEqual({ startDate: null, endDate: null, selectedDates: [] });
  });
});

describe('pickableWindow', () => {
  it('covers today through the same day 3 months later', () => {
    expect(pickableWindow(today)).toEqual({ first: '2026-11-21', last: '2027-02-21' });
    expect(pickableWindow('2026-11-30').last).toBe('2027-02-28');
  });

  it('keeps a full RANGE within the contract limit of 100 selected dates', () => {
    const { first, last } = pickableWindow('2026-12-01');
    expect(rangeDates(first, last).selectedDates.length).toBeLessThanOrEqual(100);
  });
});

describe('editableDates', () => {
  it('keeps the stored dates of fixed modes', () => {
    const stored = { startDate: '2026-11-18T00:00:00.000Z', endDate: null, selectedDates: [] };
    expect(editableDates('UNTIL_FOUND', stored, today)).toEqual(stored);
  });

  it("sends a running week's past days back as read (the contract accepts them from the stored start on)", () => {
    const running = datesForMode('WEEK', '2026-11-19');
    expect(editableDates('WEEK', running, today)).toEqual(running);
  });

  it('drops past days of custom dates', () => {
    const stored = customDates(['2026-11-19', '2026-11-25', '2026-12-05']);
    expect(editableDates('CUSTOM_DATES', stored, today)).toEqual(customDates(['2026-11-25', '2026-12-05']));
  });

  it('starts a running period today and empties a past one', () => {
    expect(editableDates('RANGE', rangeDates('2026-11-19', '2026-11-23'), today)).toEqual(
      rangeDates(today, '2026-11-23'),
    );
    expect(editableDates('RANGE', rangeDates('2026-11-10', '2026-11-20'), today)).toEqual({
      startDate: null,
      endDate: null,
      selectedDates: [],
    });
    expect(editableDates('RANGE', rangeDates('2026-11-23', '2026-11-27'), today)).toEqual(
      rangeDates('2026-11-23', '2026-11-27'),
    );
  });

  it('drops days beyond the pickable window, so a saved trigger never exceeds it', () => {
    const { last } = pickableWindow(today);
    const long = editableDates('RANGE', rangeDates('2026-11-10', '2027-12-31'), today);
    expect(long).toEqual(rangeDates(today, last));
    expect(long.selectedDates.length).toBeLessThanOrEqual(93);
    expect(editableDates('RANGE', rangeDates('2027-06-01', '2027-06-10'), today).selectedDates).toEqual([]);
    expect(editableDates('CUSTOM_DATES', customDates(['2026-11-25', '2027-06-01']), today)).toEqual(
      customDates(['2026-11-25']),
    );
  });
});

describe('modeForLeadTime', () => {
  it("moves a fixed-day mode the lead time leaves no day of: 'Сегодня' to 'Завтра' for one day, else to 'До нахождения'", () => {
    expect(modeForLeadTime('TODAY', 0)).toBeUndefined();
    expect(modeForLeadTime('TODAY', 1)).toBe('TOMORROW');
    expect(modeForLeadTime('TODAY', 2)).toBe('UNTIL_FOUND');
    expect(modeForLeadTime('TOMORROW', 1)).toBeUndefined();
    expect(modeForLeadTime('TOMORROW', 2)).toBe('UNTIL_FOUND');
    expect(modeForLeadTime('WEEK', 6)).toBeUndefined();
    expect(modeForLeadTime('WEEK', 7)).toBe('UNTIL_FOUND');
  });

  it('leaves the modes with no end or with picked days alone', () => {
    for (const mode of ['UNTIL_FOUND', 'RANGE', 'CUSTOM_DATES'] as const)
      expect(modeForLeadTime(mode, 30)).toBeUndefined();
  });
});
