// Dev and e2e builds only: the contract's examples live on one fixed day (EXAMPLES_TODAY), and Prism serves them as
// they are. So that an offline demo reads like today ('Сегодня' is today, a subscription has its 30 days left), every
// date in a mocked answer moves by the whole days between that day and the page's today. The e2e tests fix the
// page's clock on the examples' day, so for them nothing moves.
import { addDays, differenceInCalendarDays, lightFormat } from 'date-fns';
import type { Middleware } from 'openapi-fetch';

/** The day the contract's examples are written for (mocks/*.yaml): their 'today'. */
const EXAMPLES_TODAY = new Date(2026, 10, 21);

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;

/** Whole calendar days (the seller's zone) from the examples' today to `now`'s. */
export function daysSinceExamples(now: Date): number {
  return differenceInCalendarDays(now, EXAMPLES_TODAY);
}

/** `value` with every date ('yyyy-MM-dd') and instant (ISO 8601) in it moved by `days`; anything else unchanged. */
export function shiftDates(value: unknown, days: number): unknown {
  if (typeof value === 'string') {
    if (dateOnly.test(value)) {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      return lightFormat(addDays(new Date(year, month - 1, day), days), 'yyyy-MM-dd');
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

/** Moves the dates of every JSON answer to the page's today (read at each answer, so a demo left open follows). */
export function mockDatesMiddleware(now: () => Date = () => new Date()): Middleware {
  return {
    async onResponse({ response }) {
      const days = daysSinceExamples(now());
      if (days === 0 || !response.headers.get('content-type')?.includes('json')) return undefined;
      let body: unknown;
      try {
        body = await response.clone().json();
      } catch {
        // Not JSON after all (a test that breaks the body on purpose): the client handles it as it comes.
        return undefined;
      }
      return new Response(JSON.stringify(shiftDates(body, days)), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
  };
}
