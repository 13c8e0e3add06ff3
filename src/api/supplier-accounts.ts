import { queryOptions } from '@tanstack/react-query';
import type { SchemaSupplier } from '@generated/schema';
import { uniqueBy } from '@/shared/lib/unique-by';
import { api, dataOf } from './client';
import { supplierAuthKeyOf, suppliersQueryKey } from './supplier-auth-state';

export type Supplier = SchemaSupplier;

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
    queryKey: supplierAuthKeyOf(supplierId),
    queryFn: async () => (await dataOf(api.POST('/api/v1/suppliers/auth/validate'))).data.valid,
    staleTime: 0,
  });
}
