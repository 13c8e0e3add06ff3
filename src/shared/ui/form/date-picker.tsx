import { startOfDay } from 'date-fns';
import { cx } from '../cx';
import { Calendar } from './calendar';
import { formatDisplayDate } from './date-format';
import { useFieldControl } from './field-context';
import { FieldGroup } from './field-group';
import styles from './date-picker.module.css';

/** Props of {@link DatePicker}. */
export interface DatePickerProps {
  /** The chosen day (controlled). */
  value: Date | undefined;
  /** Receives the picked day (local midnight), or undefined when the chosen day is tapped again. */
  onChange: (value: Date | undefined) => void;
  /** Called when focus leaves the calendar. */
  onBlur?: () => void;
  /** The first day that may be chosen: no day in the past. Default the current day. */
  today?: Date;
  /** How the chosen day reads above the calendar, e.g. 'с 23.11.2026'. Default dd.MM.yyyy. */
  formatValue?: (day: Date) => string;
}

/** Inline calendar for one day from today on (Russian, Monday first), the chosen day shown above it. */
export function DatePicker({ value, onChange, onBlur, today, formatValue = formatDisplayDate }: DatePickerProps) {
  const field = useFieldControl();
  const first = startOfDay(today ?? new Date());
  return (
    <FieldGroup field={field} onBlur={onBlur} className={cx(styles.root, field.invalid && styles.invalid)}>
      <div className={styles.summary}>
        <span className={cx(styles.value, !value && styles.placeholder)} aria-live="polite">
          {value ? formatValue(value) : 'Выберите дату'}
        </span>
      </div>
      <Calendar
        mode="single"
        selected={value}
        onSelect={(day) => onChange(day)}
        disabled={{ before: first }}
        startMonth={first}
        defaultMonth={value ?? first}
        today={first}
      />
    </FieldGroup>
  );
}
