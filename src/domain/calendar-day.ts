import { dayOfUtcTime, dayPattern, partsOf, type CalendarDay } from './calendar-day-text';

// Days counted, today, and the pickers' local dates: the forms, the market and the autobookings read them. A calendar
// day's text (its parts, the day of an instant, the day as a seller reads it), which the first view's cards need, is
// in calendar-day-text.ts, so this module loads with those views, not with the first load.

export type { CalendarDay };

const dayMs = 24 * 60 * 60 * 1000;

function utcTimeOf(day: CalendarDay): number {
  const [year, month, date] = partsOf(day);
  return Date.UTC(year, month - 1, date);
}

/** Moscow's offset from UTC: Europe/Moscow has kept UTC+3 all year since 2014. */
export const moscowOffsetMs = 3 * 60 * 60 * 1000;

/**
 * Today at `now`: the calendar date in Europe/Moscow, the one day boundary of every date rule of the contract,
 * whatever the device's time zone (at 22.11 01:30 Moscow time it is 22.11, also for a seller whose device still
 * says 21.11 in Kaliningrad or in UTC).
 */
export function moscowToday(now: Date): CalendarDay {
  return dayOfUtcTime(now.getTime() + moscowOffsetMs);
}

/** The calendar day a date picker's local Date stands for (pickers work in the device's local time). */
export function calendarDayOf(localDate: Date): CalendarDay {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${localDate.getFullYear()}-${pad(localDate.getMonth() + 1)}-${pad(localDate.getDate())}`;
}

/** A local Date at the start of `day`, for date pickers that work in local time; an invalid Date for a non-day. */
export function localDateOf(day: CalendarDay): Date {
  const match = dayPattern.exec(day);
  if (!match) return new Date(Number.NaN);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function addDays(day: CalendarDay, amount: number): CalendarDay {
  return dayOfUtcTime(utcTimeOf(day) + amount * dayMs);
}

/** `day` plus whole calendar months; a day missing in the target month becomes that month's last day. */
export function addMonths(day: CalendarDay, amount: number): CalendarDay {
  const [year, month, date] = partsOf(day);
  const lastDayOfTarget = new Date(Date.UTC(year, month - 1 + amount + 1, 0)).getUTCDate();
  return dayOfUtcTime(Date.UTC(year, month - 1 + amount, Math.min(date, lastDayOfTarget)));
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDay(from: CalendarDay, to: CalendarDay): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let time = utcTimeOf(from); time <= utcTimeOf(to); time += dayMs) days.push(dayOfUtcTime(time));
  return days;
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((utcTimeOf(to) - utcTimeOf(from)) / dayMs);
}
