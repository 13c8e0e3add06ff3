// The market table: the acceptance coefficients the service last observed (docs/market.md). Read about once a
// minute while it is on screen, as its Cache-Control allows, and again when the app returns to the foreground.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SchemaMarketCoefficients } from '@generated/schema';
import { api, dataOf } from './client';

export type MarketTable = SchemaMarketCoefficients;

/** The table's answer may be reused this long (its `Cache-Control: max-age`). */
const marketMaxAgeMs = 60_000;

export const marketQueryKey = ['market'] as const;

/**
 * The table of `warehouseIds` (the seller's own warehouses when empty), today and the 13 days after. A failed read
 * keeps the last table on screen with its time (the query keeps its data), and a change of warehouses shows the
 * previous table until the new one is in.
 */
export function marketQueryOptions(warehouseIds: readonly number[]) {
  return queryOptions({
    queryKey: [...marketQueryKey, [...warehouseIds]] as const,
    queryFn: (): Promise<MarketTable> =>
      dataOf(
        api.GET('/api/v1/warehouses/coefficients', {
          params: { query: warehouseIds.length ? { warehouseIds: [...warehouseIds] } : {} },
          // The contract's array parameters are comma-separated (`style: form, explode: false`).
          querySerializer: { array: { style: 'form', explode: false } },
        }),
      ),
    staleTime: marketMaxAgeMs,
    refetchInterval: marketMaxAgeMs,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}
