import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../cx';
import { CheckIcon } from '../icons';
import styles from './checkbox.module.css';
import { haptics } from '@/shared/telegram/haptics';

/** Props of {@link Checkbox}. Extra props go to the native `<input type="checkbox">`. */
export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Text next to the box, e.g. 'Использовать транзитный склад'. */
  label: ReactNode;
  /**
   * Smaller text under the label, linked with `aria-describedby`: use it to explain a disabled state
   * (e.g. 'Недоступно для складов СЦ').
   */
  description?: ReactNode;
  className?: string;
}

/** Checkbox with a label (row at least 44px high; the box and the label text toggle it). */
export function Checkbox({ checked, onChange, label, description, className, id, disabled, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const describedBy = [rest['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.row, disabled && styles.disabled, className)}>
      {/* A label too, so its 44 px hit area around the box toggles the box. */}
      <label className={styles.control}>
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          className={styles.input}
          checked={checked}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => {
            haptics.toggled();
            onChange(event.target.checked);
          }}
        />
        <CheckIcon size={14} strokeWidth={3} className={styles.mark} />
      </label>
      <span className={styles.text}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
