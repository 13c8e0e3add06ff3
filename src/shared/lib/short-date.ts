import { lightFormat } from 'date-fns';

// A card's own dates (created, notified, found) without the year while it is the current one: '20.11', '20.11 09:15'.
// A date of another year keeps its year, so a card never reads as this year's by mistake.

function dayPattern(date: Date, now: Date): string {
  return date.getFullYear() === now.getFullYear() ? 'dd.MM' : 'dd.MM.yyyy';
}

/** The day of `date` in the seller's time zone: '20.11', or '20.11.2025' in another year than `now`'s. */
export function shortDate(date: Date, now: Date): string {
  return lightFormat(date, dayPattern(date, now));
}

/** The moment of `date` in the seller's time zone: '20.11 09:15', or '20.11.2025 09:15' in another year. */
export function shortDateTime(date: Date, now: Date): string {
  return lightFormat(date, `${dayPattern(date, now)} HH:mm`);
}
