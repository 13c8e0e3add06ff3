import { useId } from 'react';
import { cx } from '../cx';
import { useFieldControl, type ControlProps } from './field-context';
import { FieldGroup } from './field-group';
import styles from './segmented.module.css';
import { haptics } from '@/shared/telegram/haptics';

/** One choice of a {@link Segmented}. */
interface SegmentedOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Segmented}. */
export interface SegmentedProps<V extends string | number> extends ControlProps {
  options: readonly SegmentedOption<V>[];
  /** The chosen value (controlled); null/undefined for none. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Radio group name; generated when omitted. */
  name?: string;
  /** Minimum segment width before the segments wrap to more rows. Default 96px. */
  minSegmentWidth?: number;
}

/**
 * Small set of mutually exclusive options as a segmented control (search mode, date type,
 * check interval). Native radio buttons: arrow keys move the choice. Wraps on narrow screens.
 */
export function Segmented<V extends string | number>({
  options,
  value,
  onChange,
  onBlur,
  name,
  disabled = false,
  minSegmentWidth = 96,
  'aria-label': ariaLabel,
  id,
  className,
}: SegmentedProps<V>) {
  const field = useFieldControl({ id });
  const generatedName = useId();
  const groupName = name ?? generatedName;
  return (
    <FieldGroup
      field={field}
      role="radiogroup"
      aria-label={ariaLabel}
      aria-invalid={field.invalid || undefined}
      aria-required={field.required || undefined}
      aria-disabled={disabled || undefined}
      className={cx(styles.group, field.invalid && styles.invalid, className)}
      style={{ gridTemplateColumns: `repeat(auto-fit, minmax(min(${minSegmentWidth}px, 100%), 1fr))` }}
      onBlur={onBlur}
    >
      {options.map((option) => (
        <label key={String(option.value)} className={styles.segment}>
          <input
            type="radio"
            className={styles.input}
            name={groupName}
            value={String(option.value)}
            checked={option.value === value}
            disabled={disabled || option.disabled}
            onChange={() => {
              haptics.selected();
              onChange(option.value);
            }}
          />
          <span className={styles.label}>{option.label}</span>
        </label>
      ))}
    </FieldGroup>
  );
}
