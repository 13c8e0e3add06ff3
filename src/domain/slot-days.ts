import { addDays, type CalendarDay } from './calendar-day';
import type { IsoWeekday, SlotFilters } from './slot-filters';

// The days the slot filters pass: the forms and the market apply them, the lists' cards only describe the filters
// (slot-filters.ts), so these load with those views, not with the first load.

/** The ISO weekday of a calendar day. */
export function isoWeekday(day: CalendarDay): IsoWeekday {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return (weekday === 0 ? 7 : weekday) as IsoWeekday;
}

/** The first day a slot may fall on with this lead time (Moscow's today + minLeadDays). */
export function firstLeadDay(today: CalendarDay, minLeadDays: number): CalendarDay {
  return addDays(today, minLeadDays);
}

/** Whether a slot on `day` passes the lead time and the weekdays (the logistics cap depends on the slot itself). */
export function dayPasses(day: CalendarDay, today: CalendarDay, filters: SlotFilters): boolean {
  return day >= firstLeadDay(today, filters.minLeadDays) && filters.weekdays.includes(isoWeekday(day));
}
