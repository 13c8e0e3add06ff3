import type { CSSProperties } from 'react';
import { cx } from '../cx';
import { useFieldControl } from './field-context';
import styles from './slider.module.css';

/** Props of {@link Slider}. */
export interface SliderProps {
  value: number;
  onChange: (value: number) => void;
  /** Called when the thumb loses focus (validation on blur). */
  onBlur?: () => void;
  /** Default 0. */
  min?: number;
  /** Default 20 (the maximum coefficient). */
  max?: number;
  /** Default 1. */
  step?: number;
  /** Text of a value, shown above the track, at its ends and read by screen readers; e.g. `(v) => v === 0 ? 'Бесплатно' : \`до ×${v}\``. */
  formatValue?: (value: number) => string;
  /** Hides the min/max captions under the track. */
  hideScale?: boolean;
  disabled?: boolean;
  name?: string;
  /** Accessible name when not inside a FormField. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/** Native range input (0–20 step 1 by default) with the current value shown above it. */
export function Slider({
  value,
  onChange,
  onBlur,
  min = 0,
  max = 20,
  step = 1,
  formatValue = String,
  hideScale = false,
  disabled = false,
  name,
  'aria-label': ariaLabel,
  id,
  className,
}: SliderProps) {
  const field = useFieldControl({ id });
  const clamped = Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
  const percent = max > min ? ((clamped - min) / (max - min)) * 100 : 0;
  const text = formatValue(clamped);
  return (
    <div className={cx(styles.root, disabled && styles.disabled, className)}>
      <output htmlFor={field.id} className={styles.value} aria-hidden="true">
        {text}
      </output>
      <input
        id={field.id}
        type="range"
        name={name}
        min={min}
        max={max}
        step={step}
        value={clamped}
        disabled={disabled}
        aria-label={field.labelId ? undefined : ariaLabel}
        aria-valuetext={text}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid || undefined}
        className={styles.range}
        style={{ '--fill': `${percent}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
      />
      {hideScale ? null : (
        <div className={styles.scale} aria-hidden="true">
          <span>{formatValue(min)}</span>
          <span>{formatValue(max)}</span>
        </div>
      )}
    </div>
  );
}
