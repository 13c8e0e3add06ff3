// One rule for how long an autobooking stays relevant and which days it spans, written in the contract
// (`x-last-relevant-day-examples` of `DateType`) and followed alike by the app (which offers 'Активировать' by it
// and checks the slot filters against the span) and the reference backend (which answers `409 autobooking_expired`
// by it and refuses filters that leave no day of the span): both must give the contract's last day and span for
// each of its examples, and be relevant on the day before and on that day but not on the day after.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isAutobookingRelevant, lastRelevantDay, type DatedBooking } from '@/domain/autobooking-relevance';
import { addDays } from '@/domain/calendar-day';
import { bookingDays } from '@/features/autobookings/autobooking-dates';
import * as backend from '../../tools/reference-server/dates.mjs';
import { bookingDays as backendBookingDays } from '../../tools/reference-server/slot-filters.mjs';

interface RelevanceExample extends Partial<DatedBooking> {
  dateType: DatedBooking['dateType'];
  lastRelevantDay: string | null;
  /** How many days the booking spans, first and last included (period date types only). */
  spanDays?: number;
}

const contract = parse(readFileSync(fileURLToPath(new URL('../../openapi.yaml', import.meta.url)), 'utf8')) as {
  components: { schemas: { DateType: { 'x-last-relevant-day-examples': RelevanceExample[] } } };
};
const examples = contract.components.schemas.DateType['x-last-relevant-day-examples'];

const bookingOf = ({ lastRelevantDay: _, spanDays: __, ...example }: RelevanceExample): DatedBooking => ({
  startDate: null,
  endDate: null,
  customDates: [],
  completedDates: [],
  ...example,
});
/** Noon in Moscow on `day`. */
const noonOf = (day: string) => new Date(`${day}T09:00:00.000Z`);

describe("the contract's last relevant day", () => {
  it('has an example of every date type', () => {
    expect(new Set(examples.map((e) => e.dateType))).toEqual(
      new Set(['WEEK', 'MONTH', 'CUSTOM_PERIOD', 'CUSTOM_DATES']),
    );
  });

  it.each(examples)('$dateType $startDate $customDates → $lastRelevantDay', (example) => {
    const booking = bookingOf(example);
    expect(lastRelevantDay(booking)).toBe(example.lastRelevantDay);
    expect(backend.lastRelevantDay(booking)).toBe(example.lastRelevantDay);
    const last = example.lastRelevantDay;
    if (last === null) {
      expect(isAutobookingRelevant(booking, noonOf('2000-01-01'))).toBe(false);
      return;
    }
    for (const [day, relevant] of [
      [addDays(last, -1), true],
      [last, true],
      [addDays(last, 1), false],
    ] as const) {
      expect(isAutobookingRelevant(booking, noonOf(day)), `app on ${day}`).toBe(relevant);
      const backendToday = backend.moscowDay(noonOf(day).getTime());
      expect(backendToday <= (backend.lastRelevantDay(booking) ?? ''), `backend on ${day}`).toBe(relevant);
    }
  });
});

describe("the reference backend's trigger date window", () => {
  const today = '2026-11-21';
  const day = (d: string) => `${d}T00:00:00.000Z`;
  const week = {
    startDate: day('2026-11-19'),
    endDate: '2026-11-25T23:59:59.999Z',
    selectedDates: [day('2026-11-19')],
  };

  it('refuses past days on create, with the pointer of each', () => {
    expect(backend.triggerDateErrors(week, today).map((e) => e.path)).toEqual([
      '/startDate',
      '/selectedDates/0',
      '/selectedDates',
    ]);
  });

  it("accepts a running trigger's past days from its stored start on, and nothing earlier", () => {
    const running = { ...week, selectedDates: [day('2026-11-19'), day('2026-11-21')] };
    expect(backend.triggerDateErrors(running, today, { startDate: day('2026-11-19') })).toEqual([]);
    expect(
      backend.triggerDateErrors({ ...running, startDate: day('2026-11-18') }, today, { startDate: day('2026-11-19') }),
    ).toEqual([expect.objectContaining({ path: '/startDate' })]);
  });

  it('needs a day from today on and an end not in the past, and reaches today + 3 calendar months', () => {
    const stored = { startDate: day('2026-11-10') };
    expect(
      backend
        .triggerDateErrors(
          { startDate: day('2026-11-10'), endDate: '2026-11-20T23:59:59.999Z', selectedDates: [day('2026-11-20')] },
          today,
          stored,
        )
        .map((e) => e.path),
    ).toEqual(['/endDate', '/selectedDates']);
    const lastDay = {
      startDate: day('2027-02-21'),
      endDate: '2027-02-21T23:59:59.999Z',
      selectedDates: [day('2027-02-21')],
    };
    expect(backend.triggerDateErrors(lastDay, today)).toEqual([]);
    const dayAfter = {
      startDate: day('2027-02-22'),
      endDate: '2027-02-22T23:59:59.999Z',
      selectedDates: [day('2027-02-22')],
    };
    expect(backend.triggerDateErrors(dayAfter, today)).toHaveLength(3);
    expect(backend.addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it.each(examples.filter((e) => e.spanDays !== undefined))(
    '$dateType $startDate spans $spanDays days through $lastRelevantDay',
    (example) => {
      const booking = bookingOf(example);
      for (const [who, days] of [
        ['app', bookingDays(booking)],
        ['backend', backendBookingDays(booking)],
      ] as const) {
        expect([days[0], days.at(-1), days.length], who).toEqual([
          example.startDate,
          example.lastRelevantDay,
          example.spanDays,
        ]);
      }
    },
  );
});
