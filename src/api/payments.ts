import type { QueryClient } from '@tanstack/react-query';
import type { SchemaPayment, SchemaPaymentCreate, SchemaPaymentCreated } from '@generated/schema';
import { api, dataOf } from './client';
import type { Tariff } from './tariffs';
import { updateCachedUser } from './user';

/**
 * Starts a payment at the card provider; the backend sends the payment link to the seller's chat. `idempotencyKey`
 * names the attempt (see `useIdempotencyKey`). The server records every started payment, so the account's history
 * shows it without a refetch, at the price of `tariff` (the one the order names).
 */
export async function createPayment(
  queryClient: QueryClient,
  order: SchemaPaymentCreate,
  { idempotencyKey, tariff }: { idempotencyKey: string; tariff: Pick<Tariff, 'price' | 'currency'> },
): Promise<SchemaPaymentCreated> {
  const created = await dataOf(
    api.POST('/api/v1/payments/create', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body: order }),
  );
  const payment: SchemaPayment = {
    id: created.id,
    createdAt: new Date().toISOString(),
    tariffId: order.tariffId,
    status: created.status,
    amount: tariff.price,
    currency: tariff.currency,
  };
  // A repeated answer for the same payment (an idempotent retry) replaces its entry instead of adding one.
  updateCachedUser(queryClient, (user) => ({
    ...user,
    payments: [payment, ...user.payments.filter((known) => known.id !== payment.id)],
  }));
  return created;
}
