import { formatDisplayDate } from '@/shared/ui/form/date-format';
import { DatePicker } from '@/shared/ui/form/date-picker';
import { DateRangePicker } from '@/shared/ui/form/date-range-picker';
import { FormField } from '@/shared/ui/form/form-field';
import { MultiDatePicker } from '@/shared/ui/form/multi-date-picker';
import { daysText } from '@/shared/lib/days-text';
import { toast } from '@/shared/ui/toast';
import { calendarDayOf, localDateOf } from '@/domain/calendar-day';
import { lastCustomDate, MAX_PERIOD_DAYS } from './autobooking-dates';
import { autobookingMessages } from './autobooking-form-schema';
import type { useAutobookingForm } from './use-autobooking-form';

interface AutobookingDatesFieldProps {
  model: ReturnType<typeof useAutobookingForm>;
  /** The seller's credits: custom dates beyond it are refused. */
  balance: number;
  /** Whether the last pick of custom dates was refused for lack of credits. */
  onDatesRefused: (refused: boolean) => void;
}

/** The dates of the chosen period type (docs/autobookings.md): a start day, a period of at most 30 days, or single days. */
export function AutobookingDatesField({ model, balance, onDatesRefused }: AutobookingDatesFieldProps) {
  const { form, values, today } = model;
  const { errors } = form.formState;
  return (
    <>
      {values.dateType === 'WEEK' || values.dateType === 'MONTH' ? (
        <FormField label="Дата начала" required error={errors.startDate?.message}>
          <DatePicker
            value={values.startDate ? localDateOf(values.startDate) : undefined}
            onChange={(day) => model.setStartDate(day ? calendarDayOf(day) : null)}
            onBlur={() => void form.trigger('startDate')}
            today={localDateOf(today)}
            formatValue={(day) => `с ${formatDisplayDate(day)}`}
          />
        </FormField>
      ) : null}

      {values.dateType === 'CUSTOM_PERIOD' ? (
        <FormField
          label="Период"
          required
          error={errors.startDate?.message ?? errors.endDate?.message}
          help={`Не длиннее ${daysText(MAX_PERIOD_DAYS)}`}
        >
          <DateRangePicker
            value={
              values.startDate
                ? { from: localDateOf(values.startDate), to: values.endDate ? localDateOf(values.endDate) : undefined }
                : undefined
            }
            onChange={(range) =>
              model.setPeriod(
                range?.from ? calendarDayOf(range.from) : null,
                range?.to ? calendarDayOf(range.to) : null,
              )
            }
            onBlur={() => void form.trigger(['startDate', 'endDate'])}
            maxDays={MAX_PERIOD_DAYS}
            onLimit={() => toast.error(autobookingMessages.periodTooLong)}
            today={localDateOf(today)}
          />
        </FormField>
      ) : null}

      {values.dateType === 'CUSTOM_DATES' ? (
        <FormField
          label="Даты"
          required
          error={errors.customDates?.message}
          help="Каждая дата использует одно автобронирование"
        >
          <MultiDatePicker
            value={values.customDates.map(localDateOf)}
            onChange={(days) => {
              onDatesRefused(false);
              model.setCustomDates(days.map(calendarDayOf));
            }}
            onBlur={() => void form.trigger('customDates')}
            today={localDateOf(today)}
            maxDate={localDateOf(lastCustomDate(today))}
            maxSelected={balance}
            onLimit={() => onDatesRefused(true)}
          />
        </FormField>
      ) : null}
    </>
  );
}
