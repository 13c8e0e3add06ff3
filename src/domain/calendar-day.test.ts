import { describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarDayOf, daysBetween, eachDay, localDateOf, moscowToday } from './calendar-day';
import { dayOfInstant, formatDay } from './calendar-day-text';

describe('moscowToday', () => {
  it("is Moscow's calendar date, which starts at 21:00 UTC of the day before", () => {
    expect(moscowToday(new Date('2026-11-21T09:00:00.000Z'))).toBe('2026-11-21');
    expect(moscowToday(new Date('2026-11-21T20:59:59.999Z'))).toBe('2026-11-21');
    expect(moscowToday(new Date('2026-11-21T21:00:00.000Z'))).toBe('2026-11-22');
    expect(moscowToday(new Date('2026-11-21T22:30:00.000Z'))).toBe('2026-11-22');
  });

  it('crosses month and year ends by Moscow time', () => {
    expect(moscowToday(new Date('2026-11-30T21:30:00.000Z'))).toBe('2026-12-01');
    expect(moscowToday(new Date('2026-12-31T21:00:00.000Z'))).toBe('2027-01-01');
    expect(moscowToday(new Date('2028-02-28T22:00:00.000Z'))).toBe('2028-02-29');
  });

  it("does not depend on the device's time zone", () => {
    const deviceZone = process.env.TZ;
    const instant = new Date('2026-11-21T22:30:00.000Z');
    try {
      for (const zone of ['America/New_York', 'Europe/Kaliningrad', 'UTC', 'Asia/Vladivostok']) {
        process.env.TZ = zone;
        expect(moscowToday(instant), zone).toBe('2026-11-22');
      }
      // Where the device's own date differs, Moscow's wins.
      process.env.TZ = 'America/New_York';
      expect(calendarDayOf(instant)).toBe('2026-11-21');
    } finally {
      if (deviceZone === undefined) delete process.env.TZ;
      else process.env.TZ = deviceZone;
    }
  });
});

describe('calendarDayOf', () => {
  it("is the calendar day of a picker's local Date, also just after local midnight", () => {
    expect(calendarDayOf(new Date(2026, 10, 21, 9, 0))).toBe('2026-11-21');
    expect(calendarDayOf(new Date(2026, 10, 22, 0, 5))).toBe('2026-11-22');
    expect(calendarDayOf(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('round-trips with localDateOf, the local midnight of a day', () => {
    expect(calendarDayOf(localDateOf('2027-02-28'))).toBe('2027-02-28');
    expect(localDateOf('2028-02-29')).toEqual(new Date(2028, 1, 29));
    expect(Number.isNaN(localDateOf('not a date').getTime())).toBe(true);
  });
});

describe('day arithmetic', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('adds months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-21', 3)).toBe('2027-02-21');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
  });

  it('counts the days between two days, negative backwards', () => {
    expect(daysBetween('2026-11-25', '2026-12-25')).toBe(30);
    expect(daysBetween('2026-12-25', '2026-11-25')).toBe(-30);
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
  });

  it('lists the days between two days inclusively', () => {
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(eachDay('2026-11-21', '2026-11-21')).toEqual(['2026-11-21']);
    expect(eachDay('2026-11-22', '2026-11-21')).toEqual([]);
  });

  it('reads the calendar day of an instant in UTC, not in the local zone', () => {
    expect(dayOfInstant('2026-11-21T23:59:59.999Z')).toBe('2026-11-21');
    expect(dayOfInstant('2026-11-21T00:00:00.000Z')).toBe('2026-11-21');
  });

  it('formats days as dd.MM.yyyy', () => {
    expect(formatDay('2027-01-05')).toBe('05.01.2027');
  });
});
