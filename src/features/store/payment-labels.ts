import type { Tariff } from '@/api/tariffs';
import { formatMoney, formatStars } from '@/shared/lib/money';

type Priced = Pick<Tariff, 'price' | 'currency' | 'priceStars'>;

/** The main button of a purchase in Telegram Stars: 'Оплатить ⭐ 390'. */
export function payInStarsLabel(tariff: Priced): string {
  return `Оплатить ${formatStars(tariff.priceStars)}`;
}

/** The card way: 'Оплатить картой 490 ₽' where Stars come first, 'Оплатить 490 ₽' where card is the only way. */
export function payByCardLabel(tariff: Priced, starsFirst: boolean): string {
  return `Оплатить ${starsFirst ? 'картой ' : ''}${formatMoney(tariff.price, tariff.currency)}`;
}

/**
 * What one autobooking of a pack comes to, in whole units of its currency: 'по 179 ₽ за автобронирование'
 * (one autobooking pays for one picked date or one period). Undefined for a pack of one, whose price says it.
 */
export function pricePerBookingLabel(pack: Pick<Tariff, 'price' | 'currency'> & { bookingCount: number }) {
  if (pack.bookingCount <= 1) return undefined;
  const perBooking = Math.round(pack.price / pack.bookingCount / 100) * 100;
  return `по ${formatMoney(perBooking, pack.currency)} за автобронирование`;
}
