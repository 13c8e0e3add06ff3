// The autobookings' writes, apart from the list's read (autobookings.ts) so that the first load does not carry them.
import type { QueryClient } from '@tanstack/react-query';
import type { SchemaAutobookingCreate } from '@generated/schema';
import type { Autobooking } from './autobookings';
import { updateCachedAfterCreate, updateCachedAfterDelete, updateCachedAfterStatusChange } from './autobookings-cache';
import { api, dataOf } from './client';
import { updateCachedUser } from './cache';

export type AutobookingCreate = SchemaAutobookingCreate;

/**
 * Creates an autobooking once per `idempotencyKey` (see `useIdempotencyKey`), puts it at the top of the active
 * lists and takes the credits it spends off the cached balance without asking the server again.
 */
export async function createAutobooking(
  queryClient: QueryClient,
  payload: AutobookingCreate,
  { idempotencyKey, creditsSpent }: { idempotencyKey: string; creditsSpent: number },
): Promise<Autobooking> {
  const created = await dataOf(
    api.POST('/api/v1/autobooking', { body: payload, params: { header: { 'Idempotency-Key': idempotencyKey } } }),
  );
  updateCachedAfterCreate(queryClient, created);
  updateCachedUser(queryClient, (user) => ({
    ...user,
    autobookingCount: Math.max(0, user.autobookingCount - creditsSpent),
  }));
  return created;
}

/** Archives or activates a booking; it moves between the cached tabs (see autobookings-cache.ts). */
export async function changeAutobookingStatus(
  queryClient: QueryClient,
  { id, status }: { id: number; status: 'ACTIVE' | 'ARCHIVED' },
): Promise<void> {
  await dataOf(api.PUT('/api/v1/autobooking', { body: { id, status } }));
  updateCachedAfterStatusChange(queryClient, id, status);
}

/** Deletes a booking; the credits the server refunds go back onto the cached balance. Resolves with their number. */
export async function deleteAutobooking(queryClient: QueryClient, id: number): Promise<number> {
  const { refundedCount } = await dataOf(api.DELETE('/api/v1/autobooking', { body: { id } }));
  updateCachedAfterDelete(queryClient, id);
  updateCachedUser(queryClient, (user) => ({ ...user, autobookingCount: user.autobookingCount + refundedCount }));
  return refundedCount;
}
