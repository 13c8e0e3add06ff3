import type { SchemaSlotSourceState } from '@generated/schema';

// The times the market view states: Moscow's, the time of every date rule of the service (docs/market.md).

const timeFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit' });
const dayTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** '12:24' in Moscow. */
export function moscowTime(instant: string): string {
  return timeFormat.format(new Date(instant));
}

/** '21.11, 07:40' in Moscow. */
export function moscowDayTime(instant: string): string {
  return dayTimeFormat.format(new Date(instant));
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
