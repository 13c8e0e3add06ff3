import type { QueryClient } from '@tanstack/react-query';
import type {
  SchemaPayment,
  SchemaPaymentCreate,
  SchemaPaymentCreated,
  SchemaPaymentMethod,
  SchemaSubscriptionRenewal,
} from '@generated/schema';
import { api, dataOf } from './client';
import type { Tariff } from './tariffs';
import { updateCachedUser } from './cache';
import { userQueryOptions, type User } from './user';

type PaymentMethod = SchemaPaymentMethod;
export type SubscriptionRenewal = SchemaSubscriptionRenewal;

/** What a tariff costs in a method: rubles (kopecks) by card, whole Stars (`XTR`) in Stars. */
function priceIn(method: PaymentMethod, tariff: Pick<Tariff, 'price' | 'currency' | 'priceStars'>) {
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

/**
 * Reads the seller afresh (the store and the account show the purchase, credits and subscription from it): the
 * answer replaces the cached user.
 */
export function refetchUser(queryClient: QueryClient): Promise<User> {
  return queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
}

/** Switches the renewal of the seller's Stars subscription off or on; the cached user takes the new state. */
export async function setSubscriptionRenewal(
  queryClient: QueryClient,
  autoRenew: boolean,
): Promise<SubscriptionRenewal> {
  const renewal = await dataOf(api.PUT('/api/v1/subscription/renewal', { body: { autoRenew } }));
  updateCachedUser(queryClient, (user) => ({ ...user, subscriptionRenewal: renewal }));
  return renewal;
}

/**
 * How Telegram's payment sheet closed for each Stars payment of this session: the backend reads every one of them
 * `pending` until its bot is paid, so only the app knows a sheet was closed unpaid ('closed': cancelled or failed)
 * or that Telegram is still processing it ('processing'). Kept for the session, so the store and the account's history
 * say the same after a switch of tab.
 */
export type StarsSheetOutcome = 'closed' | 'processing';

const outcomes = new Map<string, StarsSheetOutcome>();

export function recordSheetOutcome(paymentId: string, outcome: StarsSheetOutcome) {
  outcomes.set(paymentId, outcome);
}

export function sheetOutcomeOf(paymentId: string): StarsSheetOutcome | undefined {
  return outcomes.get(paymentId);
}
