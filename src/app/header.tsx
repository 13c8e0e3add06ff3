import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '@/api/user';
import { useView } from '@/shared/navigation/use-view';
import type { ViewName } from '@/shared/navigation/views';
import { HeaderBar } from './header-bar';
import { RefreshingIndicator } from './refreshing-indicator';

/** The view each header button opens. */
const sectionViews = {
  triggers: 'triggers-main',
  autobookings: 'autobookings-main',
  store: 'store-subscription',
  account: 'account',
} as const satisfies Record<string, ViewName>;

/** Top navigation: timeslots, autobookings, store (icon) and account (the supplier's name once linked). */
export function Header() {
  const { section, setView } = useView();
  const { data: user } = useQuery(userQueryOptions());
  return (
    <HeaderBar
      section={section}
      accountName={user ? user.supplierName || 'Аккаунт' : undefined}
      accountLabel={user?.supplierName ? `Аккаунт: ${user.supplierName}` : 'Аккаунт'}
      onGo={(target) => {
        if (section !== target) setView(sectionViews[target]);
      }}
    >
      <RefreshingIndicator />
    </HeaderBar>
  );
}
