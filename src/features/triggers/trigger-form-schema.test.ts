import { describe, expect, it } from 'vitest';
import type { Trigger } from '@/api/triggers';
import { customDates, datesForMode, rangeDates } from './trigger-dates';
import {
  newTriggerValues,
  triggerFormSchema,
  triggerRequest,
  triggerValues,
  type TriggerFormValues,
} from './trigger-form-schema';

const today = '2026-11-21';
const valid: TriggerFormValues = { ...newTriggerValues(today), warehouseIds: [507], supplyTypes: ['BOX'] };

/** The messages zod gives for `values`, by field path. */
function errorsOf(values: unknown): Record<string, string[]> {
  const result = triggerFormSchema(today).safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('triggerFormSchema', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('warehouses: at least one, at most three', () => {
    expect(errorsOf({ ...valid, warehouseIds: [] })).toEqual({ warehouseIds: ['Выберите хотя бы один склад'] });
    expect(errorsOf({ ...valid, warehouseIds: undefined })).toEqual({ warehouseIds: ['Выберите хотя бы один склад'] });
    expect(errorsOf({ ...valid, warehouseIds: [1, 2, 3] })).toEqual({});
    expect(errorsOf({ ...valid, warehouseIds: [1, 2, 3, 4] })).toEqual({
      warehouseIds: ['Нельзя выбрать более трех складов'],
    });
  });

  it('supply types: at least one', () => {
    expect(errorsOf({ ...valid, supplyTypes: [] })).toEqual({ supplyTypes: ['Выберите хотя бы один тип короба'] });
    expect(errorsOf({ ...valid, supplyTypes: undefined })).toEqual({
      supplyTypes: ['Выберите хотя бы один тип короба'],
    });
    expect(errorsOf({ ...valid, supplyTypes: ['BOX', 'SUPERSAFE', 'MONOPALLETE'] })).toEqual({});
  });

  it('check interval: required, one of the offered intervals from 1 to 24 hours', () => {
    expect(errorsOf({ ...valid, checkInterval: undefined })).toEqual({ checkInterval: ['Выберите интервал проверки'] });
    expect(errorsOf({ ...valid, checkInterval: null })).toEqual({ checkInterval: ['Выберите интервал проверки'] });
    expect(errorsOf({ ...valid, checkInterval: 29 })).toEqual({ checkInterval: ['Минимальный интервал 30 минут'] });
    expect(errorsOf({ ...valid, checkInterval: 30 })).toEqual({ checkInterval: ['Выберите интервал проверки'] });
    expect(errorsOf({ ...valid, checkInterval: 90 })).toEqual({ checkInterval: ['Выберите интервал проверки'] });
    for (const minutes of [60, 180, 360, 720, 1440]) expect(errorsOf({ ...valid, checkInterval: minutes })).toEqual({});
    expect(errorsOf({ ...valid, checkInterval: 1441 })).toEqual({ checkInterval: ['Максимальный интервал 24 часа'] });
  });

  it('max coefficient: required, 0 to 20', () => {
    expect(errorsOf({ ...valid, maxCoefficient: undefined })).toEqual({
      maxCoefficient: ['Введите максимальный коэффициент'],
    });
    expect(errorsOf({ ...valid, maxCoefficient: Number.NaN })).toEqual({
      maxCoefficient: ['Введите максимальный коэффициент'],
    });
    expect(errorsOf({ ...valid, maxCoefficient: -1 })).toEqual({ maxCoefficient: ['Минимальный коэффициент 0'] });
    expect(errorsOf({ ...valid, maxCoefficient: 0 })).toEqual({});
    expect(errorsOf({ ...valid, maxCoefficient: 20 })).toEqual({});
    expect(errorsOf({ ...valid, maxCoefficient: 21 })).toEqual({
      maxCoefficient: ['Коэффициент не может быть больше 20'],
    });
  });

  it('search mode: one of the six modes', () => {
    expect(errorsOf({ ...valid, searchMode: undefined })).toEqual({ searchMode: ['Выберите режим поиска'] });
    expect(errorsOf({ ...valid, searchMode: 'MONTH' })).toEqual({ searchMode: ['Выберите режим поиска'] });
  });

  it('custom dates: start, end and at least one date', () => {
    expect(
      errorsOf({ ...valid, searchMode: 'CUSTOM_DATES', startDate: null, endDate: null, selectedDates: [] }),
    ).toEqual({
      startDate: ['Выберите начальную дату'],
      endDate: ['Выберите конечную дату'],
      selectedDates: ['Выберите хотя бы одну дату'],
    });
    expect(errorsOf({ ...valid, searchMode: 'CUSTOM_DATES', ...customDates(['2026-11-25']) })).toEqual({});
  });

  it('period: both ends and its days', () => {
    expect(errorsOf({ ...valid, searchMode: 'RANGE', startDate: null, endDate: null, selectedDates: [] })).toEqual({
      startDate: ['Выберите начальную дату'],
      endDate: ['Выберите конечную дату'],
      selectedDates: ['Выберите хотя бы одну дату'],
    });
    expect(errorsOf({ ...valid, searchMode: 'RANGE', ...rangeDates('2026-11-23', '2026-11-27') })).toEqual({});
  });

  it('reports every invalid field at once, dates included', () => {
    const errors = errorsOf({
      ...valid,
      warehouseIds: [],
      supplyTypes: [],
      searchMode: 'CUSTOM_DATES',
      startDate: null,
      endDate: null,
      selectedDates: [],
    });
    expect(Object.keys(errors)).toEqual(['warehouseIds', 'supplyTypes', 'startDate', 'endDate', 'selectedDates']);
  });
});

describe('additional filters', () => {
  const week = { ...valid, searchMode: 'WEEK' as const, ...datesForMode('WEEK', today) };

  it('check their bounds', () => {
    expect(errorsOf({ ...valid, minLeadDays: 31 })).toEqual({ minLeadDays: ['От 0 до 30 дней'] });
    expect(errorsOf({ ...valid, weekdays: [] })).toEqual({ weekdays: ['Выберите хотя бы один день недели'] });
    expect(errorsOf({ ...valid, maxLogisticsCoefficient: 0 })).toEqual({
      maxLogisticsCoefficient: ['Коэффициент логистики от 1 до 1000%'],
    });
    expect(errorsOf({ ...valid, maxLogisticsCoefficient: 1001 })).toEqual({
      maxLogisticsCoefficient: ['Коэффициент логистики от 1 до 1000%'],
    });
    expect(errorsOf({ ...week, minLeadDays: 6, weekdays: [5], maxLogisticsCoefficient: 1000 })).toEqual({});
  });

  it('refuse TODAY with a lead time, explaining why', () => {
    expect(errorsOf({ ...valid, minLeadDays: 1 })).toEqual({
      minLeadDays: ['Все выбранные дни раньше 22.11.2026: уменьшите «Не раньше чем через» или выберите даты позже'],
    });
  });

  it('refuse a week of which no chosen weekday is left after the lead time', () => {
    // 21.11.2026 is a Saturday: the week runs to Friday 27.11.
    expect(errorsOf({ ...week, weekdays: [6] })).toEqual({});
    expect(errorsOf({ ...week, weekdays: [6], minLeadDays: 1 })).toEqual({
      weekdays: ['В выбранных датах нет дней «сб»: выберите другие дни недели или даты'],
    });
  });

  it('leave UNTIL_FOUND alone and do not apply weekdays to picked dates', () => {
    const untilFound = { ...valid, searchMode: 'UNTIL_FOUND' as const, ...datesForMode('UNTIL_FOUND', today) };
    expect(errorsOf({ ...untilFound, minLeadDays: 30, weekdays: [3] })).toEqual({});
    const picked = { ...valid, searchMode: 'CUSTOM_DATES' as const, ...customDates(['2026-11-21']) };
    expect(errorsOf({ ...picked, weekdays: [1] })).toEqual({});
    expect(triggerRequest(triggerFormSchema(today).parse({ ...picked, weekdays: [1] }))).not.toHaveProperty('weekdays');
  });

  it('are sent only when they differ from the defaults', () => {
    expect(triggerRequest(triggerFormSchema(today).parse(valid))).not.toHaveProperty('minLeadDays');
    expect(
      triggerRequest(
        triggerFormSchema(today).parse({
          ...week,
          minLeadDays: 2,
          weekdays: [1, 2, 3, 4, 5],
          maxLogisticsCoefficient: 150,
        }),
      ),
    ).toMatchObject({ minLeadDays: 2, weekdays: [1, 2, 3, 4, 5], maxLogisticsCoefficient: 150 });
  });
});

describe('form values', () => {
  it('a new trigger: every 3 hours, free, TODAY with its dates', () => {
    expect(newTriggerValues(today)).toEqual({
      warehouseIds: [],
      supplyTypes: [],
      checkInterval: 180,
      maxCoefficient: 0,
      searchMode: 'TODAY',
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: '2026-11-21T23:59:59.999Z',
      selectedDates: ['2026-11-21T00:00:00.000Z'],
      minLeadDays: 0,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      maxLogisticsCoefficient: null,
    });
  });

  it('a trigger opened on one slot watches that warehouse, type and day with the cap at its coefficient', () => {
    const slot = { warehouseId: 507, supplyType: 'MONOPALLETE', day: '2026-11-25', coefficient: 4 } as const;
    expect(newTriggerValues(today, slot)).toMatchObject({
      warehouseIds: [507],
      supplyTypes: ['MONOPALLETE'],
      maxCoefficient: 4,
      searchMode: 'CUSTOM_DATES',
      selectedDates: ['2026-11-25T00:00:00.000Z'],
    });
    expect(triggerFormSchema(today).safeParse(newTriggerValues(today, slot)).success).toBe(true);
    // A day already past leaves the dates at today: the slot's other fields still fill the form.
    expect(newTriggerValues(today, { ...slot, day: '2026-11-20' })).toMatchObject({
      warehouseIds: [507],
      searchMode: 'TODAY',
      selectedDates: ['2026-11-21T00:00:00.000Z'],
    });
  });

  it('an edited trigger keeps its settings', () => {
    const trigger: Trigger = {
      id: 115,
      warehouseIds: [117986],
      supplyTypes: ['BOX', 'SUPERSAFE'],
      searchMode: 'CUSTOM_DATES',
      ...customDates(['2026-11-20', '2026-11-25', '2026-12-05']),
      checkInterval: 720,
      maxCoefficient: 1,
      isActive: true,
      status: 'RELEVANT',
      lastNotificationAt: null,
      createdAt: '2026-11-17T15:00:00.000Z',
    };
    expect(triggerValues(trigger, today)).toEqual({
      warehouseIds: [117986],
      supplyTypes: ['BOX', 'SUPERSAFE'],
      checkInterval: 720,
      maxCoefficient: 1,
      searchMode: 'CUSTOM_DATES',
      ...customDates(['2026-11-25', '2026-12-05']),
      // Stored without the filters (contract 2.0): their defaults.
      minLeadDays: 0,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      maxLogisticsCoefficient: null,
    });
    expect(
      triggerValues({ ...trigger, minLeadDays: 2, weekdays: [1, 2, 3], maxLogisticsCoefficient: 150 }, today),
    ).toMatchObject({
      minLeadDays: 2,
      weekdays: [1, 2, 3],
      maxLogisticsCoefficient: 150,
    });
  });

  it('the request carries exactly the contract fields', () => {
    const parsed = triggerFormSchema(today).parse({ ...valid, extra: 1 });
    expect(Object.keys(triggerRequest(parsed)).sort()).toEqual(
      [
        'checkInterval',
        'endDate',
        'maxCoefficient',
        'searchMode',
        'selectedDates',
        'startDate',
        'supplyTypes',
        'warehouseIds',
      ].sort(),
    );
  });
});
