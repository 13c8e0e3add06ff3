import type { SchemaSlotSourceState } from '@generated/schema';
import { moscowOffsetMs } from '@/domain/calendar-day';
import { twoDigits } from '@/shared/lib/short-date';

// The times the market view states: Moscow's, the time of every date rule of the service (docs/market.md). Spelled
// from Moscow's fixed offset rather than by Intl.DateTimeFormat, whose first use on a page costs a phone a few
// hundred milliseconds of main thread.

/** Moscow's wall clock at `instant`, as a Date whose UTC fields read it. */
function moscowClock(instant: Date): Date {
  return new Date(instant.getTime() + moscowOffsetMs);
}

/** '12:24' in Moscow. */
export function moscowTime(instant: string): string {
  const clock = moscowClock(new Date(instant));
  return `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** '21.11, 07:40' in Moscow. */
export function moscowDayTime(instant: string): string {
  const clock = moscowClock(new Date(instant));
  return `${twoDigits(clock.getUTCDate())}.${twoDigits(clock.getUTCMonth() + 1)}, ${moscowTime(instant)}`;
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
