import type { SchemaTariffId } from '@generated/schema';

export type TariffId = SchemaTariffId;

interface TariffBase {
  id: TariffId;
  name: string;
  description: string;
  /** Price in rubles, discount included. */
  price: number;
  /** Discount in percent; absent when the tariff has none. */
  discount?: number;
}

/** A subscription plan: access for `days` days. */
export interface SubscriptionPlan extends TariffBase {
  days: number;
}

/** An autobooking pack: `bookingCount` credits, one per booked date. */
export interface BookingPack extends TariffBase {
  bookingCount: number;
}

export type Tariff = SubscriptionPlan | BookingPack;

// Plan names keep the number with its word (no-break space), so a narrow card never ends a line with a bare number.
const planDescription = 'уведомления о таймслотах и доступ к автобронированию';

/** Subscription plans (docs/store-and-payments.md), in the order the store shows them. */
export const subscriptionPlans: readonly SubscriptionPlan[] = [
  { id: 'sub_1m', name: 'Подписка на 1\u00a0месяц', description: `30 дней: ${planDescription}`, price: 190, days: 30 },
  {
    id: 'sub_3m',
    name: 'Подписка на 3\u00a0месяца',
    description: `90 дней: ${planDescription}`,
    price: 490,
    days: 90,
    discount: 15,
  },
  {
    id: 'sub_6m',
    name: 'Подписка на 6\u00a0месяцев',
    description: `180 дней: ${planDescription}`,
    price: 890,
    days: 180,
    discount: 25,
  },
  {
    id: 'sub_12m',
    name: 'Подписка на 1\u00a0год',
    description: `365 дней: ${planDescription}`,
    price: 1590,
    days: 365,
    discount: 40,
  },
];

/** Autobooking packs (docs/store-and-payments.md), in the order the store shows them. */
export const bookingPacks: readonly BookingPack[] = [
  {
    id: 'pack_1',
    name: '1 автобронирование',
    description: 'Чтобы попробовать: одна дата поставки',
    price: 210,
    bookingCount: 1,
  },
  {
    id: 'pack_5',
    name: '5 автобронирований',
    description: 'Для нескольких поставок',
    price: 950,
    bookingCount: 5,
    discount: 10,
  },
  {
    id: 'pack_10',
    name: '10 автобронирований',
    description: 'Для регулярных поставок',
    price: 1790,
    bookingCount: 10,
    discount: 15,
  },
  {
    id: 'pack_30',
    name: '30 автобронирований',
    description: 'Поставка каждый день в течение месяца',
    price: 5150,
    bookingCount: 30,
    discount: 20,
  },
  {
    id: 'pack_100',
    name: '100 автобронирований',
    description: 'Для больших объемов: самая низкая цена за дату',
    price: 17400,
    bookingCount: 100,
    discount: 25,
  },
];

const tariffsById = new Map<string, Tariff>(
  [...subscriptionPlans, ...bookingPacks].map((tariff) => [tariff.id, tariff]),
);

/** The tariff of an id, or undefined for ids that are no longer sold. */
export function tariffOf(id: string): Tariff | undefined {
  return tariffsById.get(id);
}

/** The name shown for a tariff id; old ids from the payment history read 'Неизвестный тариф'. */
export function tariffName(id: string): string {
  return tariffOf(id)?.name ?? 'Неизвестный тариф';
}

/**
 * The price before the discount: price / (1 − discount/100), rounded (docs/store-and-payments.md). Computed as
 * price·100 / (100 − discount) so exact halves (5150 at 20% = 6437.5) round up instead of drifting below.
 */
export function originalPrice(price: number, discount: number): number {
  return Math.round((price * 100) / (100 - discount));
}

/** An amount in minor units of its currency (kopecks, as the contract sends money) in major units (rubles). */
export function fromMinorUnits(amount: number): number {
  return amount / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount of money in Russian notation: '490 ₽', '1 590 ₽', '99,50 ₽'; kopecks only when there are any. */
export function formatMoney(amount: number, currency = 'RUB'): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const key = `${currency}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
