import { differenceInCalendarDays, isAfter, isBefore, startOfDay } from 'date-fns';
import type { DateRange } from 'react-day-picker';
import { Button } from '../button';
import { cx } from '../cx';
import { Calendar } from './calendar';
import { formatDisplayDate, unavailableDays } from './date-format';
import { useFieldControl, type ControlProps } from './field-context';
import { FieldGroup } from './field-group';
import styles from './date-picker.module.css';

/** A chosen period; `to` is missing while only the first day is picked. */
export interface DateRangeValue {
  from: Date | undefined;
  to?: Date | undefined;
}

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps extends ControlProps {
  value: DateRangeValue | undefined;
  /** Receives the new period, or undefined when reset. Dates are local midnights. */
  onChange: (value: DateRangeValue | undefined) => void;
  /** Makes every day before today unselectable. Default true. */
  disablePast?: boolean;
  /** Earliest selectable day (in addition to `disablePast`). */
  minDate?: Date;
  /** Latest selectable day. */
  maxDate?: Date;
  /** Longest allowed period in days, both ends included (e.g. 30). */
  maxDays?: number;
  /** Called when a pick would make the period longer than `maxDays`; the pick then starts a new period. */
  onLimit?: () => void;
  /** "Today" for the past check; default the current day (handy in tests). */
  today?: Date;
  /** Text while nothing is chosen. Default 'Выберите период'. */
  placeholder?: string;
}

/**
 * Inline calendar for a period (Russian, Monday first) with the chosen dates shown as
 * dd.MM.yyyy above it. The first click starts a period, the second ends it, the next starts anew.
 */
export function DateRangePicker({
  value,
  onChange,
  onBlur,
  disablePast = true,
  minDate,
  maxDate,
  maxDays,
  onLimit,
  today,
  disabled = false,
  placeholder = 'Выберите период',
  'aria-label': ariaLabel,
  id,
  className,
}: DateRangePickerProps) {
  const field = useFieldControl({ id });
  const todayStart = startOfDay(today ?? new Date());
  const earliest = latestOf(disablePast ? todayStart : undefined, minDate && startOfDay(minDate));

  const disabledDays = unavailableDays({ disabled, earliest, latest: maxDate });

  const from = value?.from;
  const to = value?.to;
  let summary = placeholder;
  if (from && to) {
    summary =
      differenceInCalendarDays(to, from) === 0
        ? formatDisplayDate(from)
        : `${formatDisplayDate(from)} — ${formatDisplayDate(to)}`;
  } else if (from) {
    summary = `${formatDisplayDate(from)} — …`;
  }

  const handleSelect = (range: DateRange | undefined, triggerDate: Date) => {
    if (
      range?.from &&
      range.to &&
      maxDays !== undefined &&
      differenceInCalendarDays(range.to, range.from) + 1 > maxDays
    ) {
      onLimit?.();
      onChange({ from: triggerDate, to: undefined });
      return;
    }
    onChange(range ? { from: range.from, to: range.to } : undefined);
  };

  return (
    <FieldGroup
      field={field}
      aria-label={ariaLabel}
      className={cx(styles.root, field.invalid && styles.invalid, className)}
      onBlur={onBlur}
    >
      <div className={styles.summary}>
        <span className={cx(styles.value, !from && styles.placeholder)} aria-live="polite">
          {summary}
        </span>
        {from && !disabled ? (
          <Button variant="plain" size="sm" onClick={() => onChange(undefined)}>
            Сбросить
          </Button>
        ) : null}
      </div>
      <Calendar
        mode="range"
        resetOnSelect
        selected={from ? { from, to } : undefined}
        onSelect={handleSelect}
        disabled={disabledDays}
        startMonth={earliest}
        endMonth={maxDate}
        defaultMonth={from ?? (earliest && isAfter(earliest, todayStart) ? earliest : todayStart)}
        today={todayStart}
      />
    </FieldGroup>
  );
}

function latestOf(a: Date | undefined, b: Date | undefined): Date | undefined {
  if (!a) return b;
  if (!b) return a;
  return isBefore(a, b) ? b : a;
}
