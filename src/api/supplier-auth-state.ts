// The keys of the supplier reads and the mark of a revoked authorisation: in the first load, since any call can
// answer `403 supplier_auth_revoked`, while the reads themselves (supplier-accounts.ts) load with the views using them.
import type { QueryClient } from '@tanstack/react-query';
import { errorCodeOf } from './client';
import { userQueryKey, type User } from './user';

export const suppliersQueryKey = ['suppliers'] as const;
export const supplierAuthQueryKey = ['supplier-auth'] as const;

/** The key of the check of `supplierId`'s authorisation. */
export function supplierAuthKeyOf(supplierId: string) {
  return [...supplierAuthQueryKey, supplierId] as const;
}

/**
 * Records a `403 supplier_auth_revoked` from any call made for the linked supplier: its authorisation no longer
 * holds, whatever the last check said, so the views show 'Авторизация истекла' instead of a retry that cannot work.
 */
export function noteSupplierAuthRevoked(queryClient: QueryClient, error: unknown): void {
  if (errorCodeOf(error) === 'supplier_auth_revoked') markSupplierAuthRevoked(queryClient);
}

/**
 * Records that the linked supplier's authorisation no longer holds, as a `403 supplier_auth_revoked` or bookings the
 * backend paused for it say.
 */
export function markSupplierAuthRevoked(queryClient: QueryClient): void {
  const supplierId = queryClient.getQueryData<User>(userQueryKey)?.supplierId;
  if (!supplierId) return;
  const queryKey = supplierAuthKeyOf(supplierId);
  if (queryClient.getQueryData(queryKey) !== false) queryClient.setQueryData(queryKey, false);
}
