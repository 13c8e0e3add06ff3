// A calendar day's text: its parts, the day an instant stands for, and the day as a seller reads it. The first view's
// cards write their dates with it; the rest of the day rules (calendar-day.ts) load with the views that count days.

/**
 * A calendar day as 'yyyy-MM-dd' (today is Moscow's date, see `moscowToday`). Kept as a string: days sort and compare as text, and a
 * day never shifts by a time zone on its way to the server. Triggers store a day as the instant of its UTC
 * midnight (see {@link dayOfInstant}); autobookings send the day itself.
 */
export type CalendarDay = string;

export const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function partsOf(day: CalendarDay): [number, number, number] {
  const match = dayPattern.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function dayOfUtcTime(time: number): CalendarDay {
  return new Date(time).toISOString().slice(0, 10);
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
