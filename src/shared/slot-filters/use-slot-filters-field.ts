import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CalendarDay } from '@/domain/calendar-day';
import { type SlotFilters } from '@/domain/slot-filters';
import { filtersForDates } from '@/domain/slot-filter-rules';
import { filtersDaysIssue, slotFiltersErrors } from '@/domain/slot-filters-schema';
import type { SlotFiltersFieldsProps } from './slot-filters-fields';

/** How a filter the seller set is stored: a change, validated at once so its message shows. */
const sellerChoice = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

interface SlotFiltersFieldOptions {
  /** The days the form's dates cover (none while they are still to pick, or for a search without an end). */
  days: readonly CalendarDay[];
  today: CalendarDay;
  /** The dates are picked one by one: the weekdays do not apply to them. */
  daysPicked: boolean;
  /** After the seller changed a filter, e.g. to check again a field whose rule depends on one. */
  onChanged?: () => void;
}

/**
 * 'Дополнительные фильтры' bound to a form whose values hold the filters as they are, the same way in both forms:
 * the values, each change set as the seller's choice, and the messages to show (a field's own, or why the filters
 * leave none of the dates, said as soon as the mode or the dates make it so).
 */
export function useSlotFiltersField<Values extends SlotFilters, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  { days, today, daysPicked, onChanged }: SlotFiltersFieldOptions,
): SlotFiltersFieldsProps {
  // The filters' part of the form: react-hook-form cannot name the fields of a form whose type is generic.
  const filtersForm = form as unknown as UseFormReturn<SlotFilters>;
  const { control, setValue, formState } = filtersForm;
  const [minLeadDays, weekdays, maxLogisticsCoefficient] = useWatch({
    control,
    name: ['minLeadDays', 'weekdays', 'maxLogisticsCoefficient'],
  });
  const value: SlotFilters = { minLeadDays, weekdays, maxLogisticsCoefficient };
  const daysIssue = filtersDaysIssue(filtersForDates(value, daysPicked), days, today);
  return {
    value,
    onChange: (next) => {
      setValue('minLeadDays', next.minLeadDays, sellerChoice);
      setValue('weekdays', next.weekdays, sellerChoice);
      setValue('maxLogisticsCoefficient', next.maxLogisticsCoefficient, sellerChoice);
      onChanged?.();
    },
    errors: slotFiltersErrors(formState.errors, daysIssue),
    today,
    weekdaysOff: daysPicked ? 'Для выбранных дат дни недели не применяются' : undefined,
  };
}
