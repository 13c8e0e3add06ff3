import { describe, expect, it } from 'vitest';
import type { Autobooking } from '@/api/autobookings';
import {
  autobookingFormSchema,
  autobookingMessages,
  copiedAutobookingForm,
  emptyAutobookingForm,
  toCreatePayload,
  type AutobookingFormValues,
} from './autobooking-form-schema';

// A fixed clock: the date rules are checked against this day.
const today = '2026-11-21';

const filled: AutobookingFormValues = {
  ...emptyAutobookingForm,
  draftId: '6f1c2b7e-0a44-4c1e-9d53-1b2a3c4d5e60',
  warehouseId: 507,
  supplyType: 'BOX',
  dateType: 'WEEK',
  startDate: '2026-11-23',
  maxCoefficient: 1,
};

/** What the schema reports for `values` on `today`, as field and message. */
function messages(values: AutobookingFormValues) {
  const result = autobookingFormSchema(today).safeParse(values);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
}

describe('autobookingFormSchema', () => {
  it('accepts a complete form', () => {
    expect(messages(filled)).toEqual([]);
  });

  it('names every missing choice of an empty form at once', () => {
    expect(messages(emptyAutobookingForm)).toEqual([
      { path: 'draftId', message: 'Выберите черновик' },
      { path: 'warehouseId', message: 'Выберите склад' },
      { path: 'supplyType', message: 'Выберите тип поставки' },
      { path: 'dateType', message: 'Выберите тип периода' },
    ]);
  });

  it('checks the dates while the selects are still empty', () => {
    expect(messages({ ...emptyAutobookingForm, dateType: 'WEEK', startDate: '2026-11-20' })).toContainEqual({
      path: 'startDate',
      message: 'Дата не может быть в прошлом',
    });
  });

  it('requires the transit warehouse only while transit is used', () => {
    expect(messages({ ...filled, useTransit: true })).toEqual([
      { path: 'transitWarehouseId', message: 'Выберите транзитный склад' },
    ]);
    expect(
      messages({ ...filled, useTransit: true, transitWarehouseId: 210127, transitWarehouseName: 'СЦ Внуково' }),
    ).toEqual([]);
  });

  it.each(['WEEK', 'MONTH', 'CUSTOM_PERIOD'] as const)('requires a start date for %s', (dateType) => {
    expect(messages({ ...filled, dateType, startDate: null, endDate: '2026-11-30' })).toContainEqual({
      path: 'startDate',
      message: 'Выберите дату начала',
    });
  });

  it('requires an end date for a custom period', () => {
    expect(messages({ ...filled, dateType: 'CUSTOM_PERIOD' })).toEqual([
      { path: 'endDate', message: 'Выберите дату окончания' },
    ]);
  });

  it('requires at least one custom date', () => {
    expect(messages({ ...filled, dateType: 'CUSTOM_DATES', startDate: null })).toEqual([
      { path: 'customDates', message: 'Выберите хотя бы одну дату' },
    ]);
  });

  it('refuses dates in the past, today is fine', () => {
    expect(messages({ ...filled, startDate: today })).toEqual([]);
    expect(messages({ ...filled, startDate: '2026-11-20' })).toEqual([
      { path: 'startDate', message: 'Дата не может быть в прошлом' },
    ]);
    expect(messages({ ...filled, dateType: 'CUSTOM_PERIOD', startDate: today, endDate: '2026-11-20' })).toEqual([
      { path: 'endDate', message: 'Дата не может быть в прошлом' },
    ]);
    expect(
      messages({ ...filled, dateType: 'CUSTOM_DATES', startDate: null, customDates: ['2026-11-20', '2026-11-25'] }),
    ).toEqual([{ path: 'customDates', message: 'Дата не может быть в прошлом' }]);
  });

  it('allows a custom period of at most 30 days, both ends included, across a month boundary', () => {
    const period = { ...filled, dateType: 'CUSTOM_PERIOD' as const, startDate: '2026-11-25' };
    expect(messages({ ...period, endDate: '2026-12-24' })).toEqual([]);
    expect(messages({ ...period, endDate: '2026-12-25' })).toEqual([
      { path: 'endDate', message: 'Период не может быть длиннее 30 дней' },
    ]);
    expect(messages({ ...period, endDate: '2026-11-24' })).toEqual([
      { path: 'endDate', message: 'Дата окончания не может быть раньше даты начала' },
    ]);
  });

  it('keeps custom dates within the next 30 days', () => {
    const dates = { ...filled, dateType: 'CUSTOM_DATES' as const, startDate: null };
    expect(messages({ ...dates, customDates: ['2026-12-20'] })).toEqual([]);
    expect(messages({ ...dates, customDates: ['2026-12-21'] })).toEqual([
      { path: 'customDates', message: 'Можно выбрать даты только на 30 дней вперед' },
    ]);
  });

  it('needs a whole coefficient within the contract bounds, 0 to 20', () => {
    const error = [{ path: 'maxCoefficient', message: 'Укажите максимальный коэффициент' }];
    expect(messages({ ...filled, maxCoefficient: 0 })).toEqual([]);
    expect(messages({ ...filled, maxCoefficient: 20 })).toEqual([]);
    expect(messages({ ...filled, maxCoefficient: null })).toEqual(error);
    expect(messages({ ...filled, maxCoefficient: -1 })).toEqual(error);
    expect(messages({ ...filled, maxCoefficient: 21 })).toEqual(error);
    expect(messages({ ...filled, maxCoefficient: 1.5 })).toEqual(error);
  });

  it('names the period and window lengths in its messages', () => {
    expect(autobookingMessages.periodTooLong).toBe('Период не может быть длиннее 30 дней');
    expect(autobookingMessages.customDatesTooFar).toBe('Можно выбрать даты только на 30 дней вперед');
  });

  it('turns a valid form into the create body', () => {
    const result = autobookingFormSchema(today).safeParse(filled);
    expect(result.success && result.data).toEqual(toCreatePayload(filled));
  });
});

describe('toCreatePayload', () => {
  it('sends the start date for a week or a month', () => {
    expect(toCreatePayload({ ...filled, endDate: '2026-11-30', customDates: ['2026-11-25'] })).toEqual({
      draftId: '6f1c2b7e-0a44-4c1e-9d53-1b2a3c4d5e60',
      warehouseId: 507,
      supplyType: 'BOX',
      dateType: 'WEEK',
      startDate: '2026-11-23',
      maxCoefficient: 1,
    });
    expect(toCreatePayload({ ...filled, dateType: 'MONTH' })).toMatchObject({
      dateType: 'MONTH',
      startDate: '2026-11-23',
    });
  });

  it('sends both ends of a custom period', () => {
    const payload = toCreatePayload({
      ...filled,
      dateType: 'CUSTOM_PERIOD',
      startDate: '2026-11-28',
      endDate: '2026-12-15',
    });
    expect(payload).toMatchObject({ startDate: '2026-11-28', endDate: '2026-12-15' });
    expect(payload).not.toHaveProperty('customDates');
  });

  it('sends custom dates sorted, once each, without a start date', () => {
    const payload = toCreatePayload({
      ...filled,
      dateType: 'CUSTOM_DATES',
      customDates: ['2026-12-02', '2026-11-25', '2026-12-02'],
    });
    expect(payload.customDates).toEqual(['2026-11-25', '2026-12-02']);
    expect(payload).not.toHaveProperty('startDate');
  });

  it('sends the transit warehouse only while transit is used', () => {
    const transit = { transitWarehouseId: 210127, transitWarehouseName: 'СЦ Внуково' };
    expect(toCreatePayload({ ...filled, ...transit, useTransit: true })).toMatchObject({ transitWarehouseId: 210127 });
    // The name is the marketplace's: the backend fills it in, the client never sends it.
    expect(toCreatePayload({ ...filled, ...transit, useTransit: true })).not.toHaveProperty('transitWarehouseName');
    expect(toCreatePayload({ ...filled, ...transit, useTransit: false })).not.toHaveProperty('transitWarehouseId');
  });

  it('refuses an incomplete form', () => {
    expect(() => toCreatePayload(emptyAutobookingForm)).toThrow();
  });
});

describe('additional filters', () => {
  it('refuse a week start whose days the lead time all removes', () => {
    // A week from 23.11 spans through 30.11 (start + 7); a lead time of 10 days from 21.11 starts on 01.12.
    expect(messages({ ...filled, minLeadDays: 9 })).toEqual([]);
    expect(messages({ ...filled, minLeadDays: 10 })).toEqual([
      {
        path: 'minLeadDays',
        message: 'Все выбранные дни раньше 01.12.2026: уменьшите «Не раньше чем через» или выберите даты позже',
      },
    ]);
  });

  it('refuse a period without any of the chosen weekdays', () => {
    const weekend = { ...filled, dateType: 'CUSTOM_PERIOD' as const, startDate: '2026-11-28', endDate: '2026-11-29' };
    expect(messages({ ...weekend, weekdays: [6, 7] })).toEqual([]);
    expect(messages({ ...weekend, weekdays: [1, 2, 3, 4, 5] })).toEqual([
      { path: 'weekdays', message: 'В выбранных датах нет дней «пн–пт»: выберите другие дни недели или даты' },
    ]);
  });

  it('leave picked dates to the seller, but not to the lead time', () => {
    const picked = { ...filled, dateType: 'CUSTOM_DATES' as const, startDate: null, customDates: ['2026-11-22'] };
    expect(messages({ ...picked, weekdays: [1] })).toEqual([]);
    expect(toCreatePayload({ ...picked, weekdays: [1] })).not.toHaveProperty('weekdays');
    expect(messages({ ...picked, minLeadDays: 2 }).map(({ path }) => path)).toEqual(['minLeadDays']);
    // A date the lead time excludes would spend a credit for nothing.
    expect(messages({ ...picked, customDates: ['2026-11-22', '2026-11-25'], minLeadDays: 2 })).toEqual([
      { path: 'customDates', message: 'Даты раньше 23.11.2026 не подходят под «Не раньше чем через»: уберите их' },
    ]);
  });

  it('are sent when set, and left out at their defaults', () => {
    expect(toCreatePayload(filled)).not.toHaveProperty('minLeadDays');
    expect(
      toCreatePayload({ ...filled, minLeadDays: 1, weekdays: [1, 2, 3, 4, 5], maxLogisticsCoefficient: 200 }),
    ).toMatchObject({
      minLeadDays: 1,
      weekdays: [1, 2, 3, 4, 5],
      maxLogisticsCoefficient: 200,
    });
  });
});

describe('copiedAutobookingForm', () => {
  const failed: Autobooking = {
    id: 9010,
    status: 'ERROR',
    warehouseId: 507,
    transitWarehouseId: 1234,
    transitWarehouseName: 'СЦ Шушары',
    supplyType: 'MONOPALLETE',
    dateType: 'CUSTOM_DATES',
    startDate: null,
    endDate: null,
    customDates: ['2026-11-20', '2026-11-22', '2026-11-25', '2026-11-27'],
    completedDates: ['2026-11-22'],
    maxCoefficient: 3,
    minLeadDays: 2,
    weekdays: [1, 2, 3, 4, 5],
    maxLogisticsCoefficient: 160,
    createdAt: '2026-11-18T09:00:00Z',
    draftId: 'gone',
    error: {
      code: 'draft_not_found',
      message: 'Черновик поставки удален',
      at: '2026-11-19T10:00:00Z',
      retryable: false,
    },
  };

  it('keeps every setting but the draft and the supply type, and only the days still to book', () => {
    expect(copiedAutobookingForm(failed, today)).toEqual({
      ...emptyAutobookingForm,
      warehouseId: 507,
      useTransit: true,
      transitWarehouseId: 1234,
      transitWarehouseName: 'СЦ Шушары',
      dateType: 'CUSTOM_DATES',
      customDates: ['2026-11-25', '2026-11-27'],
      maxCoefficient: 3,
      minLeadDays: 2,
      weekdays: [1, 2, 3, 4, 5],
      maxLogisticsCoefficient: 160,
    });
  });

  it('drops a start already past, and reads a missing cap as free', () => {
    const week: Autobooking = {
      ...failed,
      dateType: 'WEEK',
      startDate: '2026-11-10',
      customDates: [],
      maxCoefficient: null,
    };
    expect(copiedAutobookingForm(week, today)).toMatchObject({ dateType: 'WEEK', startDate: null, maxCoefficient: 0 });
    expect(copiedAutobookingForm({ ...week, transitWarehouseId: null }, today).useTransit).toBe(false);
  });
});
