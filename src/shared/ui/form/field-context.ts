import { createContext, useContext, useId } from 'react';

/** What a {@link FormField} tells the control inside it. */
export interface FieldContextValue {
  /** id for the control element (the `<label htmlFor>` points at it). */
  id: string;
  /** id of the visible label, for `aria-labelledby` on groups, listboxes and pickers. */
  labelId: string;
  /** id of the help or error text, for `aria-describedby`; undefined when neither is shown. */
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/** Props every composite control (a group of inputs, a date picker, a select) takes besides its value. */
export interface ControlProps {
  /** Called when focus leaves the whole control (for validation on blur). */
  onBlur?: () => void;
  disabled?: boolean;
  /** Accessible name when not inside a FormField. */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/** Accessibility props a control may receive directly (they win over the surrounding FormField). */
export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}

function flag(value: FieldControlProps['aria-invalid'] | FieldControlProps['aria-required']): boolean | undefined {
  if (value === undefined) return undefined;
  return value !== false && value !== 'false';
}

/** The merged ids and flags a control should apply: explicit props first, then the FormField's, then generated. */
export interface FieldControl {
  id: string;
  labelId?: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

/**
 * Used by every form control: reads the surrounding {@link FormField} (if any) so the control gets
 * the right `id`, `aria-describedby`, `aria-invalid` and `aria-required` without the caller wiring them.
 */
export function useFieldControl(props: FieldControlProps = {}): FieldControl {
  const field = useContext(FieldContext);
  const generatedId = useId();
  return {
    id: props.id ?? field?.id ?? generatedId,
    labelId: field?.labelId,
    describedBy: props['aria-describedby'] ?? field?.describedBy,
    invalid: flag(props['aria-invalid']) ?? field?.invalid ?? false,
    required: flag(props['aria-required']) ?? field?.required ?? false,
  };
}
