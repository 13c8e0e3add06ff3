import { describe, expect, it } from 'vitest';
import { dayWords, weekdayAndDay } from './day-words';

describe('day words', () => {
  it('says the day and the month in the genitive', () => {
    expect(dayWords('2026-12-03')).toBe('3 декабря');
    expect(dayWords('2026-01-31')).toBe('31 января');
    expect(dayWords('2026-05-10')).toBe('10 мая');
  });

  it("heads a column with the weekday's short name and the day", () => {
    expect(weekdayAndDay('2026-12-03')).toBe('чт, 3');
    expect(weekdayAndDay('2026-11-29')).toBe('вс, 29');
    expect(weekdayAndDay('2026-11-30')).toBe('пн, 30');
  });

  it('agrees with the Russian calendar format of every day of a year', () => {
    const month = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', day: 'numeric', month: 'long' });
    const weekday = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', weekday: 'short', day: 'numeric' });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      expect(dayWords(day)).toBe(month.format(new Date(time)));
      expect(weekdayAndDay(day)).toBe(weekday.format(new Date(time)));
    }
  });
});
