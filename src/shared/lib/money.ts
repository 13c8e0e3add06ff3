import { pluralRu } from './plural';

const formatters = new Map<string, Intl.NumberFormat>();

/** Telegram Stars: whole units, shown with the star Telegram's own sheet uses ('⭐ 1 250'). */
export const starsCurrency = 'XTR';
const starsNumber = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** A number of Stars without the star, for a screen that draws the star itself: '150', '1 250'. */
export function formatStarsCount(stars: number): string {
  return starsNumber.format(stars);
}

/**
 * A price in Telegram Stars as plain text, for Telegram's own controls (the main button): '⭐ 150', '⭐ 1 250' (groups
 * with a no-break space, as rubles). The app's own screens draw the star (`StarsAmount`).
 */
export function formatStars(stars: number): string {
  return `⭐\u00a0${formatStarsCount(stars)}`;
}

/** A number of Stars in words, for what a screen reader says: '1 звезда', '3 звезды', '150 звезд'. */
export function starsText(stars: number): string {
  return `${starsNumber.format(stars)} ${pluralRu(stars, ['звезда', 'звезды', 'звезд'])}`;
}

/**
 * An amount in minor units of its currency (kopecks, as the contract sends money) in Russian notation:
 * '490 ₽', '1 590 ₽', '99,50 ₽'; kopecks only when there are any. Stars (`XTR`) have no minor units: '⭐ 150'.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  if (currency === starsCurrency) return formatStars(minorUnits);
  const amount = minorUnits / 100;
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const key = `${currency}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
