import { describe, expect, it } from 'vitest';
import type { Autobooking } from '@/api/autobookings';
import {
  acceptedSupplyTypes,
  allowsTransit,
  createBlocker,
  creditsLeftAfter,
  creditsNeeded,
  isAutobookingRelevant,
  isTransitUsable,
  refundOnDelete,
  storeTabForCreation,
} from './autobooking-rules';

// Fixed clocks in Moscow time (UTC+3), whatever the device's zone: the rules compare Moscow's calendar dates.
const at = (year: number, month: number, day: number, hour = 12) => new Date(Date.UTC(year, month - 1, day, hour - 3));
const now = at(2026, 11, 21, 9);

function booking(overrides: Partial<Autobooking>): Autobooking {
  return {
    id: 1,
    status: 'ARCHIVED',
    warehouseId: 507,
    transitWarehouseId: null,
    transitWarehouseName: null,
    supplyType: 'BOX',
    dateType: 'WEEK',
    startDate: null,
    endDate: null,
    customDates: [],
    completedDates: [],
    maxCoefficient: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    draftId: 'draft',
    ...overrides,
  };
}

describe('isAutobookingRelevant', () => {
  describe('WEEK: start + 7 days not before today', () => {
    it.each([
      ['2026-11-14', true], // + 7 = today
      ['2026-11-13', false], // + 7 = yesterday
      ['2026-11-30', true],
    ])('start %s → %s', (startDate, relevant) => {
      expect(isAutobookingRelevant(booking({ dateType: 'WEEK', startDate }), now)).toBe(relevant);
    });

    it('crosses a month and a year boundary', () => {
      const week = booking({ dateType: 'WEEK', startDate: '2026-12-28' });
      expect(isAutobookingRelevant(week, at(2027, 1, 4))).toBe(true);
      expect(isAutobookingRelevant(week, at(2027, 1, 5))).toBe(false);
    });

    it("counts the day by Moscow's calendar at any hour", () => {
      const week = booking({ dateType: 'WEEK', startDate: '2026-11-14' });
      expect(isAutobookingRelevant(week, at(2026, 11, 21, 0))).toBe(true);
      expect(isAutobookingRelevant(week, at(2026, 11, 21, 23))).toBe(true);
      expect(isAutobookingRelevant(week, at(2026, 11, 22, 0))).toBe(false);
    });

    it('is over once Moscow has reached the next day, although UTC and devices west of Moscow are still on the last', () => {
      const week = booking({ dateType: 'WEEK', startDate: '2026-11-14' });
      expect(isAutobookingRelevant(week, new Date('2026-11-21T20:59:00.000Z'))).toBe(true);
      expect(isAutobookingRelevant(week, new Date('2026-11-21T22:30:00.000Z'))).toBe(false);
    });
  });

  describe('MONTH: start + one calendar month not before today', () => {
    it.each([
      ['2026-10-21', true], // + 1 month = today
      ['2026-10-20', false],
      ['2026-10-25', true],
    ])('start %s → %s', (startDate, relevant) => {
      expect(isAutobookingRelevant(booking({ dateType: 'MONTH', startDate }), now)).toBe(relevant);
    });

    it('ends on the last day of a shorter month', () => {
      const month = booking({ dateType: 'MONTH', startDate: '2027-01-31' });
      expect(isAutobookingRelevant(month, at(2027, 2, 28))).toBe(true);
      expect(isAutobookingRelevant(month, at(2027, 3, 1))).toBe(false);
    });

    it('crosses a year boundary', () => {
      const month = booking({ dateType: 'MONTH', startDate: '2026-12-15' });
      expect(isAutobookingRelevant(month, at(2027, 1, 15))).toBe(true);
      expect(isAutobookingRelevant(month, at(2027, 1, 16))).toBe(false);
    });
  });

  describe('CUSTOM_PERIOD: end not before today', () => {
    it.each([
      ['2026-11-21', true],
      ['2026-11-20', false],
      ['2026-12-15', true],
    ])('end %s → %s', (endDate, relevant) => {
      expect(isAutobookingRelevant(booking({ dateType: 'CUSTOM_PERIOD', startDate: '2026-11-01', endDate }), now)).toBe(
        relevant,
      );
    });

    it('crosses a year boundary', () => {
      const period = booking({ dateType: 'CUSTOM_PERIOD', startDate: '2026-12-20', endDate: '2027-01-02' });
      expect(isAutobookingRelevant(period, at(2027, 1, 2))).toBe(true);
      expect(isAutobookingRelevant(period, at(2027, 1, 3))).toBe(false);
    });
  });

  describe('CUSTOM_DATES: a date not booked yet is today or later', () => {
    it('is relevant with a future date not booked', () => {
      expect(
        isAutobookingRelevant(booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-12-03', '2026-12-04'] }), now),
      ).toBe(true);
    });

    it('counts today as still ahead', () => {
      expect(isAutobookingRelevant(booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-11-21'] }), now)).toBe(true);
    });

    it('is expired when the only future date is already booked', () => {
      const dates = booking({
        dateType: 'CUSTOM_DATES',
        customDates: ['2026-11-10', '2026-11-30'],
        completedDates: ['2026-11-30'],
      });
      expect(isAutobookingRelevant(dates, now)).toBe(false);
    });

    it('is expired when every date has passed, and without dates', () => {
      expect(isAutobookingRelevant(booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-11-20'] }), now)).toBe(
        false,
      );
      expect(isAutobookingRelevant(booking({ dateType: 'CUSTOM_DATES', customDates: [] }), now)).toBe(false);
    });

    it('crosses a year boundary', () => {
      const dates = booking({
        dateType: 'CUSTOM_DATES',
        customDates: ['2026-12-31', '2027-01-01'],
        completedDates: ['2027-01-01'],
      });
      expect(isAutobookingRelevant(dates, at(2026, 12, 31))).toBe(true);
      expect(isAutobookingRelevant(dates, at(2027, 1, 1))).toBe(false);
    });
  });

  it('is never relevant without the date its type needs', () => {
    expect(isAutobookingRelevant(booking({ dateType: 'WEEK', startDate: null }), now)).toBe(false);
    expect(isAutobookingRelevant(booking({ dateType: 'MONTH', startDate: null }), now)).toBe(false);
    expect(
      isAutobookingRelevant(booking({ dateType: 'CUSTOM_PERIOD', startDate: '2026-11-22', endDate: null }), now),
    ).toBe(false);
  });
});

describe('credits', () => {
  it('needs one credit per custom date and one for any other date type', () => {
    expect(creditsNeeded('CUSTOM_DATES', ['2026-11-22', '2026-11-23', '2026-11-24'])).toBe(3);
    expect(creditsNeeded('CUSTOM_DATES', [])).toBe(0);
    expect(creditsNeeded('WEEK', [])).toBe(1);
    expect(creditsNeeded('MONTH', [])).toBe(1);
    expect(creditsNeeded('CUSTOM_PERIOD', [])).toBe(1);
    expect(creditsNeeded(null, [])).toBe(1);
  });

  it('leaves the balance minus the credits used, below 0 when it does not suffice', () => {
    expect(creditsLeftAfter(12, 'WEEK', [])).toBe(11);
    expect(creditsLeftAfter(2, 'CUSTOM_DATES', ['2026-11-22', '2026-11-23'])).toBe(0);
    expect(creditsLeftAfter(2, 'CUSTOM_DATES', ['2026-11-22', '2026-11-23', '2026-11-24'])).toBe(-1);
    expect(creditsLeftAfter(0, 'MONTH', [])).toBe(-1);
  });

  it('returns one credit per custom date not booked yet on delete, one otherwise', () => {
    expect(refundOnDelete(booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-12-03', '2026-12-04'] }))).toBe(2);
    expect(
      refundOnDelete(
        booking({
          dateType: 'CUSTOM_DATES',
          customDates: ['2026-11-10', '2026-11-30'],
          completedDates: ['2026-11-30'],
        }),
      ),
    ).toBe(1);
    expect(
      refundOnDelete(
        booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-11-30'], completedDates: ['2026-11-30'] }),
      ),
    ).toBe(0);
    expect(refundOnDelete(booking({ dateType: 'CUSTOM_DATES', customDates: ['2026-12-03', '2026-12-03'] }))).toBe(1);
    expect(refundOnDelete(booking({ dateType: 'WEEK', startDate: '2026-10-01' }))).toBe(1);
    expect(refundOnDelete(booking({ dateType: 'CUSTOM_PERIOD', startDate: '2026-11-28', endDate: '2026-12-15' }))).toBe(
      1,
    );
  });
});

describe('createBlocker', () => {
  it('names the missing fields first, then the empty balance, then the dates the balance does not cover', () => {
    expect(createBlocker(['склад', 'тип периода'], 0, -1)).toBe('Выберите склад и тип периода');
    expect(createBlocker([], 0, -1)).toBe('Пополните баланс автобронирований');
    expect(createBlocker([], 2, -1)).toBe('Выберите меньше дат: не хватает автобронирований');
  });

  it('lets the booking be created when complete and paid for, down to the last credit', () => {
    expect(createBlocker([], 2, 0)).toBeUndefined();
    expect(createBlocker([], 12, 11)).toBeUndefined();
  });
});

describe('storeTabForCreation', () => {
  it('sends a seller without a subscription to the plans first, then one without credits to the packs', () => {
    expect(storeTabForCreation(false, 0)).toBe('store-subscription');
    expect(storeTabForCreation(false, 12)).toBe('store-subscription');
    expect(storeTabForCreation(true, 0)).toBe('store-bookings');
    expect(storeTabForCreation(true, 1)).toBeUndefined();
  });
});

describe('supply types and transit', () => {
  const transit = (storeBox: boolean, storePallet: boolean, storeSupersafe: boolean) => ({
    transitWarehouseId: 210127,
    transitWarehouseName: 'СЦ Внуково',
    storeBox,
    storePallet,
    storeSupersafe,
  });

  it('offers the types the warehouse takes more than 0 units of, in the contract order', () => {
    expect(acceptedSupplyTypes({ monoMixQuantity: 120, supersafeQuantity: 4, palletQuantity: 2 })).toEqual([
      'BOX',
      'SUPERSAFE',
      'MONOPALLETE',
    ]);
    expect(acceptedSupplyTypes({ monoMixQuantity: 64, supersafeQuantity: 0, palletQuantity: 0 })).toEqual(['BOX']);
    expect(acceptedSupplyTypes({ monoMixQuantity: 0, supersafeQuantity: 1, palletQuantity: 3 })).toEqual([
      'SUPERSAFE',
      'MONOPALLETE',
    ]);
    expect(acceptedSupplyTypes({ monoMixQuantity: 0, supersafeQuantity: 0, palletQuantity: 0 })).toEqual([]);
  });

  it('keeps only what the transit warehouse stores', () => {
    const meta = { monoMixQuantity: 120, supersafeQuantity: 4, palletQuantity: 2 };
    expect(acceptedSupplyTypes(meta, transit(true, true, false))).toEqual(['BOX', 'MONOPALLETE']);
    expect(acceptedSupplyTypes(meta, transit(false, false, true))).toEqual(['SUPERSAFE']);
  });

  it('refuses a transit warehouse that stores nothing', () => {
    expect(isTransitUsable(transit(false, false, false))).toBe(false);
    expect(isTransitUsable(transit(true, false, false))).toBe(true);
    expect(isTransitUsable(transit(false, false, true))).toBe(true);
  });

  it('allows no transit for sorting centres', () => {
    expect(allowsTransit('СЦ Внуково')).toBe(false);
    expect(allowsTransit('Коледино')).toBe(true);
    expect(allowsTransit('СЦБ Склад')).toBe(true);
  });
});
