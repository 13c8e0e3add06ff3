// Dev and e2e builds only: Prism serves the contract's examples as they are, on their own day; every date in a mocked
// answer moves by the whole days between that day and the page's today (example-dates.js). The e2e tests fix the
// page's clock on the examples' day, so for them nothing moves.
import type { Middleware } from 'openapi-fetch';
import { daysSinceExamples, shiftDates } from './example-dates.js';

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
