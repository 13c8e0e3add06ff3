import type { SchemaSearchMode } from '@generated/schema';
import { addDays, addMonths, eachDay, type CalendarDay } from '@/domain/calendar-day';
import { dayOfInstant } from '@/domain/calendar-day-text';

export type SearchMode = SchemaSearchMode;

/** The date fields of a trigger, exactly as the contract sends them. */
export interface TriggerDates {
  startDate: string | null;
  endDate: string | null;
  selectedDates: string[];
}

/** Days of the WEEK mode (docs/triggers.md). */
const WEEK_DAYS = 7;
/** How far ahead the custom dates and the period reach: 3 months ahead from today (docs/triggers.md). */
const DATE_WINDOW_MONTHS = 3;

/** The instant representing `day`: its UTC midnight. */
function dayStart(day: CalendarDay): string {
  return `${day}T00:00:00.000Z`;
}

/** The instant ending `day`: its last UTC millisecond. */
function dayEnd(day: CalendarDay): string {
  return `${day}T23:59:59.999Z`;
}

/** The days a seller may pick for CUSTOM_DATES and RANGE: today through the same day 3 months later. */
export function pickableWindow(today: CalendarDay): { first: CalendarDay; last: CalendarDay } {
  return { first: today, last: addMonths(today, DATE_WINDOW_MONTHS) };
}

const noDates: TriggerDates = { startDate: null, endDate: null, selectedDates: [] };

/** Dates covering exactly the given days (sorted, without repeats): start at the first, end with the last. */
function datesOfDays(days: readonly CalendarDay[]): TriggerDates {
  const sorted = [...new Set(days)].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return { ...noDates, selectedDates: [] };
  return { startDate: dayStart(first), endDate: dayEnd(last), selectedDates: sorted.map(dayStart) };
}

/**
 * The dates a search mode sets when it is chosen (docs/triggers.md): a mode change drops the previous dates.
 * TODAY and TOMORROW cover that day; WEEK the 7 days from today, each listed; UNTIL_FOUND starts today
 * with no end; RANGE and CUSTOM_DATES start empty until the seller picks days.
 */
export function datesForMode(mode: SearchMode, today: CalendarDay): TriggerDates {
  switch (mode) {
    case 'TODAY':
      return datesOfDays([today]);
    case 'TOMORROW':
      return datesOfDays([addDays(today, 1)]);
    case 'WEEK':
      return datesOfDays(eachDay(today, addDays(today, WEEK_DAYS - 1)));
    case 'UNTIL_FOUND':
      return { startDate: dayStart(today), endDate: null, selectedDates: [] };
    case 'RANGE':
    case 'CUSTOM_DATES':
      return { ...noDates, selectedDates: [] };
  }
}

/**
 * The search mode a new lead time moves a fixed-day mode to when it leaves none of that mode's days
 * (docs/triggers.md#additional-filters): 'Сегодня' to 'Завтра' for one day, else to 'До нахождения', which
 * any lead time allows. Undefined while the mode still has a day, and for the modes whose days the seller picked.
 */
export function modeForLeadTime(mode: SearchMode, minLeadDays: number): SearchMode | undefined {
  const lastDay = { TODAY: 0, TOMORROW: 1, WEEK: WEEK_DAYS - 1 }[mode as 'TODAY' | 'TOMORROW' | 'WEEK'];
  if (lastDay === undefined || minLeadDays <= lastDay) return undefined;
  return mode === 'TODAY' && minLeadDays === 1 ? 'TOMORROW' : 'UNTIL_FOUND';
}

/** RANGE: a picked period fills every day between its ends as selectedDates. */
export function rangeDates(from: CalendarDay, to: CalendarDay): TriggerDates {
  return datesOfDays(from <= to ? eachDay(from, to) : eachDay(to, from));
}

/** RANGE while it is being picked: after the first tap only the start is known. */
export function periodDates(from: CalendarDay | undefined, to: CalendarDay | undefined): TriggerDates {
  if (!from) return { ...noDates, selectedDates: [] };
  if (!to) return { startDate: dayStart(from), endDate: null, selectedDates: [] };
  return rangeDates(from, to);
}

/** CUSTOM_DATES: the picked days; start is the earliest, end the latest. */
export function customDates(days: readonly CalendarDay[]): TriggerDates {
  return datesOfDays(days);
}

/** The picked days of stored dates (selectedDates as calendar days). */
export function selectedDays(dates: Pick<TriggerDates, 'selectedDates'>): CalendarDay[] {
  return dates.selectedDates.map(dayOfInstant);
}

/**
 * The dates an edited trigger starts with. Fixed modes keep what was stored (the seller chose that day);
 * in RANGE and CUSTOM_DATES days outside the pickable window are dropped (past days, and days beyond it that a
 * backend may have kept), because none of them can be picked or sent.
 */
export function editableDates(mode: SearchMode, stored: TriggerDates, today: CalendarDay): TriggerDates {
  const { first, last } = pickableWindow(today);
  if (mode === 'CUSTOM_DATES') return customDates(selectedDays(stored).filter((day) => day >= first && day <= last));
  if (mode === 'RANGE') {
    if (!stored.startDate || !stored.endDate) return { ...noDates, selectedDates: [] };
    const from = dayOfInstant(stored.startDate);
    const to = dayOfInstant(stored.endDate);
    if (to < first || from > last) return { ...noDates, selectedDates: [] };
    return rangeDates(from < first ? first : from, to > last ? last : to);
  }
  return { startDate: stored.startDate, endDate: stored.endDate, selectedDates: [...stored.selectedDates] };
}
