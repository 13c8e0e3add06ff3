import { cx } from '@/shared/ui/cx';
import { Calendar } from '@/shared/ui/form/calendar';
import { dayKey } from '@/shared/ui/form/date-format';
import { useFieldControl } from '@/shared/ui/form/field-context';
import { dateOf, formatDay, type CalendarDate } from './autobooking-dates';
import styles from './start-date-picker.module.css';

interface StartDatePickerProps {
  value: CalendarDate | null;
  onChange: (value: CalendarDate | null) => void;
  onBlur?: () => void;
  /** The first day that may be chosen: no start in the past. */
  today: CalendarDate;
}

/** One day from today on, for a week or a month starting that day (the shared pickers choose periods or sets). */
export function StartDatePicker({ value, onChange, onBlur, today }: StartDatePickerProps) {
  const field = useFieldControl();
  const first = dateOf(today);
  return (
    <div
      id={field.id}
      role="group"
      aria-labelledby={field.labelId}
      aria-describedby={field.describedBy}
      className={cx(styles.root, field.invalid && styles.invalid)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <p className={cx(styles.summary, !value && styles.placeholder)} aria-live="polite">
        {value ? `с ${formatDay(value)}` : 'Выберите дату'}
      </p>
      <Calendar
        mode="single"
        selected={value ? dateOf(value) : undefined}
        onSelect={(day) => onChange(day ? dayKey(day) : null)}
        disabled={{ before: first }}
        startMonth={first}
        defaultMonth={value ? dateOf(value) : first}
        today={first}
      />
    </div>
  );
}
