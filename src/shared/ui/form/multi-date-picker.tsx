import { isAfter, startOfDay } from 'date-fns';
import { cx } from '../cx';
import { Calendar } from './calendar';
import { calendarDayOf } from '@/domain/calendar-day';
import { formatDisplayDate, uniqueSortedDays, unavailableDays } from './date-format';
import { useFieldControl, type ControlProps } from './field-context';
import { FieldGroup } from './field-group';
import { RemovableChip } from './removable-chip';
import box from './date-picker.module.css';
import styles from './multi-date-picker.module.css';

/** Props of {@link MultiDatePicker}. */
export interface MultiDatePickerProps extends ControlProps {
  /** Chosen days (controlled). */
  value: readonly Date[];
  /** Receives the chosen days sorted ascending, one Date (local midnight) per day. */
  onChange: (value: Date[]) => void;
  /** Makes every day before today unselectable. Default true. */
  disablePast?: boolean;
  /** Latest selectable day (e.g. three months ahead for triggers). */
  maxDate?: Date;
  /** Most days that may be chosen; a further pick is refused and `onLimit` is called. */
  maxSelected?: number;
  /** Called when a pick is refused by `maxSelected` (show e.g. 'Недостаточно автобронирований'). */
  onLimit?: () => void;
  /** "Today" for the past check; default the current day. */
  today?: Date;
  /** Text while nothing is chosen. Default 'Даты не выбраны'. */
  placeholder?: string;
}

/** Inline calendar for choosing several separate days; chosen days are listed as removable dd.MM.yyyy chips. */
export function MultiDatePicker({
  value,
  onChange,
  onBlur,
  disablePast = true,
  maxDate,
  maxSelected,
  onLimit,
  today,
  disabled = false,
  placeholder = 'Даты не выбраны',
  'aria-label': ariaLabel,
  id,
  className,
}: MultiDatePickerProps) {
  const field = useFieldControl({ id });
  const todayStart = startOfDay(today ?? new Date());
  const days = uniqueSortedDays(value);

  const disabledDays = unavailableDays({ disabled, earliest: disablePast ? todayStart : undefined, latest: maxDate });

  const handleSelect = (next: Date[] | undefined) => {
    const nextDays = uniqueSortedDays(next ?? []);
    if (maxSelected !== undefined && nextDays.length > days.length && nextDays.length > maxSelected) {
      onLimit?.();
      return;
    }
    onChange(nextDays);
  };

  const remove = (day: Date) => {
    const key = calendarDayOf(day);
    onChange(days.filter((item) => calendarDayOf(item) !== key));
  };

  const first = days[0];
  return (
    <FieldGroup
      field={field}
      aria-label={ariaLabel}
      className={cx(box.root, box.roomy, field.invalid && box.invalid, className)}
      onBlur={onBlur}
    >
      <div className={styles.summary} aria-live="polite">
        {days.length === 0 ? (
          <span className={styles.placeholder}>{placeholder}</span>
        ) : (
          <span className={styles.count}>
            {maxSelected !== undefined ? `Выбрано ${days.length} из ${maxSelected}` : `Выбрано: ${days.length}`}
          </span>
        )}
      </div>
      {days.length > 0 ? (
        <ul className={styles.chips} aria-label="Выбранные даты">
          {days.map((day) => {
            const text = formatDisplayDate(day);
            return (
              <RemovableChip
                key={calendarDayOf(day)}
                label={text}
                removeLabel={`Убрать дату ${text}`}
                disabled={disabled}
                onRemove={() => remove(day)}
              />
            );
          })}
        </ul>
      ) : null}
      <Calendar
        mode="multiple"
        selected={days}
        onSelect={handleSelect}
        disabled={disabledDays}
        startMonth={disablePast ? todayStart : undefined}
        endMonth={maxDate}
        defaultMonth={first && isAfter(first, todayStart) ? first : todayStart}
        today={todayStart}
      />
    </FieldGroup>
  );
}
