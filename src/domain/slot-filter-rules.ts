import { TriggerCreateLimits } from '@generated/constants';
import { formatDay, type CalendarDay } from './calendar-day-text';
import { firstLeadDay, isoWeekday } from './slot-days';
import {
  ALL_WEEKDAYS,
  defaultSlotFilters,
  sameWeekdays,
  sortedWeekdays,
  weekdaysText,
  type IsoWeekday,
  type SlotFilters,
} from './slot-filters';

// The rules of the slot filters that the forms and the market apply (docs/triggers.md#additional-filters): their
// bounds and presets, the days they let pass, why none passes, and the request. The lists' cards only describe the
// filters (slot-filters.ts), so none of this loads with them.

export const WORKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5];
export const WEEKEND: readonly IsoWeekday[] = [6, 7];

export const LEAD_DAYS_MIN = TriggerCreateLimits.minLeadDays.minimum;
export const LEAD_DAYS_MAX = TriggerCreateLimits.minLeadDays.maximum;
export const LOGISTICS_COEFFICIENT_MIN = TriggerCreateLimits.maxLogisticsCoefficient.minimum;
export const LOGISTICS_COEFFICIENT_MAX = TriggerCreateLimits.maxLogisticsCoefficient.maximum;

/** The filters among the values of a form that holds more. */
function slotFiltersIn({ minLeadDays, weekdays, maxLogisticsCoefficient }: SlotFilters): SlotFilters {
  return { minLeadDays, weekdays, maxLogisticsCoefficient };
}

/**
 * The request fields of the filters: only those that differ from their defaults, since an absent field means its
 * default (so a seller who uses no filter sends what a backend of contract 2.0 accepts).
 */
export function slotFiltersRequest(filters: SlotFilters): {
  minLeadDays?: number;
  weekdays?: IsoWeekday[];
  maxLogisticsCoefficient?: number;
} {
  return {
    ...(filters.minLeadDays !== defaultSlotFilters.minLeadDays ? { minLeadDays: filters.minLeadDays } : {}),
    ...(sameWeekdays(filters.weekdays, ALL_WEEKDAYS) ? {} : { weekdays: sortedWeekdays(filters.weekdays) }),
    ...(filters.maxLogisticsCoefficient !== null ? { maxLogisticsCoefficient: filters.maxLogisticsCoefficient } : {}),
  };
}

/**
 * The filters of a form's values as they apply to its dates: days picked one by one (CUSTOM_DATES) are named by the
 * seller, so the weekdays do not apply to them.
 */
export function filtersForDates(values: SlotFilters, daysPicked: boolean): SlotFilters {
  const filters = slotFiltersIn(values);
  return daysPicked ? { ...filters, weekdays: [...ALL_WEEKDAYS] } : filters;
}

/** Which filter leaves none of the days: the lead time alone, or the weekdays after it. */
export type FiltersConflict = 'minLeadDays' | 'weekdays';

/**
 * Why no slot on the given days can ever match, or undefined when one can. No days yet (dates still to pick, or a
 * search without an end) is no conflict: the dates' own rules speak then.
 */
export function filtersConflict(
  days: readonly CalendarDay[],
  today: CalendarDay,
  filters: SlotFilters,
): FiltersConflict | undefined {
  if (days.length === 0) return undefined;
  const first = firstLeadDay(today, filters.minLeadDays);
  const afterLead = days.filter((day) => day >= first);
  if (afterLead.length === 0) return 'minLeadDays';
  if (!afterLead.some((day) => filters.weekdays.includes(isoWeekday(day)))) return 'weekdays';
  return undefined;
}

/** The message of a conflict, saying what to change. */
export function conflictMessage(conflict: FiltersConflict, today: CalendarDay, filters: SlotFilters): string {
  if (conflict === 'minLeadDays') {
    return `Все выбранные дни раньше ${formatDay(firstLeadDay(today, filters.minLeadDays))}: уменьшите «Не раньше чем через» или выберите даты позже`;
  }
  return `В выбранных датах нет дней «${weekdaysText(filters.weekdays)}»: выберите другие дни недели или даты`;
}

/** What the lead time removes, said under its control. */
export function leadTimeHelp(today: CalendarDay, minLeadDays: number): string {
  if (minLeadDays === 0) return 'Подходят слоты начиная с сегодняшнего дня';
  return `Слоты раньше ${formatDay(firstLeadDay(today, minLeadDays))} не подходят`;
}
