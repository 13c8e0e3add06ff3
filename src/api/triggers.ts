import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SchemaTrigger } from '@generated/schema';
import { uniqueBy } from '@/shared/lib/unique-by';
import { api, dataOf } from './client';

export type Trigger = SchemaTrigger;

export const triggersQueryKey = ['triggers'] as const;

/** The seller's triggers in every status, newest first, each once. */
export function triggersQueryOptions() {
  return queryOptions({
    queryKey: triggersQueryKey,
    queryFn: async () => uniqueBy(await dataOf(api.GET('/api/v1/triggers')), (trigger) => trigger.id),
    staleTime: 30_000,
  });
}

/** Changes the cached trigger list in place of a refetch; nothing to change before the list was loaded. */
export function updateCachedTriggers(queryClient: QueryClient, change: (list: readonly Trigger[]) => Trigger[]) {
  queryClient.setQueryData<Trigger[]>(triggersQueryKey, (list) => (list ? change(list) : list));
}
