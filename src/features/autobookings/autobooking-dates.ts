import { addDays, differenceInCalendarDays, lightFormat } from 'date-fns';
import { dayKey, formatDisplayDate } from '@/shared/ui/form/date-format';

/**
 * Autobooking dates are calendar dates (`yyyy-mm-dd`, the seller's calendar). Kept as strings: they sort and
 * compare as text, and a date never shifts by a time zone on its way to the server.
 */
export type CalendarDate = string;

/** Days a custom-dates choice covers, today included (docs/autobookings.md). */
export const CUSTOM_DATES_WINDOW_DAYS = 30;
/** Longest custom period in days, both ends included (docs/autobookings.md). */
export const MAX_PERIOD_DAYS = 30;

/** A calendar date as a local-midnight `Date`, for pickers and date arithmetic. */
export function dateOf(day: CalendarDate): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? Number.NaN, (month ?? Number.NaN) - 1, date);
}

export function shiftDays(day: CalendarDate, days: number): CalendarDate {
  return dayKey(addDays(dateOf(day), days));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarDays(dateOf(to), dateOf(from));
}

/** The last date a custom-dates choice may include. */
export function lastCustomDate(today: CalendarDate): CalendarDate {
  return shiftDays(today, CUSTOM_DATES_WINDOW_DAYS - 1);
}

/** `24.11.2026`. */
export function formatDay(day: CalendarDate): string {
  return formatDisplayDate(dateOf(day));
}

/** `20.11.2026, 17:32` in the seller's time zone, for instants such as `createdAt`. */
export function formatInstant(instant: string): string {
  return lightFormat(new Date(instant), 'dd.MM.yyyy, HH:mm');
}
