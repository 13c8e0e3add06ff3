// The autobookings' writes, apart from the list's read (autobookings.ts) so that the first load does not carry them.
import type { QueryClient } from '@tanstack/react-query';
import type { SchemaAutobookingCreate } from '@generated/schema';
import { autobookingsQueryKey, type Autobooking } from './autobookings';
import { withCreated, withoutDeleted, withStatus, type AutobookingPages } from './autobookings-cache';
import { updateCached } from './cache';
import { api, dataOf } from './client';
import { updateCachedUser } from './user';

export type AutobookingCreate = SchemaAutobookingCreate;

/** Changes the cached pages of the list after a confirmed server action (see autobookings-cache.ts). */
function updateCachedAutobookings(queryClient: QueryClient, change: (data: AutobookingPages) => AutobookingPages) {
  updateCached(queryClient, autobookingsQueryKey, change);
}

/**
 * Creates an autobooking once per `idempotencyKey` (see `useIdempotencyKey`), puts it at the top of the list and
 * takes the credits it spends off the cached balance without asking the server again.
 */
export async function createAutobooking(
  queryClient: QueryClient,
  payload: AutobookingCreate,
  { idempotencyKey, creditsSpent }: { idempotencyKey: string; creditsSpent: number },
): Promise<Autobooking> {
  const created = await dataOf(
    api.POST('/api/v1/autobooking', { body: payload, params: { header: { 'Idempotency-Key': idempotencyKey } } }),
  );
  updateCachedAutobookings(queryClient, (data) => withCreated(data, created));
  updateCachedUser(queryClient, (user) => ({
    ...user,
    autobookingCount: Math.max(0, user.autobookingCount - creditsSpent),
  }));
  return created;
}

/** Archives or activates a booking. */
export async function changeAutobookingStatus(
  queryClient: QueryClient,
  { id, status }: { id: number; status: 'ACTIVE' | 'ARCHIVED' },
): Promise<void> {
  await dataOf(api.PUT('/api/v1/autobooking', { body: { id, status } }));
  updateCachedAutobookings(queryClient, (data) => withStatus(data, id, status));
}

/** Deletes a booking; the credits the server refunds go back onto the cached balance. Resolves with their number. */
export async function deleteAutobooking(queryClient: QueryClient, id: number): Promise<number> {
  const { refundedCount } = await dataOf(api.DELETE('/api/v1/autobooking', { body: { id } }));
  updateCachedAutobookings(queryClient, (data) => withoutDeleted(data, id));
  updateCachedUser(queryClient, (user) => ({ ...user, autobookingCount: user.autobookingCount + refundedCount }));
  return refundedCount;
}
