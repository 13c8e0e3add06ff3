import { pluralRu } from './plural';

// Only the forms count days in words: apart from plural.ts, which the first view's cards use.

/** A count of days with its noun: daysText(1) → '1 день', daysText(30) → '30 дней'. */
export function daysText(count: number): string {
  return `${count} ${pluralRu(count, ['день', 'дня', 'дней'])}`;
}
