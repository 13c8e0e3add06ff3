import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../cx';
import { useFieldControl, type ControlProps } from './field-context';
import { FieldGroup } from './field-group';
import { Select } from './select';
import { fitsInOneRow } from './segmented-fit';
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
  /** What the select shows while nothing is chosen, when the options do not fit in one row. */
  placeholder?: string;
}

/**
 * Small set of mutually exclusive options (search mode, date type, check interval): one row of segments
 * (native radio buttons, arrow keys move the choice) when every option fits in it, a label wrapping between its
 * words at most; otherwise a select with the same options. Never a second row of segments.
 */
export function Segmented<V extends string | number>({
  options,
  value,
  onChange,
  onBlur,
  name,
  placeholder,
  disabled = false,
  'aria-label': ariaLabel,
  id,
  className,
}: SegmentedProps<V>) {
  const field = useFieldControl({ id });
  const generatedName = useId();
  const groupName = name ?? generatedName;
  const boxRef = useRef<HTMLDivElement>(null);
  // The width the row of segments needs, measured while it shows; compared with the box's when the box resizes.
  const neededWidth = useRef(0);
  const [asSelect, setAsSelect] = useState(false);
  const optionsKey = options.map((option) => option.label).join('\n');

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const decide = () => {
      const row = box.querySelector<HTMLElement>('[role="radiogroup"]');
      if (row) neededWidth.current = row.scrollWidth + (row.offsetWidth - row.clientWidth);
      setAsSelect(!fitsInOneRow(neededWidth.current, box.clientWidth));
    };
    decide();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(decide);
    observer.observe(box);
    return () => observer.disconnect();
  }, [optionsKey]);

  const choose = (next: V) => {
    haptics.selected();
    onChange(next);
  };

  return (
    <div ref={boxRef} className={cx(styles.box, className)}>
      {asSelect ? (
        <Select
          options={options}
          value={value}
          onChange={(next) => {
            if (next !== null) choose(next);
          }}
          onBlur={onBlur}
          placeholder={placeholder}
          disabled={disabled}
          aria-label={ariaLabel}
          id={id}
        />
      ) : (
        <FieldGroup
          // A name of its own wins over the surrounding field's label (quick choices inside a larger field).
          field={ariaLabel ? { ...field, labelId: undefined } : field}
          role="radiogroup"
          aria-label={ariaLabel}
          aria-invalid={field.invalid || undefined}
          aria-required={field.required || undefined}
          aria-disabled={disabled || undefined}
          className={cx(styles.group, field.invalid && styles.invalid)}
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
                onChange={() => choose(option.value)}
              />
              <span className={styles.label}>{option.label}</span>
            </label>
          ))}
        </FieldGroup>
      )}
    </div>
  );
}
