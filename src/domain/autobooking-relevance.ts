import type { SchemaAutobooking } from '@generated/schema';
import { addDays, addMonths, moscowToday, type CalendarDay } from '@/domain/calendar-day';

/** The date fields of an autobooking that decide how long it stays relevant. */
export type DatedBooking = Pick<
  SchemaAutobooking,
  'dateType' | 'startDate' | 'endDate' | 'customDates' | 'completedDates'
>;

/** Days a WEEK booking reaches past its start: it is relevant through start + 7 days. */
const WEEK_REACH_DAYS = 7;

/** The custom dates not booked yet, each once. */
export function unbookedDates(booking: Pick<SchemaAutobooking, 'customDates' | 'completedDates'>): CalendarDay[] {
  const booked = new Set(booking.completedDates);
  return [...new Set(booking.customDates)].filter((day) => !booked.has(day));
}

/**
 * The last day a booking can still book a slot, both ends included: the contract's rule of each date type
 * (`x-last-relevant-day` of `DateType`). WEEK: start + 7 days; MONTH: start + one calendar month (a day the
 * target month lacks becomes its last day); CUSTOM_PERIOD: the end; CUSTOM_DATES: the latest date not booked yet.
 * `null` when the booking lacks the date its type needs or has no date left to book.
 */
export function lastRelevantDay(booking: DatedBooking): CalendarDay | null {
  switch (booking.dateType) {
    case 'WEEK':
      return booking.startDate === null ? null : addDays(booking.startDate, WEEK_REACH_DAYS);
    case 'MONTH':
      return booking.startDate === null ? null : addMonths(booking.startDate, 1);
    case 'CUSTOM_PERIOD':
      return booking.endDate;
    case 'CUSTOM_DATES':
      return unbookedDates(booking).sort().at(-1) ?? null;
  }
}

/**
 * Whether a booking's dates still lie ahead, so an archived one may be activated again: today (Moscow's date) is
 * not after its last relevant day. The server answers `409 autobooking_expired` exactly when this is false.
 */
export function isAutobookingRelevant(booking: DatedBooking, now: Date): boolean {
  const last = lastRelevantDay(booking);
  return last !== null && moscowToday(now) <= last;
}
