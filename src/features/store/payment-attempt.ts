import type { TariffId } from '@/shared/lib/tariffs';

/** One payment attempt of the seller and the `Idempotency-Key` that identifies it to the backend. */
export interface PaymentAttempt {
  key: string;
  tariffId: TariffId;
  email: string;
}

/**
 * The attempt a submit belongs to. After a failed call (dropped connection, timeout, server error) the server
 * may still have created the payment, so sending the same tariff and e-mail again reuses the key and can never
 * create a second payment; any change makes it a new attempt with a new key.
 */
export function attemptFor(
  unanswered: PaymentAttempt | undefined,
  tariffId: TariffId,
  email: string,
  newKey: () => string,
): PaymentAttempt {
  if (unanswered && unanswered.tariffId === tariffId && unanswered.email === email) return unanswered;
  return { key: newKey(), tariffId, email };
}
