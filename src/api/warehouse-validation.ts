import { queryOptions, skipToken } from '@tanstack/react-query';
import type { SchemaWarehouseValidation } from '@generated/schema';
import { api, dataOf } from './client';

/** Units of each cargo kind the warehouse would take from the draft; absent when it does not accept the draft. */
export type WarehouseMetaInfo = NonNullable<SchemaWarehouseValidation['data']['result']['metaInfo']>;

/** What is checked: a draft and a warehouse, through a transit warehouse or directly (null). */
export interface WarehouseValidationRequest {
  draftId: string | null;
  warehouseId: number | null;
  transitWarehouseId: number | null;
}

/**
 * Whether the warehouse (through the transit one, when given) accepts the draft: null when it does not. A read,
 * though sent as POST, keyed by draft, warehouse and transit, so only the answer to the current choice is shown.
 * Nothing is asked until a draft and a warehouse are chosen. Never taken from the cache (a warehouse may stop
 * accepting supplies at any moment): a choice made again is asked again.
 */
export function warehouseValidationQueryOptions({
  draftId,
  warehouseId,
  transitWarehouseId,
}: WarehouseValidationRequest) {
  return queryOptions({
    queryKey: ['warehouse-validation', draftId, warehouseId, transitWarehouseId] as const,
    queryFn:
      draftId && warehouseId !== null
        ? async () =>
            (
              await dataOf(
                api.POST('/api/v1/warehouses/validate', {
                  body: { draftID: draftId, warehouseId, transitWarehouseId },
                }),
              )
            ).data.result.metaInfo ?? null
        : skipToken,
    staleTime: 0,
    gcTime: 0,
  });
}
