import { useId, useMemo, type ReactNode } from 'react';
import { cx } from '../cx';
import { FieldContext, type FieldContextValue } from './field-context';
import styles from './form-field.module.css';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** Visible label, e.g. 'Склады'. */
  label: ReactNode;
  /** Adds the red '*' mark and `aria-required` on the control. */
  required?: boolean;
  /** Hint under the control; replaced by `error` while there is one. */
  help?: ReactNode;
  /** Error message (e.g. `errors.warehouseIds?.message`); shown instead of `help`, sets `aria-invalid`. */
  error?: string | null;
  /** id for the control; generated when omitted. */
  id?: string;
  /** Content at the right of the label, e.g. a 'Посмотреть товары' link button. */
  labelEnd?: ReactNode;
  /** The control: any control of src/shared/ui/form picks up id, label and descriptions automatically. */
  children: ReactNode;
  className?: string;
}

/**
 * Label + control + help/error text. Controls from this folder read the ids from context, so
 * `<FormField label="Склады" required error={errors.warehouseIds?.message}><MultiSelect … /></FormField>`
 * is fully labelled and described. For a native element of your own use `useFieldControl()`.
 */
export function FormField({ label, required = false, help, error, id, labelEnd, children, className }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const labelId = `${generatedId}-label`;
  const messageId = `${generatedId}-message`;
  const message = error || help;
  const invalid = Boolean(error);

  const context = useMemo<FieldContextValue>(
    () => ({
      id: controlId,
      labelId,
      describedBy: message ? messageId : undefined,
      invalid,
      required,
    }),
    [controlId, labelId, messageId, message, invalid, required],
  );

  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label id={labelId} htmlFor={controlId} className={styles.label}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {labelEnd ? <div className={styles.labelEnd}>{labelEnd}</div> : null}
      </div>
      <FieldContext.Provider value={context}>{children}</FieldContext.Provider>
      {/* A required field keeps a line for its error, so an error shown on blur moves no control under it
          (a tap on its way to the next control would land elsewhere). */}
      {message ? (
        <p id={messageId} className={cx(invalid ? styles.error : styles.help, required && styles.reserved)}>
          {message}
        </p>
      ) : required ? (
        <p className={styles.reserved} aria-hidden="true" />
      ) : null}
    </div>
  );
}
