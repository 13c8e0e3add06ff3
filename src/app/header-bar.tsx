import type { ReactNode } from 'react';
import type { Section } from '@/shared/navigation/views';
import { CartIcon, UserIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './header.module.css';

interface HeaderBarProps {
  /** The section on screen, highlighted in the bar (none for a section without a button, e.g. the terms). */
  section: Section | undefined;
  /** The account's label; undefined while the user loads (a placeholder then stands in for it). */
  accountName: string | undefined;
  /** The account button's accessible name. */
  accountLabel: string;
  /** Opens a section; absent where nothing answers a tap yet (the boot screen of index.html). */
  onGo?: (section: 'triggers' | 'autobookings' | 'store' | 'account') => void;
  /** Drawn under the bar, e.g. a note floating over its edge. */
  children?: ReactNode;
}

const sectionTabs = [
  { section: 'triggers', label: 'Таймслоты' },
  { section: 'autobookings', label: 'Автобронирования' },
] as const;

/**
 * The top navigation as it looks: timeslots, autobookings, store (icon) and account. The app's header
 * (header.tsx) gives it the seller and the navigation; the boot screen of index.html is rendered from it at build
 * time with neither (start/boot-screen.tsx).
 */
export function HeaderBar({ section, accountName, accountLabel, onGo, children }: HeaderBarProps) {
  const current = (target: Section) => (section === target ? ('page' as const) : undefined);
  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Разделы">
        <div className={styles.top}>
          <button
            type="button"
            className={styles.account}
            aria-label={accountLabel}
            aria-current={current('account')}
            onClick={() => onGo?.('account')}
          >
            <UserIcon size={18} />
            {/* While the user loads, a placeholder, not a label the name then replaces. It stands still: beside it
                the view's loading screen pulses as one. */}
            {accountName === undefined ? (
              <Skeleton width="6em" height={14} radius={7} className={styles.namePlaceholder} />
            ) : (
              <span className={styles.accountName}>{accountName}</span>
            )}
          </button>
          <button
            type="button"
            className={styles.store}
            aria-label="Магазин"
            title="Магазин"
            aria-current={current('store')}
            onClick={() => onGo?.('store')}
          >
            <CartIcon />
          </button>
        </div>
        <div className={styles.sections}>
          {sectionTabs.map((item) => (
            <button
              key={item.section}
              type="button"
              className={styles.section}
              aria-current={current(item.section)}
              onClick={() => onGo?.(item.section)}
            >
              {item.label}
            </button>
          ))}
        </div>
      </nav>
      {children}
    </header>
  );
}
