import { cx } from '../cx';
import { Checkbox } from './checkbox';
import { useFieldControl, type ControlProps } from './field-context';
import { FieldGroup } from './field-group';
import styles from './checkbox-group.module.css';

/** One choice of a {@link CheckboxGroup}. */
interface CheckboxGroupOption<V extends string | number> {
  value: V;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps<V extends string | number> extends ControlProps {
  options: readonly CheckboxGroupOption<V>[];
  /** Checked values (controlled). */
  value: readonly V[];
  /** Receives the checked values in option order. */
  onChange: (value: V[]) => void;
  /** 'row' lays the boxes out side by side and wraps (default 'column'). */
  direction?: 'row' | 'column';
}

/** Several independent checkboxes (e.g. supply types Короба / Суперсейф / Монопаллеты) as one field. */
export function CheckboxGroup<V extends string | number>({
  options,
  value,
  onChange,
  onBlur,
  disabled = false,
  direction = 'column',
  'aria-label': ariaLabel,
  id,
  className,
}: CheckboxGroupProps<V>) {
  const field = useFieldControl({ id });
  const checked = new Set(value);
  const toggle = (item: V, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(item);
    else next.delete(item);
    onChange(options.map((option) => option.value).filter((optionValue) => next.has(optionValue)));
  };
  return (
    <FieldGroup
      field={field}
      aria-label={ariaLabel}
      className={cx(styles.group, direction === 'row' && styles.row, className)}
      onBlur={onBlur}
    >
      {options.map((option) => (
        <Checkbox
          key={String(option.value)}
          label={option.label}
          description={option.description}
          checked={checked.has(option.value)}
          disabled={disabled || option.disabled}
          aria-invalid={field.invalid || undefined}
          onChange={(on) => toggle(option.value, on)}
        />
      ))}
    </FieldGroup>
  );
}
