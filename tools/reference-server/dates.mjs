// The contract's date rules (its Dates section), as a backend computes them: today in Moscow, the last relevant
// day of an autobooking, and the windows trigger and autobooking dates must lie in. Calendar days are
// `yyyy-mm-dd` strings, so they compare as text.

/** @typedef {import('../../generated/schema').SchemaAutobooking} Autobooking */
/** @typedef {import('../../generated/schema').SchemaTrigger} Trigger */
/** @typedef {import('../../generated/schema').SchemaTriggerCreate} TriggerCreate */
/** @typedef {import('../../generated/schema').SchemaAutobookingCreate} AutobookingCreate */
/** @typedef {{ path: string, message: string }} DateError A JSON Pointer into the body and what is wrong there. */

const dayMs = 24 * 60 * 60 * 1000;
const moscowOffsetMs = 3 * 60 * 60 * 1000;
/** How far ahead trigger dates reach, in calendar months. */
const triggerWindowMonths = 3;
/** A custom period's longest span and the custom dates' window, in days with both ends included. */
const customWindowDays = 30;
/** A WEEK booking is relevant through its start + 7 days. */
const weekReachDays = 7;

/** `yyyy-mm-dd` of the Moscow calendar day at `ms`: "today" of every rule. */
export const moscowDay = (/** @type {number} */ ms) => new Date(ms + moscowOffsetMs).toISOString().slice(0, 10);

/** The calendar day a trigger instant labels (its UTC date). */
const dayOfInstant = (/** @type {string} */ instant) => instant.slice(0, 10);

/**
 * @param {string} day
 * @param {number} amount
 */
export function addDays(day, amount) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + amount * dayMs).toISOString().slice(0, 10);
}

/**
 * `day` plus whole calendar months; a day the target month lacks becomes its last day (31.01 + 1 → 28.02).
 * @param {string} day
 * @param {number} amount
 */
export function addMonths(day, amount) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + amount + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + amount, Math.min(date, lastOfTarget))).toISOString().slice(0, 10);
}

/**
 * The last day an autobooking can still book, both ends included (`x-last-relevant-day` of `DateType`); `null`
 * when there is none (a date its type needs is missing, or every custom date is booked).
 * @param {Pick<Autobooking, 'dateType' | 'startDate' | 'endDate' | 'customDates' | 'completedDates'>} booking
 * @returns {string | null}
 */
export function lastRelevantDay(booking) {
  switch (booking.dateType) {
    case 'WEEK':
      return booking.startDate ? addDays(booking.startDate, weekReachDays) : null;
    case 'MONTH':
      return booking.startDate ? addMonths(booking.startDate, 1) : null;
    case 'CUSTOM_PERIOD':
      return booking.endDate;
    case 'CUSTOM_DATES': {
      const booked = new Set(booking.completedDates);
      return (
        [...booking.customDates]
          .filter((d) => !booked.has(d))
          .sort()
          .at(-1) ?? null
      );
    }
  }
  return null;
}

/**
 * Where the dates of a trigger create or update leave their window (today, or for an update of a running trigger
 * its stored start day when that is earlier, to today + 3 calendar months).
 * @param {Pick<TriggerCreate, 'startDate' | 'endDate' | 'selectedDates'>} dates
 * @param {string} today
 * @param {Pick<Trigger, 'startDate'>} [stored] the trigger being updated
 * @returns {DateError[]}
 */
export function triggerDateErrors(dates, today, stored) {
  const storedStart = stored?.startDate ? dayOfInstant(stored.startDate) : today;
  const first = storedStart < today ? storedStart : today;
  const last = addMonths(today, triggerWindowMonths);
  /** @type {DateError[]} */
  const errors = [];
  const outside = (/** @type {string} */ day) => day < first || day > last;
  const window = `from ${first} to ${last}`;
  if (dates.startDate && outside(dayOfInstant(dates.startDate)))
    errors.push({ path: '/startDate', message: `must lie ${window}` });
  if (dates.endDate && (dayOfInstant(dates.endDate) < today || dayOfInstant(dates.endDate) > last))
    errors.push({ path: '/endDate', message: `must lie from ${today} to ${last}` });
  dates.selectedDates.forEach((instant, index) => {
    if (outside(dayOfInstant(instant))) errors.push({ path: `/selectedDates/${index}`, message: `must lie ${window}` });
  });
  if (dates.selectedDates.length && !dates.selectedDates.some((instant) => dayOfInstant(instant) >= today))
    errors.push({ path: '/selectedDates', message: `needs a day from ${today} on` });
  return errors;
}

/**
 * Where the dates of an autobooking create leave their window: not before today; a custom period at most 30 days
 * with both ends included; custom dates from today to today + 29 days.
 * @param {Pick<AutobookingCreate, 'dateType' | 'startDate' | 'endDate' | 'customDates'>} body
 * @param {string} today
 * @returns {DateError[]}
 */
export function autobookingDateErrors(body, today) {
  /** @type {DateError[]} */
  const errors = [];
  if (body.startDate && body.startDate < today)
    errors.push({ path: '/startDate', message: `must be ${today} or later` });
  if (body.dateType === 'CUSTOM_PERIOD' && body.startDate && body.endDate) {
    if (body.endDate < body.startDate || body.endDate > addDays(body.startDate, customWindowDays - 1))
      errors.push({ path: '/endDate', message: `must lie from startDate to startDate + ${customWindowDays - 1} days` });
  }
  const lastCustom = addDays(today, customWindowDays - 1);
  (body.customDates ?? []).forEach((day, index) => {
    if (day < today || day > lastCustom)
      errors.push({ path: `/customDates/${index}`, message: `must lie from ${today} to ${lastCustom}` });
  });
  return errors;
}
