import type { QueryClient } from '@tanstack/react-query';
import type { SchemaPayment, SchemaPaymentCreate, SchemaPaymentCreated, SchemaPaymentMethod } from '@generated/schema';
import { api, dataOf } from './client';
import type { Tariff } from './tariffs';
import { updateCachedUser } from './user';

/** What a tariff costs in a method: rubles (kopecks) by card, whole Stars (`XTR`) in Stars. */
function priceIn(method: SchemaPaymentMethod, tariff: Pick<Tariff, 'price' | 'currency' | 'priceStars'>) {
  return method === 'stars'
    ? { amount: tariff.priceStars, currency: 'XTR' }
    : { amount: tariff.price, currency: tariff.currency };
}

/**
 * Starts a payment: by card the backend sends the payment link to the seller's chat; in Stars it answers the invoice
 * link to open in Telegram's payment sheet. `idempotencyKey` names the attempt (see `useIdempotencyKey`). The server
 * records every started payment, so the account's history shows it without a refetch, at the price of `tariff` in the
 * order's method.
 */
export async function createPayment(
  queryClient: QueryClient,
  order: SchemaPaymentCreate,
  { idempotencyKey, tariff }: { idempotencyKey: string; tariff: Pick<Tariff, 'price' | 'currency' | 'priceStars'> },
): Promise<SchemaPaymentCreated> {
  const created = await dataOf(
    api.POST('/api/v1/payments/create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: order }),
  );
  const method = created.method;
  const { amount, currency } = priceIn(method, tariff);
  const payment: SchemaPayment = {
    id: created.id,
    createdAt: new Date().toISOString(),
    tariffId: order.tariffId,
    status: created.status,
    amount,
    currency,
    method,
  };
  // A repeated answer for the same payment (an idempotent retry) replaces its entry instead of adding one.
  updateCachedUser(queryClient, (user) => ({
    ...user,
    payments: [payment, ...user.payments.filter((known) => known.id !== payment.id)],
  }));
  return created;
}
