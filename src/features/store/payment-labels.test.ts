import { describe, expect, it } from 'vitest';
import { payByCardLabel, payInStarsLabel, pricePerBookingLabel } from './payment-labels';

const nbsp = (text: string) => text.replace(/(\d) (?=[\d₽])/g, '$1\u00a0');
const plan = { price: 49000, currency: 'RUB', priceStars: 390 };
const pack = { price: 1740000, currency: 'RUB', priceStars: 9500 };

describe('payment labels', () => {
  it('offers Stars with their price after the star', () => {
    expect(payInStarsLabel(plan)).toBe('Оплатить ⭐\u00a0390');
    expect(payInStarsLabel(pack)).toBe('Оплатить ⭐\u00a09\u00a0500');
  });

  it('names the card where Stars come first, and only the price where card is the only way', () => {
    expect(payByCardLabel(plan, true)).toBe(nbsp('Оплатить картой 490 ₽'));
    expect(payByCardLabel(plan, false)).toBe(nbsp('Оплатить 490 ₽'));
    expect(payByCardLabel(pack, false)).toBe(nbsp('Оплатить 17 400 ₽'));
  });
});

describe('pricePerBookingLabel', () => {
  it('divides a pack by its autobookings, in whole rubles', () => {
    expect(pricePerBookingLabel({ price: 179_000, currency: 'RUB', bookingCount: 10 })).toBe(
      'по 179\u00a0₽ за автобронирование',
    );
    expect(pricePerBookingLabel({ price: 515_000, currency: 'RUB', bookingCount: 30 })).toBe(
      'по 172\u00a0₽ за автобронирование',
    );
    expect(pricePerBookingLabel({ price: 21_000, currency: 'RUB', bookingCount: 1 })).toBeUndefined();
  });
});
