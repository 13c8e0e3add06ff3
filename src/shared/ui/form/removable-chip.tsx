import { CloseIcon } from '../icons';
import styles from './removable-chip.module.css';

/** Props of {@link RemovableChip}. */
export interface RemovableChipProps {
  label: string;
  /** Accessible name of the remove button, e.g. 'Убрать: Коледино'. */
  removeLabel: string;
  /** Hides the remove button. */
  disabled: boolean;
  onRemove: () => void;
}

/** One chosen value in a list of chips (an `<li>`), with a button that removes it (MultiSelect, MultiDatePicker). */
export function RemovableChip({ label, removeLabel, disabled, onRemove }: RemovableChipProps) {
  return (
    <li className={styles.chip}>
      <span className={styles.label}>{label}</span>
      {disabled ? null : (
        <button type="button" className={styles.remove} aria-label={removeLabel} title="Убрать" onClick={onRemove}>
          <CloseIcon size={14} strokeWidth={2.5} />
        </button>
      )}
    </li>
  );
}
