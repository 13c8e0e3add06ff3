// The contract's named examples obey its own Lifecycles section: every trigger and autobooking an example answers
// is in the status its dates, notifications and bookings give it on the examples' day (21.11.2026, Moscow), and
// its `isActive`, `runState`, `error` and `findsSummary` agree with that status. An example that breaks a rule
// teaches backend teams the wrong rule, so a change to one fails here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lastRelevantDay, type DatedBooking } from '@/domain/autobooking-relevance';
import { moscowToday } from '@/domain/calendar-day';
import type { SchemaAutobooking, SchemaTrigger } from '@generated/schema';
import { loadContract } from '../../scripts/lib/openapi.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const contract = loadContract(path.join(root, 'openapi.yaml'));

/** The day the examples are written for (src/dev/example-dates.js): their 'today' in Moscow. */
const examplesToday = '2026-11-21';
/** The last instant of that day in Moscow: nothing in an example happened later. */
const examplesEnd = '2026-11-21T20:59:59.999Z';

const moscowDayOf = (instant: string) => moscowToday(new Date(instant));

/** Every object inside `value` that `is` accepts, with where it was found. */
function collect<T>(value: unknown, is: (node: Record<string, unknown>) => boolean, where: string): [string, T][] {
  if (Array.isArray(value)) return value.flatMap((item) => collect<T>(item, is, where));
  if (value === null || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  if (is(node)) return [[`${where} ${String(node.id)}`, node as T]];
  return Object.values(node).flatMap((child) => collect<T>(child, is, where));
}

const responseExamples = contract.operations.flatMap((op) =>
  Object.entries(op.responses).flatMap(([status, response]) =>
    Object.entries(response.examples).map(([name, value]) => ({ where: `${op.operationId} ${status} ${name}`, value })),
  ),
);
const triggers = responseExamples.flatMap(({ where, value }) =>
  collect<SchemaTrigger>(value, (n) => 'searchMode' in n && 'status' in n, where),
);
const autobookings = responseExamples.flatMap(({ where, value }) =>
  collect<SchemaAutobooking>(value, (n) => 'dateType' in n && 'status' in n, where),
);

/** What the Lifecycles section says is wrong with a trigger on the examples' day; empty when it obeys. */
function triggerViolations(t: SchemaTrigger): string[] {
  const problems: string[] = [];
  const untilFound = t.searchMode === 'UNTIL_FOUND';
  const ended = t.endDate !== null && t.endDate.slice(0, 10) < examplesToday;
  const notified = t.lastNotificationAt !== null;
  if (t.createdAt > examplesEnd) problems.push('created after the examples’ day');
  if (t.startDate !== null && moscowDayOf(t.createdAt) > t.startDate.slice(0, 10))
    problems.push('starts before the day it was created');
  const notifiedAt = t.lastNotificationAt;
  if (notifiedAt !== null && (notifiedAt < t.createdAt || notifiedAt > examplesEnd))
    problems.push('notified outside its life');
  if (t.isActive && t.status !== 'RELEVANT') problems.push(`${t.status} but active`);
  if (t.status === 'RELEVANT' && ended) problems.push('RELEVANT after its last day');
  if (t.status === 'RELEVANT' && untilFound && notified)
    problems.push('UNTIL_FOUND still RELEVANT after a notification');
  if (t.status === 'COMPLETED' && !notified) problems.push('COMPLETED without a notification');
  if (t.status === 'COMPLETED' && !untilFound && !ended) problems.push('COMPLETED before its last day passed');
  if (t.status === 'EXPIRED' && (untilFound || !ended || notified))
    problems.push('EXPIRED although it never ended or it notified');
  const meantToRun = t.status === 'RELEVANT' && t.isActive;
  if (t.runState !== undefined && (t.runState === null) === meantToRun)
    problems.push(`runState ${JSON.stringify(t.runState)} for an item ${meantToRun ? '' : 'not '}meant to run`);
  const last = t.findsSummary?.lastFind;
  if (last?.notification.outcome === 'sent' && t.lastNotificationAt !== last.notification.at)
    problems.push('its newest find was sent, but lastNotificationAt is not that notification');
  return problems;
}

/** What the Lifecycles section says is wrong with an autobooking on the examples' day; empty when it obeys. */
function autobookingViolations(b: SchemaAutobooking): string[] {
  const problems: string[] = [];
  const dated: DatedBooking = b;
  const last = lastRelevantDay(dated);
  const firstDay = b.dateType === 'CUSTOM_DATES' ? [...b.customDates].sort()[0] : b.startDate;
  if (b.createdAt > examplesEnd) problems.push('created after the examples’ day');
  if (firstDay && moscowDayOf(b.createdAt) > firstDay) problems.push('starts before the day it was created');
  if (b.status === 'ACTIVE' && (last === null || last < examplesToday))
    problems.push('ACTIVE after its last relevant day (it becomes ERROR)');
  if (b.status === 'COMPLETED' && b.completedDates.length === 0) problems.push('COMPLETED without a booked date');
  if (
    b.status === 'COMPLETED' &&
    b.dateType === 'CUSTOM_DATES' &&
    b.customDates.some((d) => !b.completedDates.includes(d))
  )
    problems.push('COMPLETED with custom dates not booked');
  if (b.error !== undefined && (b.error === null) === (b.status === 'ERROR'))
    problems.push(`error ${JSON.stringify(b.error)} on ${b.status} (a failure exactly on ERROR)`);
  if (b.runState !== undefined && (b.runState === null) === (b.status === 'ACTIVE'))
    problems.push(`runState ${JSON.stringify(b.runState)} on ${b.status}`);
  if (b.status === 'COMPLETED' && b.bookedSlots && b.bookedSlots.length !== b.completedDates.length)
    problems.push('a booked slot per completed date');
  return problems;
}

describe("the contract's named examples obey its Lifecycles section", () => {
  it('finds the triggers and autobookings of the examples', () => {
    expect(triggers.length).toBeGreaterThan(40);
    expect(autobookings.length).toBeGreaterThan(20);
  });

  it.each(triggers)('%s', (_, trigger) => {
    expect(triggerViolations(trigger)).toEqual([]);
  });

  it.each(autobookings)('%s', (_, booking) => {
    expect(autobookingViolations(booking)).toEqual([]);
  });

  it('would catch each broken rule of the issue it guards against', () => {
    const relevant = triggers.find(([, t]) => t.status === 'RELEVANT' && t.searchMode === 'UNTIL_FOUND')?.[1];
    const expired = triggers.find(([, t]) => t.status === 'EXPIRED')?.[1];
    const week = triggers.find(([, t]) => t.status === 'RELEVANT' && t.searchMode === 'WEEK')?.[1];
    const active = autobookings.find(([, b]) => b.status === 'ACTIVE' && b.dateType === 'WEEK')?.[1];
    if (!relevant || !expired || !week || !active) throw new Error('the examples lack a case this test needs');
    expect(triggerViolations({ ...relevant, lastNotificationAt: relevant.createdAt })).toContain(
      'UNTIL_FOUND still RELEVANT after a notification',
    );
    expect(triggerViolations({ ...expired, lastNotificationAt: expired.createdAt })).toContain(
      'EXPIRED although it never ended or it notified',
    );
    expect(triggerViolations({ ...week, status: 'COMPLETED', isActive: false, runState: null })).toContain(
      'COMPLETED without a notification',
    );
    expect(
      autobookingViolations({ ...active, startDate: '2026-11-13', createdAt: '2026-11-13T09:00:00.000Z' }),
    ).toContain('ACTIVE after its last relevant day (it becomes ERROR)');
  });
});
