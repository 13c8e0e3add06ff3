import { describe, expect, it } from 'vitest';
import { bookingPacks, formatMoney, originalPrice, subscriptionPlans, tariffName, tariffOf } from './tariffs';

// Intl separates groups and the currency sign with no-break spaces.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('tariff catalogue', () => {
  it.each([
    ['sub_1m', 190, 30, undefined, undefined],
    ['sub_3m', 490, 90, 15, 576],
    ['sub_6m', 890, 180, 25, 1187],
    ['sub_12m', 1590, 365, 40, 2650],
  ] as const)('plan %s costs %i ₽ for %i days, discount %s, original %s', (id, price, days, discount, original) => {
    const plan = subscriptionPlans.find((item) => item.id === id);
    expect(plan).toMatchObject({ price, days });
    expect(plan?.discount).toBe(discount);
    if (discount !== undefined) expect(originalPrice(price, discount)).toBe(original);
  });

  it.each([
    ['pack_1', 210, 1, undefined, undefined],
    ['pack_5', 950, 5, 10, 1056],
    ['pack_10', 1790, 10, 15, 2106],
    ['pack_30', 5150, 30, 20, 6438],
    ['pack_100', 17400, 100, 25, 23200],
  ] as const)(
    'pack %s costs %i ₽ for %i bookings, discount %s, original %s',
    (id, price, bookingCount, discount, original) => {
      const pack = bookingPacks.find((item) => item.id === id);
      expect(pack).toMatchObject({ price, bookingCount });
      expect(pack?.discount).toBe(discount);
      if (discount !== undefined) expect(originalPrice(price, discount)).toBe(original);
    },
  );

  it('lists the plans and packs in store order', () => {
    expect(subscriptionPlans.map((plan) => plan.id)).toEqual(['sub_1m', 'sub_3m', 'sub_6m', 'sub_12m']);
    expect(bookingPacks.map((pack) => pack.id)).toEqual(['pack_1', 'pack_5', 'pack_10', 'pack_30', 'pack_100']);
  });
});

describe('originalPrice', () => {
  it('divides by the share left after the discount and rounds', () => {
    expect(originalPrice(100, 0)).toBe(100);
    expect(originalPrice(100, 50)).toBe(200);
    expect(originalPrice(100, 30)).toBe(143);
  });
});

describe('tariffName', () => {
  it('names known tariffs and calls others unknown', () => {
    expect(tariffName('sub_3m')).toBe('Подписка на 3\u00a0месяца');
    expect(tariffName('pack_10')).toBe('10 автобронирований');
    expect(tariffName('promo_summer_2026')).toBe('Неизвестный тариф');
    expect(tariffName('')).toBe('Неизвестный тариф');
    expect(tariffOf('promo_summer_2026')).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it('formats rubles the Russian way', () => {
    expect(formatMoney(490)).toBe(nbsp('490 ₽'));
    expect(formatMoney(1590)).toBe(nbsp('1 590 ₽'));
    expect(formatMoney(17400, 'RUB')).toBe(nbsp('17 400 ₽'));
  });

  it('shows kopecks only when there are any', () => {
    expect(formatMoney(99.5)).toBe(nbsp('99,50 ₽'));
    expect(formatMoney(0)).toBe(nbsp('0 ₽'));
  });

  it('uses the payment currency', () => {
    expect(formatMoney(10, 'USD')).toBe(nbsp('10 $'));
  });
});
