import type { HTMLAttributes } from 'react';
import type { FieldControl } from './field-context';

/** Props of {@link FieldGroup}. */
export interface FieldGroupProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'onBlur'> {
  /** The control's ids and flags from `useFieldControl`. */
  field: FieldControl;
  /** Called when focus leaves the group, not when it moves between the group's own inputs. */
  onBlur?: () => void;
}

/**
 * The element of a control made of several inputs (checkboxes, radios, days): a `group` (or the given role)
 * named by the FormField's label, else by `aria-label`, and described by the field's help or error.
 */
export function FieldGroup({ field, onBlur, role = 'group', 'aria-label': ariaLabel, ...rest }: FieldGroupProps) {
  return (
    <div
      id={field.id}
      role={role}
      aria-labelledby={field.labelId}
      aria-label={field.labelId ? undefined : ariaLabel}
      aria-describedby={field.describedBy}
      {...rest}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    />
  );
}
