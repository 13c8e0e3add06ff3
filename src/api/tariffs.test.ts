import { describe, expect, it } from 'vitest';
import { findTariff, type TariffList } from './tariffs';

const list: TariffList = {
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
