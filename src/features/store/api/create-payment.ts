import { api, dataOf } from '@/api/client';
import type { PaymentAttempt } from '../payment-attempt';

/** Starts a payment at the card provider; the backend sends the payment link to the seller's chat. */
export function createPayment({ key, tariffId, email }: PaymentAttempt) {
  return dataOf(
    api.POST('/api/v1/payments/create', {
      params: { header: { 'Idempotency-Key': key } },
      body: { tariffId, email },
    }),
  );
}
