import { cx } from './cx';
import styles from './spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in px. Default 20. */
  size?: number;
  /**
   * Text for screen readers, e.g. 'Загрузка'. When set the spinner is a `role="status"` region;
   * without it the spinner is decorative (use that inside buttons that already say `aria-busy`).
   */
  label?: string;
  className?: string;
}

/** Rotating ring in the current text colour. */
export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const ring = (
    <svg
      className={styles.spinner}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" strokeWidth="3" />
      <path className={styles.arc} d="M21.5 12A9.5 9.5 0 0 0 12 2.5" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) {
    return <span className={cx(styles.root, className)}>{ring}</span>;
  }
  return (
    <span role="status" className={cx(styles.root, className)}>
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
