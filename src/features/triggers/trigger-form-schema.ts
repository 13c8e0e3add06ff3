import { z } from 'zod/mini';
import type { SchemaCheckInterval, SchemaTriggerCreate } from '@generated/schema';
import type { Trigger } from '@/api/triggers';
import { SearchModeValues, SupplyTypeValues } from '@generated/constants';
import {
  CHECK_INTERVAL_MAX,
  CHECK_INTERVAL_MIN,
  COEFFICIENT_MAX,
  COEFFICIENT_MIN,
  MAX_TRIGGER_WAREHOUSES,
  isCheckInterval,
} from '@/domain/limits';
import { type CalendarDay } from '@/domain/calendar-day';
import { slotFiltersOf, type SlotFilters } from '@/domain/slot-filters';
import { filtersForDates, slotFiltersRequest } from '@/domain/slot-filter-rules';
import { checkFiltersLeaveDays, slotFiltersShape } from '@/domain/slot-filters-schema';
import type { SlotPrefill } from '@/domain/slot-prefill';
import { customDates, datesForMode, editableDates, pickableWindow, selectedDays } from './trigger-dates';

/** Validation messages of the trigger form (docs/triggers.md), word for word. */
const triggerMessages = {
  warehousesRequired: 'Выберите хотя бы один склад',
  warehousesMax: 'Нельзя выбрать более трех складов',
  supplyTypesRequired: 'Выберите хотя бы один тип короба',
  checkIntervalRequired: 'Выберите интервал проверки',
  checkIntervalMin: 'Минимальный интервал 30 минут',
  checkIntervalMax: 'Максимальный интервал 24 часа',
  coefficientRequired: 'Введите максимальный коэффициент',
  coefficientMin: 'Минимальный коэффициент 0',
  coefficientMax: 'Коэффициент не может быть больше 20',
  searchModeRequired: 'Выберите режим поиска',
  startDateRequired: 'Выберите начальную дату',
  endDateRequired: 'Выберите конечную дату',
  selectedDatesRequired: 'Выберите хотя бы одну дату',
} as const;

const DEFAULT_CHECK_INTERVAL = 180;
const DEFAULT_COEFFICIENT = 0;

const m = triggerMessages;

function checkIntervalOf(minutes: number): SchemaCheckInterval {
  if (!isCheckInterval(minutes)) throw new Error(`triggerRequest: ${minutes} is not a check interval of the contract`);
  return minutes;
}

const triggerFormShape = z.object({
  warehouseIds: z
    .array(z.int().check(z.positive()), { error: m.warehousesRequired })
    .check(z.minLength(1, m.warehousesRequired), z.maxLength(MAX_TRIGGER_WAREHOUSES, m.warehousesMax)),
  supplyTypes: z
    .array(z.enum(SupplyTypeValues), { error: m.supplyTypesRequired })
    .check(z.minLength(1, m.supplyTypesRequired)),
  checkInterval: z.number({ error: m.checkIntervalRequired }).check(
    z.gte(CHECK_INTERVAL_MIN, m.checkIntervalMin),
    z.lte(CHECK_INTERVAL_MAX, m.checkIntervalMax),
    // Within the bounds, only the offered intervals (their own messages cover values outside them).
    z.refine(
      (minutes) => minutes < CHECK_INTERVAL_MIN || minutes > CHECK_INTERVAL_MAX || isCheckInterval(minutes),
      m.checkIntervalRequired,
    ),
  ),
  maxCoefficient: z
    .number({ error: m.coefficientRequired })
    .check(z.gte(COEFFICIENT_MIN, m.coefficientMin), z.lte(COEFFICIENT_MAX, m.coefficientMax)),
  searchMode: z.enum(SearchModeValues, { error: m.searchModeRequired }),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  selectedDates: z.array(z.string()),
  ...slotFiltersShape,
});

/**
 * Every rule of the trigger form on `today`: the fields' own, the dates each search mode needs, and that the
 * additional filters leave one of the watched days (docs/triggers.md).
 */
export function triggerFormSchema(today: CalendarDay) {
  return triggerFormShape.check(
    z.superRefine((values, context) => {
      checkFiltersLeaveDays(filtersApplied(values), selectedDays(values), today, context);
      // The picked-dates modes need the seller's days; the other modes compute theirs (docs/triggers.md).
      // RANGE is held to the same start and end rule as CUSTOM_DATES: a period without ends watches nothing.
      if (values.searchMode !== 'CUSTOM_DATES' && values.searchMode !== 'RANGE') return;
      if (!values.startDate) context.addIssue({ code: 'custom', path: ['startDate'], message: m.startDateRequired });
      if (!values.endDate) context.addIssue({ code: 'custom', path: ['endDate'], message: m.endDateRequired });
      if (values.selectedDates.length < 1) {
        context.addIssue({ code: 'custom', path: ['selectedDates'], message: m.selectedDatesRequired });
      }
    }),
  );
}

export type TriggerFormValues = z.input<typeof triggerFormShape>;
export type TriggerFormOutput = z.output<typeof triggerFormShape>;

/** The filters as they apply to the trigger's dates (docs/triggers.md#additional-filters). */
function filtersApplied(values: TriggerFormValues): SlotFilters {
  return filtersForDates(values, values.searchMode === 'CUSTOM_DATES');
}

/**
 * A new trigger: no warehouses or types yet, every 3 hours, free only, searching today (docs/triggers.md). Opened
 * on one slot (the market's 'Следить'), it watches that warehouse and supply type on that day (a picked date) with
 * the cap at the slot's coefficient; a day already past leaves the dates at today.
 */
export function newTriggerValues(today: CalendarDay, slot?: SlotPrefill): TriggerFormValues {
  const empty: TriggerFormValues = {
    warehouseIds: [],
    supplyTypes: [],
    checkInterval: DEFAULT_CHECK_INTERVAL,
    maxCoefficient: DEFAULT_COEFFICIENT,
    searchMode: 'TODAY',
    ...datesForMode('TODAY', today),
    ...slotFiltersOf({}),
  };
  if (!slot) return empty;
  const dayAhead = slot.day >= today && slot.day <= pickableWindow(today).last;
  return {
    ...empty,
    warehouseIds: [slot.warehouseId],
    supplyTypes: [slot.supplyType],
    maxCoefficient: slot.coefficient,
    ...(dayAhead ? { searchMode: 'CUSTOM_DATES', ...customDates([slot.day]) } : {}),
  };
}

/** The form values of an existing trigger being edited. */
export function triggerValues(trigger: Trigger, today: CalendarDay): TriggerFormValues {
  return {
    warehouseIds: [...trigger.warehouseIds],
    supplyTypes: [...trigger.supplyTypes],
    checkInterval: trigger.checkInterval,
    maxCoefficient: trigger.maxCoefficient,
    searchMode: trigger.searchMode,
    ...editableDates(trigger.searchMode, trigger, today),
    ...slotFiltersOf(trigger),
  };
}

/**
 * A stored draft of the form, brought to today (docs/forms.md#drafts): a mode that computes its dates computes them
 * again, picked days already past are dropped. Undefined for anything that is not a draft of this form.
 */
export function restoredTriggerDraft(stored: TriggerFormValues, today: CalendarDay): TriggerFormValues | undefined {
  const shaped =
    Array.isArray(stored.warehouseIds) &&
    Array.isArray(stored.supplyTypes) &&
    Array.isArray(stored.selectedDates) &&
    (SearchModeValues as readonly unknown[]).includes(stored.searchMode);
  if (!shaped) return undefined;
  const picked = stored.searchMode === 'RANGE' || stored.searchMode === 'CUSTOM_DATES';
  const dates = picked ? editableDates(stored.searchMode, stored, today) : datesForMode(stored.searchMode, today);
  return { ...stored, ...dates };
}

/** The contract's body for creating (and, with triggerId, updating) a trigger. */
export function triggerRequest(values: TriggerFormOutput): SchemaTriggerCreate {
  return {
    warehouseIds: values.warehouseIds,
    supplyTypes: values.supplyTypes,
    checkInterval: checkIntervalOf(values.checkInterval),
    maxCoefficient: values.maxCoefficient,
    searchMode: values.searchMode,
    startDate: values.startDate,
    endDate: values.endDate,
    selectedDates: values.selectedDates,
    ...slotFiltersRequest(filtersApplied(values)),
  };
}
