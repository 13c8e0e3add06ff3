import { useCallback, useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { warehouseNames, warehousesQueryOptions } from '@/api/warehouses';

/** The name of a warehouse by id; one missing from the list (e.g. closed since) is shown by its number. */
export function useWarehouseName(): (id: number) => string {
  const { data: warehouses } = useSuspenseQuery(warehousesQueryOptions());
  const names = useMemo(() => warehouseNames(warehouses), [warehouses]);
  return useCallback((id: number) => names.get(id) ?? `Склад ${id}`, [names]);
}
