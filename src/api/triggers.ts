// The trigger list's read, what the list draws first. The writes (trigger-writes.ts) and the slots a trigger found
// (trigger-finds.ts) load with the actions and views that use them, out of the first load.
import { queryOptions } from '@tanstack/react-query';
import type { SchemaTrigger, SchemaTriggerFind } from '@generated/schema';
import { uniqueBy } from '@/shared/lib/unique-by';
import { api, dataOf } from './client';

export type Trigger = SchemaTrigger;
export type TriggerFind = SchemaTriggerFind;

export const triggersQueryKey = ['triggers'] as const;
/** The key of the slots a trigger found (trigger-finds.ts), refreshed with the live data. */
export const triggerFindsQueryKey = ['trigger-finds'] as const;

/** The seller's triggers in every status, newest first, each once. */
export function triggersQueryOptions() {
  return queryOptions({
    queryKey: triggersQueryKey,
    queryFn: async () => uniqueBy(await dataOf(api.GET('/api/v1/triggers')), (trigger) => trigger.id),
    staleTime: 30_000,
  });
}
