import { describe, expect, it } from 'vitest';
import { findTariff, withUniqueTariffs, type TariffList } from './tariffs';

const list: TariffList = {
  paymentSupportBot: 'slot_booking_bot',
  plans: [
    {
      id: 'sub_1m',
      name: 'Подписка на 1\u00a0месяц',
      description: '',
      days: 30,
      price: 19000,
      originalPrice: 19000,
      currency: 'RUB',
      discountPercent: 0,
      priceStars: 150,
    },
  ],
  packs: [
    {
      id: 'pack_5',
      name: '5 автобронирований',
      description: '',
      bookingCount: 5,
      price: 95000,
      originalPrice: 105600,
      currency: 'RUB',
      discountPercent: 10,
      priceStars: 750,
    },
  ],
};

describe('findTariff', () => {
  it('finds plans and packs by id', () => {
    expect(findTariff(list, 'sub_1m')?.name).toBe('Подписка на 1\u00a0месяц');
    expect(findTariff(list, 'pack_5')?.price).toBe(95000);
  });

  it('knows nothing of ids that are not on sale', () => {
    expect(findTariff(list, 'promo_summer_2026')).toBeUndefined();
    expect(findTariff(list, '')).toBeUndefined();
  });
});

describe('withUniqueTariffs', () => {
  it('keeps each plan and pack once, the first of a repeated id, in order', () => {
    const [plan] = list.plans;
    const [pack] = list.packs;
    if (!plan || !pack) throw new Error('the fixture has a plan and a pack');
    const repeated: TariffList = {
      paymentSupportBot: list.paymentSupportBot,
      plans: [plan, { ...plan, id: 'sub_3m' }, { ...plan, name: 'again' }],
      packs: [pack, { ...pack, name: 'again' }, pack],
    };
    expect(withUniqueTariffs(repeated)).toEqual({
      paymentSupportBot: list.paymentSupportBot,
      plans: [plan, { ...plan, id: 'sub_3m' }],
      packs: [pack],
    });
  });
});
