import { z } from 'zod/mini';
import { daysText } from '@/shared/lib/days-text';
import type { CalendarDay } from './calendar-day';
import { ALL_WEEKDAYS, slotFiltersOf, type SlotFilters } from './slot-filters';
import {
  LEAD_DAYS_MAX,
  LEAD_DAYS_MIN,
  LOGISTICS_COEFFICIENT_MAX,
  LOGISTICS_COEFFICIENT_MIN,
  conflictMessage,
  filtersConflict,
  type FiltersConflict,
} from './slot-filter-rules';

/** Validation messages of the additional filters (docs/triggers.md#additional-filters), word for word: the rules of the filters' fields in both forms. */
const slotFiltersMessages = {
  leadDays: `От ${LEAD_DAYS_MIN} до ${daysText(LEAD_DAYS_MAX)}`,
  weekdaysRequired: 'Выберите хотя бы один день недели',
  logistics: `Коэффициент логистики от ${LOGISTICS_COEFFICIENT_MIN} до ${LOGISTICS_COEFFICIENT_MAX}%`,
} as const;

const m = slotFiltersMessages;

const isWhole = (min: number, max: number) => (value: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The filters' fields of a form schema: one rule each; what they leave of the dates is {@link checkFiltersLeaveDays}. */
export const slotFiltersShape = {
  minLeadDays: z.number().check(z.refine(isWhole(LEAD_DAYS_MIN, LEAD_DAYS_MAX), m.leadDays)),
  weekdays: z.array(z.literal(ALL_WEEKDAYS)).check(z.minLength(1, m.weekdaysRequired)),
  maxLogisticsCoefficient: z
    .nullable(z.number())
    .check(
      z.refine(
        (value) => value === null || isWhole(LOGISTICS_COEFFICIENT_MIN, LOGISTICS_COEFFICIENT_MAX)(value),
        m.logistics,
      ),
    ),
};

/** Why the filters leave none of the days: the field to change and the message. */
export interface FiltersDaysIssue {
  path: FiltersConflict;
  message: string;
}

/** The field to change and the message, when no day of `days` passes the lead time and the weekdays. */
export function filtersDaysIssue(
  filters: SlotFilters,
  days: readonly CalendarDay[],
  today: CalendarDay,
): FiltersDaysIssue | undefined {
  // A value out of its bounds has its own message first.
  if (filters.weekdays.length === 0 || !isWhole(LEAD_DAYS_MIN, LEAD_DAYS_MAX)(filters.minLeadDays)) return undefined;
  const parsed = slotFiltersOf(filters);
  const conflict = filtersConflict(days, today, parsed);
  return conflict ? { path: conflict, message: conflictMessage(conflict, today, parsed) } : undefined;
}

/**
 * Refuses dates of which no day passes the lead time and the weekdays (docs/triggers.md#additional-filters), on
 * the field to change, with a message that says why. `days` are the days the dates cover (none when unbounded).
 */
export function checkFiltersLeaveDays(
  filters: SlotFilters,
  days: readonly CalendarDay[],
  today: CalendarDay,
  context: z.core.$RefinementCtx<unknown>,
) {
  const issue = filtersDaysIssue(filters, days, today);
  if (issue) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

const ownMessages: ReadonlySet<string> = new Set(Object.values(slotFiltersMessages));

/**
 * The messages the filters show: each field's own rule as the form last checked it, and what the filters leave of
 * the dates as it stands now (the form re-checks a field when it changes, not when the mode or the dates do, so a
 * kept message about the dates could be stale).
 */
export function slotFiltersErrors(
  errors: Partial<Record<keyof SlotFilters, { message?: string } | undefined>>,
  daysIssue: FiltersDaysIssue | undefined,
): Record<keyof SlotFilters, string | undefined> {
  const own = (field: keyof SlotFilters) => {
    const message = errors[field]?.message;
    return message && ownMessages.has(message) ? message : undefined;
  };
  const aboutDays = (field: FiltersConflict) => (daysIssue?.path === field ? daysIssue.message : undefined);
  return {
    minLeadDays: own('minLeadDays') ?? aboutDays('minLeadDays'),
    weekdays: own('weekdays') ?? aboutDays('weekdays'),
    maxLogisticsCoefficient: own('maxLogisticsCoefficient'),
  };
}
