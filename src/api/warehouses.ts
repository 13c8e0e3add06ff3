import { useMemo } from 'react';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { SchemaWarehouse } from '@generated/schema';
import { warehouseNameOf, type WarehouseNameOf } from '@/domain/warehouse-names';
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

/** The display name of a warehouse by id, for screens that only carry ids (loads the warehouses if need be). */
export function useWarehouseName(): WarehouseNameOf {
  const { data: warehouses } = useSuspenseQuery(warehousesQueryOptions());
  return useMemo(() => warehouseNameOf(warehouses), [warehouses]);
}
