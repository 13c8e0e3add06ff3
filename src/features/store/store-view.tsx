import { useId, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { findTariff, tariffsQueryOptions, type Tariff } from '@/api/tariffs';
import { userQueryOptions } from '@/api/user';
import { recentPendingPayments } from '@/domain/pending-payments';
import { renewalState } from '@/domain/stars-payment';
import { isSubscriptionActive } from '@/domain/subscription';
import { missedRenewalReason, missedRenewalTitle, subscriptionLabel } from '@/shared/lib/subscription-label';
import { paymentSupportUrl } from '@/shared/lib/support-link';
import { useView } from '@/shared/navigation/use-view';
import { canOpenInvoice } from '@/shared/telegram/invoice';
import { useMainButton } from '@/shared/telegram/main-button';
import { Button } from '@/shared/ui/button';
import { Badge } from '@/shared/ui/badge';
import { Banner } from '@/shared/ui/banner';
import { cx } from '@/shared/ui/cx';
import { firstContentTiming } from '@/shared/ui/element-timing';
import { getTabId, Tabs } from '@/shared/ui/tabs';
import { payByCardLabel, payInStarsLabel } from './payment-labels';
import { PaymentModal } from './payment-modal';
import { PendingPaymentBanner } from './pending-payment-banner';
import { StarsCheckoutModal } from './stars-checkout-modal';
import { useStarsCheckout } from './use-stars-checkout';
import { TariffCard } from './tariff-card';
import styles from './store-view.module.css';

type StoreTab = 'store-subscription' | 'store-bookings';

const tabs = [
  { value: 'store-subscription', label: 'подписка' },
  { value: 'store-bookings', label: 'автобр-ия' },
] as const;

/** The store's subscription tab: the plans, up to 4 per row. */
export function StoreSubscriptionView() {
  return <Store tab="store-subscription" />;
}

/** The store's autobookings tab: the packs, up to 3 per row. */
export function StoreBookingsView() {
  return <Store tab="store-bookings" />;
}

/** The line a seller sent here by a blocked 'добавить' reads first (docs/autobookings.md#blocked-creation). */
const purposeLines: Record<StoreTab, string> = {
  'store-subscription': 'Чтобы создать автобронирование, нужна активная подписка.',
  'store-bookings': 'Чтобы создать автобронирование, пополните баланс автобронирований.',
};

/**
 * What each tab sells, beside the spec's copy: autobookings need both a subscription and credits, and what one credit
 * pays for (docs/store-and-payments.md).
 */
const tabNotes: Record<StoreTab, string> = {
  'store-subscription':
    'Подписка включает таймслоты и автобронирование. Для автобронирования нужны еще автобронирования на балансе: они покупаются отдельно.',
  'store-bookings':
    'Одно автобронирование — одна выбранная дата или один период: неделя, месяц или свой период. Автобронирования работают, пока активна подписка.',
};

function Store({ tab }: { tab: StoreTab }) {
  const { setView } = useView();
  const { purpose } = useSearch({ strict: false });
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const { data: tariffList } = useSuspenseQuery(tariffsQueryOptions());
  const [selected, setSelected] = useState<Tariff>();
  const [payingByCard, setPayingByCard] = useState(false);
  // Telegram's own payment sheet comes first where the client has it; elsewhere card is the only way.
  const [starsFirst] = useState(canOpenInvoice);
  const stars = useStarsCheckout();
  const panelId = useId();

  const now = new Date();
  const subscribed = isSubscriptionActive(user.subscriptionExpiresAt, now);
  const [pending] = recentPendingPayments(user.payments, now);
  // A renewal Telegram could not charge is why access stopped: said where the seller comes to renew.
  const missedChargeAt =
    renewalState(user.subscriptionRenewal, subscribed, now) === 'missed'
      ? user.subscriptionRenewal?.missedChargeAt
      : undefined;
  const tariffs: readonly Tariff[] = tab === 'store-subscription' ? tariffList.plans : tariffList.packs;

  const payByCard = () => setPayingByCard(true);
  useMainButton({
    text: selected ? (starsFirst ? payInStarsLabel(selected) : payByCardLabel(selected, false)) : 'Оплатить',
    visible: Boolean(selected) && !payingByCard,
    onClick: () => {
      if (!selected) return;
      if (starsFirst) void stars.start(selected);
      else payByCard();
    },
  });

  return (
    <div className={styles.store}>
      <h1 className="visually-hidden">Магазин</h1>
      <div className={styles.top}>
        <Badge
          tone={subscribed ? 'green' : 'red'}
          className={styles.days}
          data-testid="subscription-days"
          elementtiming={firstContentTiming}
        >
          {subscriptionLabel(user.subscriptionExpiresAt, now)}
        </Badge>
        <Tabs
          className={styles.tabs}
          aria-label="Раздел магазина"
          items={tabs}
          value={tab}
          panelId={panelId}
          // Replace, so Telegram's back button leaves the store instead of bouncing between its tabs.
          onChange={(next) => setView(next, { replace: true })}
        />
      </div>
      {purpose === 'autobooking' ? (
        <p className={styles.purpose} data-testid="store-purpose">
          {purposeLines[tab]}
        </p>
      ) : null}
      {pending ? (
        <PendingPaymentBanner
          payment={pending}
          tariffName={findTariff(tariffList, pending.tariffId)?.name ?? 'Неизвестный тариф'}
          now={now}
        />
      ) : null}
      <div role="tabpanel" id={panelId} aria-labelledby={getTabId(panelId, tab)} className={styles.panel}>
        {tab === 'store-subscription' && missedChargeAt ? (
          <Banner
            tone="yellow"
            data-testid="missed-renewal"
            title={missedRenewalTitle(missedChargeAt)}
            text={`${missedRenewalReason} Выберите тариф, чтобы продлить ее.`}
          />
        ) : null}
        <p className={styles.note} data-testid="store-note">
          {tabNotes[tab]}
        </p>
        {tab === 'store-bookings' ? (
          <>
            {subscribed ? null : (
              <Banner
                tone="yellow"
                text="Для создания автобронирования необходима активная подписка"
                action={{ label: 'Купить подписку', onClick: () => setView('store-subscription', { replace: true }) }}
              />
            )}
            <p className={styles.balance}>
              Доступно автобронирований: <strong>{user.autobookingCount}</strong>
            </p>
          </>
        ) : null}
        <div className={cx(styles.grid, tab === 'store-subscription' ? styles.plans : styles.packs)}>
          {tariffs.map((tariff) => (
            <TariffCard
              key={tariff.id}
              tariff={tariff}
              selected={selected?.id === tariff.id}
              showStars={starsFirst}
              onToggle={() => setSelected(selected?.id === tariff.id ? undefined : tariff)}
            />
          ))}
        </div>
      </div>
      {starsFirst && selected ? (
        <div className={styles.cardWay} data-sticky-bottom>
          <Button variant="secondary" fullWidth onClick={payByCard}>
            {payByCardLabel(selected, true)}
          </Button>
          <p className={styles.cardWayHint}>Чек придет на e-mail, ссылка на оплату — в чат с ботом</p>
        </div>
      ) : null}
      {payingByCard && selected ? (
        <PaymentModal
          tariff={selected}
          botCanWrite={user.service?.notifications.deliverable ?? true}
          onClose={() => setPayingByCard(false)}
        />
      ) : null}
      {stars.step && selected ? (
        <StarsCheckoutModal
          tariff={selected}
          step={stars.step}
          supportUrl={paymentSupportUrl(tariffList.paymentSupportBot)}
          onRetry={() => void (stars.step?.kind === 'failed' ? stars.reopen() : stars.start(selected))}
          onClose={stars.close}
        />
      ) : null}
    </div>
  );
}
