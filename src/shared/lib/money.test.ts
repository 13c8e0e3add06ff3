import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

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
});
