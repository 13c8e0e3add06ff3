import type { CalendarDay } from '@/domain/calendar-day';
import { isoWeekday } from '@/domain/slot-days';

// A calendar day said in words, as the market's cells and the forms' strip name it. Spelled here rather than by
// Intl.DateTimeFormat: a page's first Intl date format loads the locale's calendar data, a few hundred
// milliseconds of main thread on a mid-range phone, which landed on the tap that opens the market.

const months = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** Monday first, as ISO weekdays count. */
const weekdays = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;

function dateOf(day: CalendarDay): number {
  return Number(day.slice(8, 10));
}

/** '3 декабря'. */
export function dayWords(day: CalendarDay): string {
  return `${dateOf(day)} ${months[Number(day.slice(5, 7)) - 1]}`;
}

/** 'чт, 3': a column's head. */
export function weekdayAndDay(day: CalendarDay): string {
  return `${weekdays[isoWeekday(day) - 1]}, ${dateOf(day)}`;
}
