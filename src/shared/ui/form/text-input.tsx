import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { useFieldControl } from './field-context';
import styles from './text-input.module.css';

/** Props of {@link TextInput}: every native `<input>` prop. Works with `register()` / `registerDebounced()`. */
export type TextInputProps = ComponentPropsWithRef<'input'>;

/** Single-line text input (e-mail, numbers…). Inside a FormField it is labelled and described automatically. */
export function TextInput({ className, id, ...rest }: TextInputProps) {
  const field = useFieldControl({ id, ...rest });
  return (
    <input
      type="text"
      {...rest}
      id={field.id}
      aria-describedby={field.describedBy}
      aria-invalid={field.invalid || undefined}
      aria-required={field.required || undefined}
      className={cx(styles.input, className)}
    />
  );
}
