import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';
import styles from './empty-state.module.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Main line, e.g. 'Нет актуальных таймслотов'. */
  title: ReactNode;
  /** Secondary hint text. */
  description?: ReactNode;
  /** Icon shown in a round tile above the title, e.g. `<ClockIcon size={28} />`. */
  icon?: ReactNode;
  /** Optional call to action. */
  action?: { label: string; onClick: () => void; icon?: ReactNode };
  /** Less padding, for use inside lists and modals. */
  compact?: boolean;
  className?: string;
}

/** Centered placeholder for empty lists and search results without matches. */
export function EmptyState({ title, description, icon, action, compact = false, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, compact && styles.compact, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? (
        <Button variant="secondary" size="sm" icon={action.icon} onClick={action.onClick} className={styles.action}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
