import { queryOptions } from '@tanstack/react-query';
import type { SchemaWarehouse } from '@generated/schema';
import { uniqueBy } from '@/shared/lib/unique-by';
import { api, dataOf } from './client';

export type Warehouse = SchemaWarehouse;

/** Warehouses change rarely: fetched once per session and kept, each once. */
export function warehousesQueryOptions() {
  return queryOptions({
    queryKey: ['warehouses'] as const,
    queryFn: async () => uniqueBy(await dataOf(api.GET('/api/v1/warehouses')), (warehouse) => warehouse.ID),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Warehouse names by id, for cards that only carry ids. */
export function warehouseNames(warehouses: readonly Warehouse[]): Map<number, string> {
  return new Map(warehouses.map((warehouse) => [warehouse.ID, warehouse.name]));
}
