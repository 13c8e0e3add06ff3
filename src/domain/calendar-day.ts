/**
 * A calendar day as 'yyyy-MM-dd' (today is Moscow's date, see {@link moscowToday}). Kept as a string: days sort and compare as text, and a
 * day never shifts by a time zone on its way to the server. Triggers store a day as the instant of its UTC
 * midnight (see {@link dayOfInstant}); autobookings send the day itself.
 */
export type CalendarDay = string;

const dayMs = 24 * 60 * 60 * 1000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(day: CalendarDay): [number, number, number] {
  const match = dayPattern.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function dayOfUtcTime(time: number): CalendarDay {
  return new Date(time).toISOString().slice(0, 10);
}

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

/** The calendar day a trigger instant stands for (its UTC date). */
export function dayOfInstant(instant: string): CalendarDay {
  return dayOfUtcTime(Date.parse(instant));
}

/** A calendar day as the seller reads it: dd.MM.yyyy (ru-RU). */
export function formatDay(day: CalendarDay): string {
  const [year, month, date] = partsOf(day);
  return `${String(date).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}
