import { queryOptions } from '@tanstack/react-query';
import type { SchemaTrigger } from '@generated/schema';
import { api, dataOf } from './client';

export type Trigger = SchemaTrigger;

export const triggersQueryKey = ['triggers'] as const;

export function triggersQueryOptions() {
  return queryOptions({
    queryKey: triggersQueryKey,
    queryFn: () => dataOf(api.GET('/api/v1/triggers')),
    staleTime: 30_000,
  });
}
