import { lightFormat, startOfDay } from 'date-fns';
import type { Matcher } from 'react-day-picker';
import { calendarDayOf } from '@/domain/calendar-day';

/** Display format of dates in the UI (dd.MM.yyyy, ru-RU; docs/forms.md). */
const DISPLAY_DATE_FORMAT = 'dd.MM.yyyy';

/** Formats a date for display: 05.12.2026. */
export function formatDisplayDate(date: Date): string {
  return lightFormat(date, DISPLAY_DATE_FORMAT);
}

/** Formats an instant in the seller's time zone: 21.11.2026 07:40. */
export function formatDisplayDateTime(instant: string): string {
  return lightFormat(new Date(instant), `${DISPLAY_DATE_FORMAT} HH:mm`);
}

/** Sorts dates ascending and drops repeated days (keeps the first Date of each day). */
export function uniqueSortedDays(dates: readonly Date[]): Date[] {
  const byDay = new Map<string, Date>();
  for (const date of dates) {
    const key = calendarDayOf(date);
    if (!byDay.has(key)) byDay.set(key, date);
  }
  return [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, date]) => date);
}

/** The days a picker refuses: every day while it is disabled, else those before `earliest` and after `latest`. */
export function unavailableDays({
  disabled,
  earliest,
  latest,
}: {
  disabled: boolean;
  earliest?: Date;
  latest?: Date;
}): Matcher[] {
  const days: Matcher[] = [];
  if (disabled) days.push(true);
  if (earliest) days.push({ before: earliest });
  if (latest) days.push({ after: startOfDay(latest) });
  return days;
}
