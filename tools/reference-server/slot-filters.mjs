// The slot filters of the contract (its "Slot filters" section) as the reference backend applies them: what a
// trigger or an autobooking stores, which days its dates cover, and whether a slot passes.

import { addDays, lastRelevantDay } from './dates.mjs';

const dayMs = 24 * 60 * 60 * 1000;
const allWeekdays = [1, 2, 3, 4, 5, 6, 7];

/**
 * @typedef {{ minLeadDays: number, weekdays: number[], maxLogisticsCoefficient: number | null }} SlotFilters
 * @typedef {{ minLeadDays?: number, weekdays?: number[], maxLogisticsCoefficient?: number | null }} SentFilters
 */

/**
 * The filters to store from a create or update body: each field as sent, or its default when left out.
 * @param {SentFilters} body
 * @returns {SlotFilters}
 */
export function storedFilters(body) {
  return {
    minLeadDays: body.minLeadDays ?? 0,
    weekdays: body.weekdays ? [...body.weekdays] : [...allWeekdays],
    maxLogisticsCoefficient: body.maxLogisticsCoefficient ?? null,
  };
}

/** @param {string} day yyyy-mm-dd */
const timeOf = (day) => Date.parse(`${day}T00:00:00.000Z`);
/** @param {number} time */
const dayOf = (time) => new Date(time).toISOString().slice(0, 10);

/**
 * Every day from `from` to `to`, both included.
 * @param {string} from
 * @param {string} to
 */
function eachDay(from, to) {
  const days = [];
  for (let time = timeOf(from); time <= timeOf(to); time += dayMs) days.push(dayOf(time));
  return days;
}

/** @param {string} day */
function isoWeekday(day) {
  return new Date(timeOf(day)).getUTCDay() || 7;
}

/**
 * The days a trigger watches: its `selectedDates` (none for UNTIL_FOUND, which has no end).
 * @param {{ searchMode: string, selectedDates: string[] }} trigger
 */
export function triggerDays(trigger) {
  return trigger.searchMode === 'UNTIL_FOUND' ? [] : trigger.selectedDates.map((instant) => instant.slice(0, 10));
}

/**
 * The days an autobooking's dates cover, its span (the contract's one definition, shared with relevance): WEEK
 * and MONTH from the start through the last relevant day, CUSTOM_PERIOD start to end, CUSTOM_DATES the dates.
 * @param {{ dateType: string, startDate?: string | null, endDate?: string | null, customDates?: string[] }} booking
 */
export function bookingDays({ dateType, startDate = null, endDate = null, customDates = [] }) {
  if (dateType === 'CUSTOM_DATES') return [...customDates];
  if (!startDate) return [];
  const last = lastRelevantDay(
    /** @type {Parameters<typeof lastRelevantDay>[0]} */ ({
      dateType,
      startDate,
      endDate,
      customDates: [],
      completedDates: [],
    }),
  );
  return last ? eachDay(startDate, last) : [];
}

/**
 * The field whose value leaves none of `days` (the lead time alone, else the weekdays after it), or undefined when
 * none of them is today or later.
 * @param {string[]} days
 * @param {string} today Moscow's date
 * @param {SlotFilters} filters
 * @returns {'minLeadDays' | 'weekdays' | undefined}
 */
export function filtersConflict(days, today, filters) {
  // Days before today are the date window's to refuse (or, on an update, the past of a running trigger).
  if (!days.some((day) => day >= today)) return undefined;
  const first = addDays(today, filters.minLeadDays);
  const afterLead = days.filter((day) => day >= first);
  if (afterLead.length === 0) return 'minLeadDays';
  return afterLead.some((day) => filters.weekdays.includes(isoWeekday(day))) ? undefined : 'weekdays';
}

/**
 * Whether a slot passes the filters, for the finds and bookings the backend records: its day is far enough
 * ahead and on a chosen weekday, and its logistics coefficient (`deliveryCoef`, percent) is within the cap; a
 * slot without one does not pass while a cap is set.
 * @param {{ day: string, deliveryCoef?: number | null }} slot
 * @param {string} today Moscow's date
 * @param {SlotFilters} filters
 */
export function slotPasses(slot, today, filters) {
  if (slot.day < addDays(today, filters.minLeadDays) || !filters.weekdays.includes(isoWeekday(slot.day))) return false;
  const cap = filters.maxLogisticsCoefficient;
  return cap === null || (typeof slot.deliveryCoef === 'number' && slot.deliveryCoef <= cap);
}
