import type { Tariff } from '@/api/tariffs';
import { formatMoney } from '@/shared/lib/money';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';
import { CheckIcon } from '@/shared/ui/icons';
import { StarsAmount } from '@/shared/ui/stars-amount';
import { pricePerBookingLabel } from './payment-labels';
import styles from './tariff-card.module.css';

interface TariffCardProps {
  tariff: Tariff;
  selected: boolean;
  onToggle: () => void;
  /** Also shows the price in Telegram Stars, where the client can pay with them. */
  showStars: boolean;
}

/**
 * A plan or pack of the store: name, description, price with its discount and the price before it, a pack's price
 * per autobooking, and its price in Telegram Stars where the client pays with them.
 */
export function TariffCard({ tariff, selected, onToggle, showStars }: TariffCardProps) {
  const perBooking = 'bookingCount' in tariff ? pricePerBookingLabel(tariff) : undefined;
  return (
    <article
      className={cx(styles.card, selected && styles.selected)}
      aria-label={tariff.name}
      data-testid={`tariff-${tariff.id}`}
    >
      <h2 className={styles.name}>{tariff.name}</h2>
      <p className={styles.description}>{tariff.description}</p>
      <div className={styles.prices}>
        {tariff.discountPercent > 0 ? (
          <div className={styles.discount}>
            <s
              className={styles.original}
              aria-label={`Без скидки ${formatMoney(tariff.originalPrice, tariff.currency)}`}
            >
              {formatMoney(tariff.originalPrice, tariff.currency)}
            </s>
            <Badge tone="green">−{tariff.discountPercent}%</Badge>
          </div>
        ) : null}
        <span className={styles.price}>{formatMoney(tariff.price, tariff.currency)}</span>
        {perBooking ? <span className={styles.perBooking}>{perBooking}</span> : null}
        {showStars ? (
          <span className={styles.stars} data-testid="tariff-stars">
            или <StarsAmount stars={tariff.priceStars} />
          </span>
        ) : null}
      </div>
      <Button
        className={styles.choose}
        fullWidth
        variant={selected ? 'secondary' : 'primary'}
        icon={selected ? <CheckIcon size={16} /> : undefined}
        aria-pressed={selected}
        onClick={onToggle}
      >
        {selected ? 'Выбрано' : 'Выбрать'}
      </Button>
    </article>
  );
}
