import { lightFormat } from 'date-fns';
import { lastRelevantDay } from '@/domain/autobooking-relevance';
import { addDays, eachDay, type CalendarDay } from '@/domain/calendar-day';

// The contract states these two windows only in words (its machine-readable bound is the count of custom dates,
// which a 30-day window keeps anyway); reading a bound of the generated constants here would also move that
// object into the first load, where the constants module lives.

/** Days a custom-dates choice covers, today included (docs/autobookings.md). */
export const CUSTOM_DATES_WINDOW_DAYS = 30;
/** Longest custom period in days, both ends included (docs/autobookings.md). */
export const MAX_PERIOD_DAYS = 30;

/** The last date a custom-dates choice may include. */
export function lastCustomDate(today: CalendarDay): CalendarDay {
  return addDays(today, CUSTOM_DATES_WINDOW_DAYS - 1);
}

/** `20.11.2026, 17:32` in the seller's time zone, for instants such as `createdAt`. */
export function formatInstant(instant: string): string {
  return lightFormat(new Date(instant), 'dd.MM.yyyy, HH:mm');
}

/**
 * The days a booking's dates cover, its span (the contract's one definition, shared with relevance): WEEK and
 * MONTH from the start through the last relevant day (a week 8 days, a month through the same day a month later),
 * CUSTOM_PERIOD its start to its end, CUSTOM_DATES the picked days; none while they are incomplete.
 */
export function bookingDays(dates: {
  dateType: 'WEEK' | 'MONTH' | 'CUSTOM_PERIOD' | 'CUSTOM_DATES' | null;
  startDate: CalendarDay | null;
  endDate: CalendarDay | null;
  customDates: readonly CalendarDay[];
}): CalendarDay[] {
  const { dateType, startDate } = dates;
  if (dateType === 'CUSTOM_DATES') return [...dates.customDates];
  if (!startDate || !dateType) return [];
  const last = lastRelevantDay({ ...dates, dateType, customDates: [], completedDates: [] });
  return last ? eachDay(startDate, last) : [];
}
