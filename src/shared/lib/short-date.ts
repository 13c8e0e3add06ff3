// A card's own dates (created, notified, found) without the year while it is the current one: '20.11', '20.11 09:15'.
// A date of another year keeps its year, so a card never reads as this year's by mistake. Written out here rather
// than with date-fns' lightFormat: the cards of the first view draw them, and its pattern parser was 0.6 KB gzip of
// the first load for three fixed patterns.

export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day of `date` in the seller's time zone: '20.11', or '20.11.2025' in another year than `now`'s. */
export function shortDate(date: Date, now: Date): string {
  const day = `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}`;
  return date.getFullYear() === now.getFullYear() ? day : `${day}.${date.getFullYear()}`;
}

/** The time of day of `date` in the seller's time zone: '09:15'. */
export function shortTime(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The moment of `date` in the seller's time zone: '20.11 09:15', or '20.11.2025 09:15' in another year. */
export function shortDateTime(date: Date, now: Date): string {
  return `${shortDate(date, now)} ${shortTime(date)}`;
}
