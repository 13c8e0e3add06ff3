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
