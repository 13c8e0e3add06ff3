import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SchemaSupplier } from '@generated/schema';
import { uniqueBy } from '@/shared/lib/unique-by';
import { api, dataOf, errorCodeOf } from './client';
import { userQueryKey, type User } from './user';

export type Supplier = SchemaSupplier;

export const suppliersQueryKey = ['suppliers'] as const;
export const supplierAuthQueryKey = ['supplier-auth'] as const;

/**
 * The marketplace supplier accounts the seller may link, each once: read by the supplier select, and while no
 * supplier is linked, since a listed one means the seller has authorised the app and only the choice is left.
 */
export function suppliersQueryOptions() {
  return queryOptions({
    queryKey: suppliersQueryKey,
    queryFn: async () => uniqueBy((await dataOf(api.GET('/api/v1/suppliers/info'))).data, (supplier) => supplier.id),
    staleTime: 60_000,
  });
}

/**
 * Whether the marketplace authorisation of the linked supplier still holds. Keyed by the supplier, so linking
 * another one checks again; the account and the autobooking views read it (supplier-access.ts).
 */
export function supplierAuthQueryOptions(supplierId: string) {
  return queryOptions({
    queryKey: [...supplierAuthQueryKey, supplierId] as const,
    queryFn: async () => (await dataOf(api.POST('/api/v1/suppliers/auth/validate'))).data.valid,
    staleTime: 0,
  });
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
  const { queryKey } = supplierAuthQueryOptions(supplierId ?? '');
  if (supplierId && queryClient.getQueryData(queryKey) !== false) queryClient.setQueryData(queryKey, false);
}
