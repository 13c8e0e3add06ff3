import { queryOptions } from '@tanstack/react-query';
import type { SchemaSupplier } from '@generated/schema';
import { uniqueBy } from '@/shared/lib/unique-by';
import { api, dataOf } from './client';

export type Supplier = SchemaSupplier;

/** The marketplace supplier accounts the seller may link, each once (read when the supplier select opens). */
export function suppliersQueryOptions() {
  return queryOptions({
    queryKey: ['suppliers'] as const,
    queryFn: async () => uniqueBy((await dataOf(api.GET('/api/v1/suppliers/info'))).data, (supplier) => supplier.id),
    staleTime: 60_000,
  });
}

/**
 * Whether the marketplace authorisation of the linked supplier still holds. Keyed by the supplier, so linking
 * another one checks again; the account view reads it each time it opens.
 */
export function supplierAuthQueryOptions(supplierId: string) {
  return queryOptions({
    queryKey: ['supplier-auth', supplierId] as const,
    queryFn: async () => (await dataOf(api.POST('/api/v1/suppliers/auth/validate'))).data.valid,
    staleTime: 0,
  });
}
