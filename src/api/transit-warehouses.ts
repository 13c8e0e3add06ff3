import { queryOptions } from '@tanstack/react-query';
import type { SchemaTransitWarehouse } from '@generated/schema';
import { api, dataOf } from './client';

export type TransitWarehouse = SchemaTransitWarehouse;

/** The transit warehouses through which a supply can reach `warehouseId`, with the cargo kinds each stores. */
export function transitWarehousesQueryOptions(warehouseId: number) {
  return queryOptions({
    queryKey: ['transit-warehouses', warehouseId] as const,
    queryFn: async () => (await dataOf(api.POST('/api/v1/warehouses/transits', { body: { warehouseId } }))).data,
    staleTime: 5 * 60_000,
  });
}
