import { addDays, format, startOfDay } from 'date-fns';
import { ru } from 'date-fns/locale/ru';
import { useMemo } from 'react';
import { cx } from '../cx';
import { dayKey, uniqueSortedDays } from './date-format';
import { useFieldControl, type ControlProps } from './field-context';
import { FieldGroup } from './field-group';
import styles from './date-chips.module.css';

/** Props of {@link DateChips}. */
export interface DateChipsProps extends ControlProps {
  /** Chosen days (controlled). */
  value: readonly Date[];
  /** Receives the chosen days sorted ascending (local midnights). */
  onChange: (value: Date[]) => void;
  /** How many days to offer, starting with `start`. Default 30 (SPEC: "the next 30 days from today"). */
  days?: number;
  /** First offered day. Default today. */
  start?: Date;
  /** Most days that may be chosen; a further pick is refused and `onLimit` is called. */
  maxSelected?: number;
  /** Called when a pick is refused by `maxSelected`, e.g. to show 'Недостаточно автобронирований'. */
  onLimit?: () => void;
  /** Makes particular days unselectable. */
  isDateDisabled?: (date: Date) => boolean;
}

/** Compact grid of toggle buttons for the next N days (weekday + dd.MM), e.g. autobooking custom dates. */
export function DateChips({
  value,
  onChange,
  onBlur,
  days = 30,
  start,
  maxSelected,
  onLimit,
  isDateDisabled,
  disabled = false,
  'aria-label': ariaLabel,
  id,
  className,
}: DateChipsProps) {
  const field = useFieldControl({ id });
  const startKey = dayKey(start ?? new Date());
  const offered = useMemo(() => {
    const first = startOfDay(new Date(`${startKey}T00:00:00`));
    return Array.from({ length: days }, (_, index) => addDays(first, index));
  }, [startKey, days]);

  const chosen = uniqueSortedDays(value);
  const chosenKeys = new Set(chosen.map(dayKey));

  const toggle = (day: Date) => {
    const key = dayKey(day);
    if (chosenKeys.has(key)) {
      onChange(chosen.filter((item) => dayKey(item) !== key));
      return;
    }
    if (maxSelected !== undefined && chosen.length >= maxSelected) {
      onLimit?.();
      return;
    }
    onChange(uniqueSortedDays([...chosen, day]));
  };

  return (
    <FieldGroup
      field={field}
      aria-label={ariaLabel}
      className={cx(styles.grid, field.invalid && styles.invalid, className)}
      onBlur={onBlur}
    >
      {offered.map((day) => {
        const key = dayKey(day);
        const pressed = chosenKeys.has(key);
        const dayDisabled = disabled || (isDateDisabled?.(day) ?? false);
        const weekday = format(day, 'EEEEEE', { locale: ru });
        return (
          <button
            key={key}
            type="button"
            aria-pressed={pressed}
            aria-label={format(day, 'EEEE, d MMMM yyyy', { locale: ru })}
            disabled={dayDisabled}
            className={cx(styles.chip, pressed && styles.pressed, (weekday === 'сб' || weekday === 'вс') && styles.weekend)}
            onClick={() => toggle(day)}
          >
            <span className={styles.weekday}>{weekday}</span>
            <span className={styles.date}>{format(day, 'dd.MM')}</span>
          </button>
        );
      })}
    </FieldGroup>
  );
}
