// The market table: the acceptance coefficients the service last observed (docs/market.md). Read about once a
// minute while it is on screen, as its Cache-Control allows, and again when the app returns to the foreground.
import { useMemo } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaMarketCoefficients } from '@generated/schema';
import { api, dataOf } from './client';
import { marketQueryKey } from './market-query-key';

export type MarketTable = SchemaMarketCoefficients;

/** The table's answer may be reused this long (its `Cache-Control: max-age`). */
const marketMaxAgeMs = 60_000;

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

/**
 * The market of the warehouses a form has chosen, as its strip reads it: the rows, and whether the source is down.
 * Undefined before any is chosen, while reading, or when the read failed: the form never waits for it.
 */
export function useFormMarket(warehouseIds: readonly number[]) {
  const { data } = useQuery({ ...marketQueryOptions(warehouseIds), enabled: warehouseIds.length > 0 });
  return useMemo(
    () => (data && warehouseIds.length > 0 ? { rows: data.rows, stale: !data.source.available } : undefined),
    [data, warehouseIds.length],
  );
}
