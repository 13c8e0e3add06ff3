import { useFormState, useWatch } from 'react-hook-form';
import { DateRangePicker } from '@/shared/ui/form/date-range-picker';
import { FormField } from '@/shared/ui/form/form-field';
import { MultiDatePicker } from '@/shared/ui/form/multi-date-picker';
import type { AppForm } from '@/shared/ui/form/use-app-form';
import { calendarDayOf, localDateOf, type CalendarDay } from '@/domain/calendar-day';
import { dayOfInstant } from '@/domain/calendar-day-text';
import { customDates, periodDates, pickableWindow, selectedDays, type TriggerDates } from './trigger-dates';
import type { TriggerFormOutput, TriggerFormValues } from './trigger-form-schema';

interface TriggerDatesFieldProps {
  form: AppForm<TriggerFormValues, TriggerFormOutput>;
  mode: 'RANGE' | 'CUSTOM_DATES';
  today: CalendarDay;
}

const dateFields = ['startDate', 'endDate', 'selectedDates'] as const;

/** The seller's own days: a period for RANGE, separate days for CUSTOM_DATES, from today up to 3 months ahead. */
export function TriggerDatesField({ form, mode, today }: TriggerDatesFieldProps) {
  const { control, setValue, trigger, clearErrors } = form;
  const [startDate, endDate, selectedDates] = useWatch({ control, name: [...dateFields] });
  const { errors } = useFormState({ control, name: [...dateFields] });
  const firstDay = localDateOf(today);
  const lastDay = localDateOf(pickableWindow(today).last);

  /** Sets the dates; `judge` false leaves them unjudged for now (a period with one end is still being picked). */
  const apply = (dates: TriggerDates, judge = true) => {
    const options = { shouldDirty: true, shouldValidate: judge };
    setValue('startDate', dates.startDate, options);
    setValue('endDate', dates.endDate, options);
    setValue('selectedDates', dates.selectedDates, options);
    if (!judge) clearErrors([...dateFields]);
  };
  const validate = () => void trigger([...dateFields]);

  if (mode === 'RANGE') {
    return (
      <FormField
        label="Период поиска"
        required
        help="Отметьте первый и последний день"
        error={errors.startDate?.message ?? errors.endDate?.message}
      >
        <DateRangePicker
          value={{
            from: startDate ? localDateOf(dayOfInstant(startDate)) : undefined,
            to: endDate ? localDateOf(dayOfInstant(endDate)) : undefined,
          }}
          onChange={(range) =>
            // A period is judged once both ends are picked (or on leaving the calendar), not after its first tap.
            apply(
              periodDates(range?.from && calendarDayOf(range.from), range?.to && calendarDayOf(range.to)),
              !range?.from || Boolean(range.to),
            )
          }
          onBlur={validate}
          today={firstDay}
          maxDate={lastDay}
        />
      </FormField>
    );
  }

  return (
    <FormField
      label="Даты поиска"
      required
      help="Отметьте нужные дни, до трех месяцев вперед"
      error={errors.selectedDates?.message ?? errors.startDate?.message ?? errors.endDate?.message}
    >
      <MultiDatePicker
        value={selectedDays({ selectedDates }).map(localDateOf)}
        onChange={(days) => apply(customDates(days.map(calendarDayOf)))}
        onBlur={validate}
        today={firstDay}
        maxDate={lastDay}
      />
    </FormField>
  );
}
