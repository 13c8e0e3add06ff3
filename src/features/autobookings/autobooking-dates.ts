import { lightFormat } from 'date-fns';
import { AutobookingCreateLimits } from '@generated/constants';
import { addDays, type CalendarDay } from '@/domain/calendar-day';

/**
 * Days a custom-dates choice covers, today included (docs/autobookings.md): one date a day, so the contract's most
 * custom dates of one booking is the window's length.
 */
export const CUSTOM_DATES_WINDOW_DAYS = AutobookingCreateLimits.customDates.maxItems;
/** Longest custom period in days, both ends included (docs/autobookings.md); the contract states it only in words. */
export const MAX_PERIOD_DAYS = 30;

/** The last date a custom-dates choice may include. */
export function lastCustomDate(today: CalendarDay): CalendarDay {
  return addDays(today, CUSTOM_DATES_WINDOW_DAYS - 1);
}

/** `20.11.2026, 17:32` in the seller's time zone, for instants such as `createdAt`. */
export function formatInstant(instant: string): string {
  return lightFormat(new Date(instant), 'dd.MM.yyyy, HH:mm');
}
