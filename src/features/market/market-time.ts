import type { SchemaSlotSourceState } from '@generated/schema';

// The times the market view states: Moscow's, the time of every date rule of the service (docs/market.md). Spelled
// from Moscow's fixed offset rather than by Intl.DateTimeFormat, whose first use on a page costs a phone a few
// hundred milliseconds of main thread.

/**
 * Moscow's wall clock at `instant`, as a Date whose UTC fields read it: Europe/Moscow has kept UTC+3 all year since
 * 2014 (as `moscowToday` counts). Kept here, out of the first load, where only the market reads it.
 */
function moscowClock(instant: Date): Date {
  return new Date(instant.getTime() + 3 * 60 * 60 * 1000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '12:24' in Moscow. */
export function moscowTime(instant: string): string {
  const clock = moscowClock(new Date(instant));
  return `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/** '21.11, 07:40' in Moscow. */
export function moscowDayTime(instant: string): string {
  const clock = moscowClock(new Date(instant));
  return `${pad(clock.getUTCDate())}.${pad(clock.getUTCMonth() + 1)}, ${moscowTime(instant)}`;
}

/** Why the table is old, and how old: the source's message, since when, and the table's own time. */
export function sourceDownText(source: SchemaSlotSourceState, observedAt: string | null): string {
  const since = source.since ? ` с ${moscowDayTime(source.since)}` : '';
  const why = source.message ? ` ${source.message}.` : '';
  const age = observedAt
    ? ` Коэффициенты ниже — последние увиденные, на ${moscowDayTime(observedAt)}, и могли измениться.`
    : ' Сервис не успел увидеть коэффициенты этих складов.';
  return `Сервис не получает слоты${since}.${why}${age}`;
}
