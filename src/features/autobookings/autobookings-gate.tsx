import { lazy, useState, type ReactNode } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { failureMessage } from '@/api/failure-message';
import { useSupplierAccess, useSupplierSelect } from '@/api/supplier-access';
import { userQueryOptions, type User } from '@/api/user';
import { sendAuthMessage } from '@/api/user-writes';
import { isSubscriptionActive } from '@/domain/subscription';
import { lapsedText } from '@/domain/work-status';
import { useView } from '@/shared/navigation/use-view';
import { SupplierSelectModal } from '@/shared/supplier-auth/lazy-supplier-select-modal';
import { Banner } from '@/shared/ui/banner';
import { toast } from '@/shared/ui/toast';
import styles from './autobookings-gate.module.css';

// Only sellers whose supplier is not linked, or whose authorisation is gone, see it: loaded then (the view's skeleton
// shows meanwhile).
const SupplierAuthNotice = lazy(() =>
  import('@/shared/supplier-auth/supplier-auth-notice').then((module) => ({ default: module.SupplierAuthNotice })),
);

const supplierNotSaved = (error: unknown) => toast.error(failureMessage(error, 'Не удалось сохранить поставщика'));

/** The supplier select with the seller's suppliers; saving links the chosen one and closes it. */
function SupplierSelect({ user, onClose }: { user: User; onClose: () => void }) {
  const select = useSupplierSelect(user, { onChosen: onClose, onFailed: supplierNotSaved });
  return <SupplierSelectModal {...select} onClose={onClose} />;
}

/**
 * Autobookings need a linked supplier whose marketplace authorisation holds and an active subscription
 * (docs/autobookings.md); the route loader has already sent sellers without accepted terms to the terms view.
 * Shows the notices of the gates that are closed, each with its next step, else the children. With
 * `keepWhenLapsed` a revoked authorisation or a lapsed subscription shows its notice above the children, told whether
 * the subscription `lapsed`: the seller still sees, archives and deletes the bookings (deleting returns credits); a
 * new one is refused by the form's own gate.
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
  const access = useSupplierAccess(user, { checkEachTime: false, onLinkFailed: supplierNotSaved });
  const [choosing, setChoosing] = useState(false);

  const lapsed = !isSubscriptionActive(user.subscriptionExpiresAt, new Date());
  const notices: ReactNode[] = [];
  if (access.state !== 'linked') {
    notices.push(
      <SupplierAuthNotice
        key="supplier"
        state={access.state}
        sendMessage={() => sendAuthMessage(queryClient)}
        chooseSupplier={() => setChoosing(true)}
        linking={access.linking}
        reading={access.reading}
      />,
    );
    if (choosing && access.state === 'choose-supplier')
      notices.push(<SupplierSelect key="select" user={user} onClose={() => setChoosing(false)} />);
  }
  if (lapsed && (access.state === 'linked' || access.state === 'revoked'))
    notices.push(
      <Banner
        key="subscription"
        tone="red"
        data-testid="subscription-notice"
        title="Подписка не активна"
        text={`${lapsedSentence(user.subscriptionExpiresAt)}Для создания автобронирования необходима активная подписка. Без нее созданные автобронирования не работают.`}
        action={{ label: 'Купить подписку', onClick: () => setView('store-subscription') }}
      />,
    );

  if (notices.length === 0) return children(user, false);
  // Without a linked supplier there are no bookings of it to show; with one, they stay in view under the notices.
  const keep = keepWhenLapsed && (access.state === 'linked' || access.state === 'revoked');
  return (
    <div className={styles.lapsed}>
      {notices}
      {keep ? children(user, lapsed) : null}
    </div>
  );
}

/** 'Подписка истекла 21.11. ' for a subscription that ran out; empty for one never bought. */
function lapsedSentence(expiresAt: string | null): string {
  const lapsed = lapsedText(expiresAt, new Date());
  return lapsed ? `${lapsed.charAt(0).toUpperCase()}${lapsed.slice(1)}. ` : '';
}
