// @ts-check
// The contract's examples live on one fixed day (EXAMPLES_TODAY). So that an offline demo reads like today ('Сегодня'
// is today, a subscription has its 30 days left), the dates of the examples move by the whole days between that day
// and today: in the page for Prism's answers (mock-dates.ts), in Node for the stateful development backend
// (tools/reference-server/dev-backend.mjs). Plain JavaScript, type-checked through its JSDoc, so both run the same code.
import { addDays, differenceInCalendarDays, lightFormat } from 'date-fns';

/** The day the contract's examples are written for (mocks/*.yaml): their 'today'. */
const EXAMPLES_TODAY = new Date(2026, 10, 21);

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Whole calendar days (the local zone: the seller's in the page) from the examples' today to `now`'s.
 * @param {Date} now
 */
export function daysSinceExamples(now) {
  return differenceInCalendarDays(now, EXAMPLES_TODAY);
}

/**
 * `value` with every date ('yyyy-MM-dd') and instant (ISO 8601) in it moved by `days`; anything else unchanged.
 * @param {unknown} value
 * @param {number} days
 * @returns {unknown}
 */
export function shiftDates(value, days) {
  if (typeof value === 'string') {
    if (dateOnly.test(value)) {
      const [year, month, day] = value.split('-').map(Number);
      return lightFormat(addDays(new Date(Number(year), Number(month) - 1, Number(day)), days), 'yyyy-MM-dd');
    }
    // Instants move by whole days of 24 hours: a UTC midnight stays one, and so does a midnight in Moscow.
    if (instant.test(value)) return new Date(Date.parse(value) + days * dayMs).toISOString();
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => shiftDates(item, days));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftDates(item, days)]));
  return value;
}
