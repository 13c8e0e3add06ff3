import { queryOptions } from '@tanstack/react-query';
import type { SchemaTransitWarehouse } from '@generated/schema';
import { uniqueBy } from '@/shared/lib/unique-by';
import { api, dataOf } from './client';

export type TransitWarehouse = SchemaTransitWarehouse;

/** The transit warehouses through which a supply can reach `warehouseId`, each once, with the cargo kinds each stores. */
export function transitWarehousesQueryOptions(warehouseId: number) {
  return queryOptions({
    queryKey: ['transit-warehouses', warehouseId] as const,
    queryFn: async () =>
      uniqueBy(
        (await dataOf(api.POST('/api/v1/warehouses/transits', { body: { warehouseId } }))).data,
        (transit) => transit.transitWarehouseId,
      ),
    staleTime: 5 * 60_000,
  });
}
