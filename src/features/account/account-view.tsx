import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { failureMessage } from '@/api/failure-message';
import { useSupplierAccess, useSupplierSelect } from '@/api/supplier-access';
import { tariffsQueryOptions } from '@/api/tariffs';
import { userQueryOptions, type User } from '@/api/user';
import { sendAuthMessage } from '@/api/user-writes';
import { renewalState } from '@/domain/stars-payment';
import { isSubscriptionActive } from '@/domain/subscription';
import { starsText } from '@/shared/lib/money';
import { paymentSupportUrl, supportUrlOf } from '@/shared/lib/support-link';
import {
  missedRenewalReason,
  missedRenewalTitle,
  renewalOffText,
  renewalText,
  subscriptionUntilText,
} from '@/shared/lib/subscription-label';
import { useSingleFlight } from '@/shared/lib/use-single-flight';
import { useView } from '@/shared/navigation/use-view';
import { openAnyLink } from '@/shared/telegram/open-link';
import { SupplierAuthNotice } from '@/shared/supplier-auth/supplier-auth-notice';
import { SupplierSelectModal } from '@/shared/supplier-auth/lazy-supplier-select-modal';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { confirm } from '@/shared/ui/confirm';
import { firstContentTiming } from '@/shared/ui/element-timing';
import { ChatIcon, InfoIcon } from '@/shared/ui/icons';
import { StarsAmount } from '@/shared/ui/stars-amount';
import { toast } from '@/shared/ui/toast';
import { useLogout } from './use-logout';
import { useSubscriptionRenewal } from './use-subscription-renewal';
import { PaymentHistory } from './payment-history';
import styles from './account-view.module.css';

const supplierNotSaved = (error: unknown) => toast.error(failureMessage(error, 'Не удалось сохранить поставщика'));

/** The supplier select with the seller's suppliers; saving links the chosen one and closes it. */
function SupplierSelect({ user, onClose }: { user: User; onClose: () => void }) {
  const select = useSupplierSelect(user, { onChosen: onClose, onFailed: supplierNotSaved });
  return <SupplierSelectModal {...select} onClose={onClose} />;
}

/** This build's support contact (docs/account.md#support); none: no support entry. */
const supportUrl = supportUrlOf(import.meta.env.VITE_SUPPORT_URL);

/**
 * The account (docs/account.md): marketplace authorisation, the supplier, access, payment history, the user agreement
 * to read again, support and logout.
 */
export function AccountView() {
  const { setView } = useView();
  const { action } = useSearch({ from: '/account' });
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(userQueryOptions());
  // The marketplace authorisation is checked whenever the account opens with a linked supplier; a failed check
  // shows nothing (the seller can do nothing about it).
  const access = useSupplierAccess(user, { checkEachTime: true, onLinkFailed: supplierNotSaved });
  const logout = useLogout();
  // The payment bot's name comes with the price list; the account does not wait for it.
  const { data: tariffs } = useQuery(tariffsQueryOptions());
  const paySupportUrl = paymentSupportUrl(tariffs?.paymentSupportBot);
  const renewalSwitch = useSubscriptionRenewal();

  const now = new Date();
  const subscribed = isSubscriptionActive(user.subscriptionExpiresAt, now);
  const renewal = renewalState(user.subscriptionRenewal, subscribed, now);
  const navigate = useNavigate();
  const openSupplierSelect = () =>
    void navigate({ to: '/account', replace: true, search: { action: 'change_supplier' } });
  // Closing clears `action`, so the deep link does not reopen the modal.
  const closeSupplierSelect = () => setView('account', { replace: true });

  // One confirmation for a burst of taps: Telegram shows a single popup at a time.
  const askLogout = useSingleFlight(async () => {
    const confirmed = await confirm({
      title: 'Выйти из аккаунта?',
      message:
        'Приложение забудет авторизацию в кабинете продавца и выбранного поставщика. Автобронирования не будут работать, пока вы не авторизуетесь снова.',
      confirmLabel: 'Выйти',
      destructive: true,
    });
    if (confirmed) await logout.run();
  });

  // Switching the renewal off or on changes what Telegram charges: each way is confirmed, and saying until when
  // access stays is the point of the first.
  const askRenewal = useSingleFlight(async (autoRenew: boolean) => {
    const until = user.subscriptionExpiresAt ? subscriptionUntilText(user.subscriptionExpiresAt) : '';
    const amount = user.subscriptionRenewal ? starsText(user.subscriptionRenewal.amount) : '';
    const confirmed = await confirm(
      autoRenew
        ? {
            title: 'Включить автопродление?',
            message: `Подписка продлится сама в конце оплаченного периода: Telegram будет списывать ${amount} каждые 30 дней, пока вы не отключите автопродление.`,
            confirmLabel: 'Включить',
          }
        : {
            title: 'Отключить автопродление?',
            message: `Звезды больше не будут списываться. Доступ сохранится ${until}, потом подписка закончится.`,
            confirmLabel: 'Отключить',
            destructive: true,
          },
    );
    if (confirmed) await renewalSwitch.run(autoRenew);
  });

  return (
    <div className={styles.account}>
      <h1 className="visually-hidden">Аккаунт</h1>
      {access.state !== 'linked' && (
        <SupplierAuthNotice
          state={access.state}
          sendMessage={() => sendAuthMessage(queryClient)}
          chooseSupplier={openSupplierSelect}
          linking={access.linking}
          reading={access.reading}
        />
      )}

      <Card title="Поставщик" aria-label="Поставщик">
        <div className={styles.supplierRow}>
          <span
            className={user.supplierName ? styles.supplierName : styles.muted}
            data-testid="supplier-name"
            elementtiming={firstContentTiming}
          >
            {user.supplierName || 'Не выбран'}
          </span>
          <Button variant="secondary" className={styles.rowButton} onClick={openSupplierSelect}>
            Выбрать
          </Button>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Подписка</dt>
            <dd>
              {subscribed && user.subscriptionExpiresAt ? (
                <>
                  <Badge tone="green">активна</Badge>
                  <span className={styles.muted}>{subscriptionUntilText(user.subscriptionExpiresAt)}</span>
                  {/* A subscription that renews by itself needs no buying. */}
                  {renewal === 'renewing' ? null : (
                    <Button variant="plain" className={styles.rowButton} onClick={() => setView('store-subscription')}>
                      Продлить
                    </Button>
                  )}
                </>
              ) : (
                <>
                  <Badge tone="red">не активна</Badge>
                  {/* After a renewal that did not go through, buying again is renewing what the seller had. */}
                  <Button variant="plain" className={styles.rowButton} onClick={() => setView('store-subscription')}>
                    {renewal === 'missed' ? 'Продлить' : 'Купить'}
                  </Button>
                </>
              )}
            </dd>
          </div>
          {renewal === 'missed' && user.subscriptionRenewal?.missedChargeAt ? (
            <div className={styles.fact}>
              <dt>Автопродление</dt>
              <dd className={styles.factNote}>
                <span className={styles.warning} data-testid="subscription-renewal">
                  {missedRenewalTitle(user.subscriptionRenewal.missedChargeAt)}: {missedRenewalReason}
                </span>
              </dd>
            </div>
          ) : renewal !== 'none' && user.subscriptionRenewal ? (
            <div className={styles.fact}>
              <dt>Автопродление</dt>
              <dd>
                <span className={styles.muted} data-testid="subscription-renewal">
                  {renewal === 'renewing' && user.subscriptionRenewal.nextChargeAt ? (
                    <>
                      {renewalText(user.subscriptionRenewal.nextChargeAt)} ·{' '}
                      <StarsAmount stars={user.subscriptionRenewal.amount} />
                    </>
                  ) : user.subscriptionExpiresAt ? (
                    renewalOffText(user.subscriptionExpiresAt)
                  ) : null}
                </span>
                <Button
                  variant="plain"
                  className={styles.rowButton}
                  loading={renewalSwitch.isPending}
                  onClick={() => void askRenewal(renewal !== 'renewing')}
                >
                  {renewal === 'renewing' ? 'Отключить автопродление' : 'Включить автопродление'}
                </Button>
              </dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt>Автобронирования</dt>
            <dd>
              <strong data-testid="autobooking-count">{user.autobookingCount}</strong>
              <Button variant="plain" className={styles.rowButton} onClick={() => setView('store-bookings')}>
                Купить
              </Button>
            </dd>
          </div>
        </dl>
      </Card>

      <PaymentHistory payments={user.payments} />

      <Card title="Помощь" aria-label="Помощь">
        <div className={styles.helpActions}>
          <Button variant="secondary" fullWidth icon={<InfoIcon size={18} />} onClick={() => setView('terms')}>
            Пользовательское соглашение
          </Button>
          {paySupportUrl ? (
            <Button
              variant="secondary"
              fullWidth
              icon={<ChatIcon size={18} />}
              onClick={() => openAnyLink(paySupportUrl)}
            >
              Поддержка по оплате
            </Button>
          ) : null}
          {paySupportUrl ? (
            <p className={styles.helpHint}>Вопросы об оплате и возвраты звезд: в чате отправьте /paysupport</p>
          ) : null}
          {supportUrl ? (
            <Button variant="secondary" fullWidth icon={<ChatIcon size={18} />} onClick={() => openAnyLink(supportUrl)}>
              Написать в поддержку
            </Button>
          ) : null}
        </div>
      </Card>

      {user.supplierId ? (
        <Button variant="destructive" fullWidth loading={logout.isPending} onClick={() => void askLogout()}>
          Выйти из аккаунта
        </Button>
      ) : null}

      {action === 'change_supplier' ? <SupplierSelect user={user} onClose={closeSupplierSelect} /> : null}
    </div>
  );
}
