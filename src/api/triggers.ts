// The trigger list's reads and actions. The form's create and update live in trigger-writes.ts, out of the first load.
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SchemaTrigger, SchemaTriggerFind, SchemaTriggerFindPage } from '@generated/schema';
import { uniqueBy } from '@/shared/lib/unique-by';
import { cursorAfter } from './autobookings';
import { updateCached } from './cache';
import { api, dataOf } from './client';

export type Trigger = SchemaTrigger;
export type TriggerFind = SchemaTriggerFind;

export const triggersQueryKey = ['triggers'] as const;
export const triggerFindsQueryKey = ['trigger-finds'] as const;

/** The seller's triggers in every status, newest first, each once. */
export function triggersQueryOptions() {
  return queryOptions({
    queryKey: triggersQueryKey,
    queryFn: async () => uniqueBy(await dataOf(api.GET('/api/v1/triggers')), (trigger) => trigger.id),
    staleTime: 30_000,
  });
}

/** The slots one trigger found, newest first, page by page, read on demand (the list carries only a summary). */
export function triggerFindsQueryOptions(triggerId: number) {
  return infiniteQueryOptions({
    queryKey: [...triggerFindsQueryKey, triggerId],
    queryFn: ({ pageParam }): Promise<SchemaTriggerFindPage> =>
      dataOf(
        api.GET('/api/v1/triggers/finds', {
          params: { query: { triggerId, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last, _pages, cursor) => cursorAfter(last, cursor),
    staleTime: 30_000,
  });
}

/**
 * Changes the cached trigger list after a confirmed server action, so the list never needs a full reload.
 * PUT and PATCH have results the contract fixes exactly (settings replaced, status and dates of creation and
 * notification kept; isActive set), so they are applied to the cached trigger.
 */
export function updateCachedTriggers(queryClient: QueryClient, change: (list: readonly Trigger[]) => Trigger[]) {
  updateCached(queryClient, triggersQueryKey, change);
}

export function withActive(list: readonly Trigger[], triggerId: number, isActive: boolean): Trigger[] {
  return list.map((trigger) => (trigger.id === triggerId ? { ...trigger, isActive } : trigger));
}

export function withoutTrigger(list: readonly Trigger[], triggerId: number): Trigger[] {
  return list.filter((trigger) => trigger.id !== triggerId);
}

/** Starts or stops a trigger by sending the state it must end in, so a repeated request never flips it back. */
export async function toggleTrigger(
  queryClient: QueryClient,
  { triggerId, isActive }: { triggerId: number; isActive: boolean },
): Promise<Trigger> {
  const trigger = await dataOf(api.PATCH('/api/v1/triggers', { body: { triggerId, isActive } }));
  updateCachedTriggers(queryClient, (list) => withActive(list, triggerId, isActive));
  return trigger;
}

export async function deleteTrigger(queryClient: QueryClient, triggerId: number): Promise<void> {
  await dataOf(api.DELETE('/api/v1/triggers', { body: { triggerId } }));
  updateCachedTriggers(queryClient, (list) => withoutTrigger(list, triggerId));
}
