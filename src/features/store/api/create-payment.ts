import type { SchemaPaymentCreate } from '@generated/schema';
import { api, dataOf } from '@/api/client';

/** Starts a payment at the card provider; the backend sends the payment link to the seller's chat. */
export function createPayment(body: SchemaPaymentCreate, idempotencyKey: string) {
  return dataOf(
    api.POST('/api/v1/payments/create', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}
