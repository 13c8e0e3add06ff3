import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '@/api/user';
import { useView } from '@/shared/navigation/use-view';
import type { Section, ViewName } from '@/shared/navigation/views';
import { CartIcon, UserIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { RefreshingIndicator } from './refreshing-indicator';
import styles from './header.module.css';

interface NavItem {
  section: Section;
  view: ViewName;
  label: string;
}

const sectionTabs: NavItem[] = [
  { section: 'triggers', view: 'triggers-main', label: 'Таймслоты' },
  { section: 'autobookings', view: 'autobookings-main', label: 'Автобронирования' },
];

/** Top navigation: timeslots, autobookings, store (icon) and account (the supplier's name once linked). */
export function Header() {
  const { section, setView } = useView();
  const { data: user } = useQuery(userQueryOptions());
  const go = (target: ViewName, targetSection: Section) => {
    if (section !== targetSection) setView(target);
  };
  const current = (target: Section) => (section === target ? ('page' as const) : undefined);

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Разделы">
        <div className={styles.top}>
          <button
            type="button"
            className={styles.account}
            aria-label={user?.supplierName ? `Аккаунт: ${user.supplierName}` : 'Аккаунт'}
            aria-current={current('account')}
            onClick={() => go('account', 'account')}
          >
            <UserIcon size={18} />
            {/* While the user loads, a placeholder the width of the boot shell's, not a label the name then replaces. */}
            {user ? (
              <span className={styles.accountName}>{user.supplierName || 'Аккаунт'}</span>
            ) : (
              <Skeleton width="6em" height={14} radius={7} />
            )}
          </button>
          <button
            type="button"
            className={styles.store}
            aria-label="Магазин"
            title="Магазин"
            aria-current={current('store')}
            onClick={() => go('store-subscription', 'store')}
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
              onClick={() => go(item.view, item.section)}
            >
              {item.label}
            </button>
          ))}
        </div>
      </nav>
      <RefreshingIndicator />
    </header>
  );
}
