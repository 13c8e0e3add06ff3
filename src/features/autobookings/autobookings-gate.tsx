import { lazy, type ReactNode } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { userQueryOptions, type User } from '@/api/user';
import { sendAuthMessage } from '@/api/user-writes';
import { isSubscriptionActive } from '@/domain/subscription';
import { lapsedText } from '@/domain/work-status';
import { useView } from '@/shared/navigation/use-view';
import { Banner } from '@/shared/ui/banner';
import styles from './autobookings-gate.module.css';

// Only sellers without a linked supplier, or whose access was revoked, see it: loaded then (the view's skeleton
// shows meanwhile).
export const SupplierAuthNotice = lazy(() =>
  import('@/shared/supplier-auth/supplier-auth-notice').then((module) => ({ default: module.SupplierAuthNotice })),
);

/**
 * Autobookings need a linked supplier and an active subscription (docs/autobookings.md); the route loader has already
 * sent sellers without accepted terms to the terms view. Shows the notice of the first gate that is closed,
 * else the children. With `keepWhenLapsed` a lapsed subscription shows its notice above the children, told they
 * are `lapsed`: the seller still sees, archives and deletes the bookings (deleting returns credits) but starts
 * nothing new.
 */
export function AutobookingsGate({
  children,
  keepWhenLapsed = false,
}: {
  children: (user: User, lapsed: boolean) => ReactNode;
  keepWhenLapsed?: boolean;
}) {
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const { setView } = useView();

  if (!user.supplierId)
    return <SupplierAuthNotice messageSent={user.authMessageSent} sendMessage={() => sendAuthMessage(queryClient)} />;
  if (!isSubscriptionActive(user.subscriptionExpiresAt, new Date())) {
    const notice = (
      <Banner
        tone="red"
        data-testid="subscription-notice"
        title="Подписка не активна"
        text={`${lapsedSentence(user.subscriptionExpiresAt)}Для создания автобронирования необходима активная подписка. Без нее созданные автобронирования не работают.`}
        action={{ label: 'Купить подписку', onClick: () => setView('store-subscription') }}
      />
    );
    if (!keepWhenLapsed) return notice;
    return (
      <div className={styles.lapsed}>
        {notice}
        {children(user, true)}
      </div>
    );
  }
  return children(user, false);
}

/** 'Подписка истекла 21.11. ' for a subscription that ran out; empty for one never bought. */
function lapsedSentence(expiresAt: string | null): string {
  const lapsed = lapsedText(expiresAt, new Date());
  return lapsed ? `${lapsed.charAt(0).toUpperCase()}${lapsed.slice(1)}. ` : '';
}
