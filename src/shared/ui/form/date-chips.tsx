import { addDays, lightFormat, startOfDay } from 'date-fns';
import { useMemo } from 'react';
import { cx } from '../cx';
import { calendarDayOf } from '@/domain/calendar-day';
import { uniqueSortedDays } from './date-format';
import { useFieldControl, type ControlProps } from './field-context';
import { FieldGroup } from './field-group';
import styles from './date-chips.module.css';

// The browser's own Russian names keep date-fns' locale data out of the forms' bundle.
const weekdayShort = new Intl.DateTimeFormat('ru-RU', { weekday: 'short' });
const weekdayLong = new Intl.DateTimeFormat('ru-RU', { weekday: 'long' });
const dayAndMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });

/** 'суббота, 21 ноября 2026': what a screen reader announces for a chip. */
function spokenDate(day: Date): string {
  return `${weekdayLong.format(day)}, ${dayAndMonth.format(day)} ${day.getFullYear()}`;
}

const isWeekend = (day: Date) => day.getDay() === 0 || day.getDay() === 6;

/** Props of {@link DateChips}. */
export interface DateChipsProps extends ControlProps {
  /** Chosen days (controlled). */
  value: readonly Date[];
  /** Receives the chosen days sorted ascending (local midnights). */
  onChange: (value: Date[]) => void;
  /** How many days to offer, starting with `start`. Default 30: the next 30 days from today (docs/autobookings.md). */
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
  const startKey = calendarDayOf(start ?? new Date());
  const offered = useMemo(() => {
    const first = startOfDay(new Date(`${startKey}T00:00:00`));
    return Array.from({ length: days }, (_, index) => addDays(first, index));
  }, [startKey, days]);

  const chosen = uniqueSortedDays(value);
  const chosenKeys = new Set(chosen.map(calendarDayOf));

  const toggle = (day: Date) => {
    const key = calendarDayOf(day);
    if (chosenKeys.has(key)) {
      onChange(chosen.filter((item) => calendarDayOf(item) !== key));
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
        const key = calendarDayOf(day);
        const pressed = chosenKeys.has(key);
        const dayDisabled = disabled || (isDateDisabled?.(day) ?? false);
        return (
          <button
            key={key}
            type="button"
            aria-pressed={pressed}
            aria-label={spokenDate(day)}
            disabled={dayDisabled}
            className={cx(styles.chip, pressed && styles.pressed, isWeekend(day) && styles.weekend)}
            onClick={() => toggle(day)}
          >
            <span className={styles.weekday}>{weekdayShort.format(day)}</span>
            <span className={styles.date}>{lightFormat(day, 'dd.MM')}</span>
          </button>
        );
      })}
    </FieldGroup>
  );
}
