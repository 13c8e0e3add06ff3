import type { KeyboardEvent } from 'react';
import { haptics } from '@/shared/telegram/haptics';
import { cx } from '../cx';
import { useFieldControl, type ControlProps } from './field-context';
import styles from './stepper.module.css';

/** Props of {@link Stepper}. */
export interface StepperProps extends ControlProps {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  /** The value as the seller reads it, e.g. '2 дня'. */
  formatValue: (value: number) => string;
}

/**
 * A whole number within bounds, changed one step at a time with − and + (or the arrow, Home and End keys on the
 * value, a spin button): one compact line where a slider or a list of choices would take more room.
 */
export function Stepper({
  value,
  onChange,
  onBlur,
  min,
  max,
  formatValue,
  disabled = false,
  'aria-label': ariaLabel,
  id,
  className,
}: StepperProps) {
  const field = useFieldControl({ id });
  const set = (next: number) => {
    const bounded = Math.min(max, Math.max(min, next));
    if (bounded === value) return;
    haptics.selected();
    onChange(bounded);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = {
      ArrowUp: value + 1,
      ArrowRight: value + 1,
      ArrowDown: value - 1,
      ArrowLeft: value - 1,
      Home: min,
      End: max,
    }[event.key];
    if (next === undefined || disabled) return;
    event.preventDefault();
    set(next);
  };
  return (
    <div
      className={cx(styles.stepper, field.invalid && styles.invalid, className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <button
        type="button"
        className={styles.step}
        aria-label="Меньше"
        disabled={disabled || value <= min}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <div
        id={field.id}
        role="spinbutton"
        tabIndex={disabled ? -1 : 0}
        className={styles.value}
        aria-labelledby={field.labelId}
        aria-label={field.labelId ? undefined : ariaLabel}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid || undefined}
        aria-disabled={disabled || undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={formatValue(value)}
        onKeyDown={onKeyDown}
      >
        {formatValue(value)}
      </div>
      <button
        type="button"
        className={styles.step}
        aria-label="Больше"
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
    </div>
  );
}
