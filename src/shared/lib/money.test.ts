import { describe, expect, it } from 'vitest';
import { formatMoney, formatStars, starsText } from './money';

// Intl separates groups and the currency sign with no-break spaces.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney', () => {
  it('formats kopecks as rubles the Russian way', () => {
    expect(formatMoney(49000, 'RUB')).toBe(nbsp('490 ₽'));
    expect(formatMoney(159000, 'RUB')).toBe(nbsp('1 590 ₽'));
    expect(formatMoney(1740000, 'RUB')).toBe(nbsp('17 400 ₽'));
  });

  it('shows kopecks only when there are any', () => {
    expect(formatMoney(9950, 'RUB')).toBe(nbsp('99,50 ₽'));
    expect(formatMoney(9905, 'RUB')).toBe(nbsp('99,05 ₽'));
    expect(formatMoney(0, 'RUB')).toBe(nbsp('0 ₽'));
  });

  it('uses the currency it is given', () => {
    expect(formatMoney(1000, 'USD')).toBe(nbsp('10 $'));
  });

  it('shows Telegram Stars whole, after the star, grouped like rubles', () => {
    expect(formatMoney(150, 'XTR')).toBe(nbsp('⭐ 150'));
    expect(formatMoney(9500, 'XTR')).toBe(nbsp('⭐ 9 500'));
    expect(formatStars(1)).toBe(nbsp('⭐ 1'));
  });

  it('names a number of Stars with the noun that agrees with it', () => {
    expect(starsText(1)).toBe('1 звезда');
    expect(starsText(21)).toBe('21 звезда');
    expect(starsText(3)).toBe('3 звезды');
    expect(starsText(11)).toBe('11 звезд');
    expect(starsText(150)).toBe('150 звезд');
    expect(starsText(1250)).toBe('1\u00a0250 звезд');
  });
});
