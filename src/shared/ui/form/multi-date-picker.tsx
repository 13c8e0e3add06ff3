import { isAfter, startOfDay } from 'date-fns';
import type { Matcher } from 'react-day-picker';
import { cx } from '../cx';
import { CloseIcon } from '../icons';
import { Calendar } from './calendar';
import { dayKey, formatDisplayDate, uniqueSortedDays } from './date-format';
import { useFieldControl } from './field-context';
import styles from './multi-date-picker.module.css';

/** Props of {@link MultiDatePicker}. */
export interface MultiDatePickerProps {
  /** Chosen days (controlled). */
  value: readonly Date[];
  /** Receives the chosen days sorted ascending, one Date (local midnight) per day. */
  onChange: (value: Date[]) => void;
  /** Called when focus leaves the control. */
  onBlur?: () => void;
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
  disabled?: boolean;
  /** Text while nothing is chosen. Default 'Даты не выбраны'. */
  placeholder?: string;
  /** Accessible name when not inside a FormField. */
  'aria-label'?: string;
  id?: string;
  className?: string;
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

  const disabledDays: Matcher[] = [];
  if (disabled) disabledDays.push(true);
  if (disablePast) disabledDays.push({ before: todayStart });
  if (maxDate) disabledDays.push({ after: startOfDay(maxDate) });

  const handleSelect = (next: Date[] | undefined) => {
    const nextDays = uniqueSortedDays(next ?? []);
    if (maxSelected !== undefined && nextDays.length > days.length && nextDays.length > maxSelected) {
      onLimit?.();
      return;
    }
    onChange(nextDays);
  };

  const remove = (day: Date) => {
    const key = dayKey(day);
    onChange(days.filter((item) => dayKey(item) !== key));
  };

  const first = days[0];
  return (
    <div
      id={field.id}
      role="group"
      aria-labelledby={field.labelId}
      aria-label={field.labelId ? undefined : ariaLabel}
      aria-describedby={field.describedBy}
      className={cx(styles.root, field.invalid && styles.invalid, className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
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
              <li key={dayKey(day)} className={styles.chip}>
                <span>{text}</span>
                {disabled ? null : (
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Убрать дату ${text}`}
                    title="Убрать"
                    onClick={() => remove(day)}
                  >
                    <CloseIcon size={14} strokeWidth={2.5} />
                  </button>
                )}
              </li>
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
    </div>
  );
}
