import { useId, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { cx } from '../cx';
import { ChevronDownIcon, CloseIcon } from '../icons';
import type { FieldControl } from './field-context';
import styles from './picker-trigger.module.css';

/** Props of {@link PickerTrigger} (internal to Select and MultiSelect). */
export interface PickerTriggerProps {
  /** The control's ids and flags (the button takes its id, label, description and invalid state). */
  field: FieldControl;
  listId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  disabled: boolean;
  /** Accessible name when there is no FormField. */
  ariaLabel?: string;
  /** Visible text of the button: the chosen label, or the placeholder. */
  text: string;
  isPlaceholder: boolean;
  /** Read to screen readers after the text (e.g. the chosen items of a MultiSelect). */
  srText?: string;
  /** Content before the button inside the box (MultiSelect chips). */
  before?: ReactNode;
  onToggle: () => void;
  /** The picker's keys (arrows open the list, and move through it while it is open). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Records the pointer type (touch opens the list without raising the keyboard). */
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  /** Shows a clear button when set. */
  onClear?: () => void;
  clearLabel?: string;
}

/** The closed look of a select: a bordered box with the value, optional chips, clear button and chevron. */
export function PickerTrigger({
  field,
  listId,
  triggerRef,
  open,
  disabled,
  ariaLabel,
  text,
  isPlaceholder,
  srText,
  before,
  onToggle,
  onKeyDown,
  onPointerDown,
  onClear,
  clearLabel = 'Очистить',
}: PickerTriggerProps) {
  const { id, invalid, required, labelId, describedBy } = field;
  const valueId = useId();
  // A button cannot carry aria-required or aria-invalid (ARIA allows them on form roles only): screen readers hear
  // "required" in the name, and the error through aria-describedby.
  const spoken = [srText, required ? 'обязательное поле' : undefined].filter(Boolean).join(', ');
  // The button stretches over the whole box (styles.trigger), so a click on its empty area is a click on the button.
  return (
    <div className={cx(styles.box, open && styles.open, invalid && styles.invalid, disabled && styles.disabled)}>
      {before}
      <button
        ref={triggerRef}
        id={id}
        type="button"
        className={styles.trigger}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={labelId ? `${labelId} ${valueId}` : undefined}
        aria-label={labelId ? undefined : [ariaLabel, text, spoken].filter(Boolean).join(': ')}
        aria-describedby={describedBy}
        onClick={onToggle}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
      >
        <span id={valueId} className={cx(styles.value, isPlaceholder && styles.placeholder)}>
          {text}
          {spoken ? <span className="visually-hidden">{`: ${spoken}`}</span> : null}
        </span>
        <ChevronDownIcon size={18} className={styles.chevron} />
      </button>
      {onClear && !disabled ? (
        <button type="button" className={styles.clear} aria-label={clearLabel} title={clearLabel} onClick={onClear}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}
