import type { CalendarDay } from '@/domain/calendar-day';

// A calendar day said in words, as the market's cells and the forms' strip name it.

const dayName = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', day: 'numeric', month: 'long' });
const weekdayDay = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', weekday: 'short', day: 'numeric' });

/** The instant a calendar day's formats read: its UTC midnight. */
function dayInstant(day: CalendarDay): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** '3 декабря'. */
export function dayWords(day: CalendarDay): string {
  return dayName.format(dayInstant(day));
}

/** 'чт, 3': a column's head. */
export function weekdayAndDay(day: CalendarDay): string {
  return weekdayDay.format(dayInstant(day));
}
