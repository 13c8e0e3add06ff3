import { queryOptions } from '@tanstack/react-query';
import type { SchemaWarehouseValidation } from '@generated/schema';
import { api, dataOf } from './client';

/** Units of each cargo kind the warehouse would take from the draft; absent when it does not accept the draft. */
export type WarehouseMetaInfo = NonNullable<SchemaWarehouseValidation['data']['result']['metaInfo']>;

export interface WarehouseValidationParams {
  draftId: string;
  warehouseId: number;
  transitWarehouseId: number | null;
}

/**
 * Whether the warehouse (through the transit one, when given) accepts the draft. A read, though sent as POST;
 * never taken from the cache, since a warehouse may stop accepting supplies at any moment.
 */
export function warehouseValidationQueryOptions({
  draftId,
  warehouseId,
  transitWarehouseId,
}: WarehouseValidationParams) {
  return queryOptions({
    queryKey: ['warehouse-validation', draftId, warehouseId, transitWarehouseId] as const,
    queryFn: async () =>
      (
        await dataOf(
          api.POST('/api/v1/warehouses/validate', { body: { draftID: draftId, warehouseId, transitWarehouseId } }),
        )
      ).data.result.metaInfo ?? null,
    staleTime: 0,
  });
}
