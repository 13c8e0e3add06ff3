import { describe, expect, it } from 'vitest';
import {
  attemptDaysText,
  attemptsSummaryText,
  attemptText,
  autobookingsCount,
  foldAttemptRuns,
  bookedSlotParts,
  customDateMarks,
  periodLabel,
  templateLabel,
  transitStoresLabel,
} from './autobooking-labels';
import type { AutobookingAttempt } from '@/api/autobookings';

describe('periodLabel', () => {
  it('describes a week, a month and a custom period', () => {
    expect(periodLabel({ dateType: 'WEEK', startDate: '2026-11-24', endDate: null })).toBe('Неделя с 24.11.2026');
    expect(periodLabel({ dateType: 'MONTH', startDate: '2026-12-01', endDate: null })).toBe('Месяц с 01.12.2026');
    expect(periodLabel({ dateType: 'CUSTOM_PERIOD', startDate: '2026-11-28', endDate: '2026-12-15' })).toBe(
      '28.11.2026 – 15.12.2026',
    );
  });

  it('names only the start of a period without an end', () => {
    expect(periodLabel({ dateType: 'CUSTOM_PERIOD', startDate: '2026-11-28', endDate: null })).toBe('с 28.11.2026');
  });

  it('leaves custom dates to the date list', () => {
    expect(periodLabel({ dateType: 'CUSTOM_DATES', startDate: null, endDate: null })).toBeUndefined();
  });
});

describe('customDateMarks', () => {
  it('lists the dates in order and marks the booked ones', () => {
    expect(customDateMarks({ customDates: ['2026-11-30', '2026-11-10'], completedDates: ['2026-11-30'] })).toEqual([
      { day: '2026-11-10', booked: false },
      { day: '2026-11-30', booked: true },
    ]);
  });

  it('lists a repeated date once', () => {
    expect(customDateMarks({ customDates: ['2026-11-12', '2026-11-10', '2026-11-12'], completedDates: [] })).toEqual([
      { day: '2026-11-10', booked: false },
      { day: '2026-11-12', booked: false },
    ]);
  });
});

describe('autobookingsCount', () => {
  it.each([
    [1, '1 автобронирование'],
    [3, '3 автобронирования'],
    [0, '0 автобронирований'],
    [12, '12 автобронирований'],
    [21, '21 автобронирование'],
  ])('%i → %s', (count, text) => {
    expect(autobookingsCount(count)).toBe(text);
  });
});

describe('transitStoresLabel and templateLabel', () => {
  it('lists what a transit warehouse stores', () => {
    const transit = {
      transitWarehouseId: 1,
      transitWarehouseName: 'СЦ Внуково',
      storeBox: true,
      storePallet: true,
      storeSupersafe: false,
    };
    expect(transitStoresLabel(transit)).toBe('Короба, Монопаллеты');
    expect(transitStoresLabel({ ...transit, storeBox: false, storePallet: false })).toBe('');
  });

  it('describes a trigger by its warehouses, supply types and coefficient', () => {
    const names = new Map([
      [507, 'Коледино'],
      [117501, 'Подольск'],
    ]);
    const label = templateLabel(
      { warehouseIds: [507, 117501], supplyTypes: ['BOX', 'MONOPALLETE'], maxCoefficient: 0 },
      (id) => names.get(id) ?? '',
    );
    expect(label).toBe('Коледино, Подольск\u00a0· Короба, Монопаллеты\u00a0· Бесплатная');
  });
});

describe('bookedSlotParts', () => {
  const slot = {
    day: '2026-11-14',
    warehouseId: 120762,
    transitWarehouseId: null,
    coefficient: 2,
    supplyId: 'WB-GI-98344127',
    preorderId: null,
    acceptanceCost: 184000,
    currency: 'RUB',
    bookedAt: '2026-11-10T08:45:00.000Z',
  };

  it('gives the day, the coefficient, the supply number and the acceptance cost', () => {
    expect(bookedSlotParts(slot)).toEqual([
      '14.11.2026',
      'коэф. 2',
      'поставка WB-GI-98344127',
      'приемка 1\u00a0840\u00a0₽',
    ]);
  });

  it('names a preorder before the supply is formed, and leaves out a cost not yet known', () => {
    expect(
      bookedSlotParts({ ...slot, coefficient: 0, supplyId: null, preorderId: '37920114', acceptanceCost: null }),
    ).toEqual(['14.11.2026', 'бесплатно', 'предзаказ 37920114']);
  });
});

describe('attemptText', () => {
  const attempt = {
    coefficient: null,
    outcome: 'no_slot',
    supplyId: null,
    preorderId: null,
  } as const;

  it('says the outcome, with what the attempt saw or booked', () => {
    expect(attemptText(attempt)).toBe('Слотов нет');
    expect(attemptText({ ...attempt, outcome: 'coefficient_above_limit', coefficient: 5 })).toBe(
      'Коэффициент выше лимита: коэф. 5',
    );
    expect(attemptText({ ...attempt, outcome: 'booked', coefficient: 2, supplyId: 'WB-GI-98344127' })).toBe(
      'Забронировано: коэф. 2, поставка WB-GI-98344127',
    );
  });
});

describe('attempts a seller can read', () => {
  const base: AutobookingAttempt = {
    id: 1,
    at: '2026-11-21T09:00:00.000Z',
    days: ['2026-11-24', '2026-11-25'],
    warehouseId: 507,
    transitWarehouseId: null,
    coefficient: null,
    coefficientDay: null,
    outcome: 'no_slot',
    supplyId: null,
    preorderId: null,
  };

  it('names the day of each coefficient, and a slot found and lost as such', () => {
    expect(
      attemptText({ ...base, outcome: 'coefficient_above_limit', coefficient: 3, coefficientDay: '2026-11-26' }),
    ).toBe('Коэффициент выше лимита: коэф. 3 на 26.11.2026');
    expect(
      attemptText({ ...base, outcome: 'supplier_auth_revoked', coefficient: 2, coefficientDay: '2026-11-25' }),
    ).toBe('Слот найден (коэф. 2 на 25.11.2026), но нет доступа к кабинету поставщика');
    expect(attemptText({ ...base, outcome: 'supplier_auth_revoked' })).toBe('Нет доступа к кабинету поставщика');
  });

  it('folds runs of the same result and sums them up', () => {
    const attempts: AutobookingAttempt[] = [
      { ...base, id: 5, at: '2026-11-21T09:12:00.000Z' },
      { ...base, id: 4, at: '2026-11-21T09:09:00.000Z' },
      { ...base, id: 3, outcome: 'coefficient_above_limit', coefficient: 3, coefficientDay: '2026-11-24' },
      { ...base, id: 2, at: '2026-11-21T09:03:00.000Z' },
      { ...base, id: 1, at: '2026-11-21T09:00:00.000Z' },
    ];
    const runs = foldAttemptRuns(attempts);
    expect(runs.map((run) => [run.newest.id, run.oldest.id, run.count])).toEqual([
      [5, 4, 2],
      [3, 3, 1],
      [2, 1, 2],
    ]);
    expect(attemptsSummaryText(attempts)).toBe('5 попыток: слотов нет 4, коэффициент выше лимита 1 (от коэф. 3)');
    expect(attemptsSummaryText([])).toBeUndefined();
  });
});

describe('attemptDaysText', () => {
  it('gives one day, the ends of consecutive days, or the days one by one', () => {
    expect(attemptDaysText(['2026-11-29'])).toBe('29.11.2026');
    expect(attemptDaysText(['2026-11-26', '2026-11-24', '2026-11-25'])).toBe('24.11.2026 – 26.11.2026');
    expect(attemptDaysText(['2026-11-24', '2026-11-27'])).toBe('24.11.2026, 27.11.2026');
  });
});
