// The trigger form's writes, apart from the list's (triggers.ts) so that the start view's first load does not carry them.
import type { QueryClient } from '@tanstack/react-query';
import type { SchemaTriggerCreate } from '@generated/schema';
import { api, dataOf } from './client';
import { updateCachedTriggers, type Trigger } from './triggers';

export type TriggerSettings = SchemaTriggerCreate;

/** A created trigger goes first (the list is newest first); a repeated answer never duplicates it. */
export function withCreated(list: readonly Trigger[], created: Trigger): Trigger[] {
  return [created, ...list.filter((trigger) => trigger.id !== created.id)];
}

/**
 * An update replaces the settings wholly: a filter the request leaves out is back at its default, which an absent
 * field means (docs/contract.md).
 */
export function withUpdated(list: readonly Trigger[], triggerId: number, settings: TriggerSettings): Trigger[] {
  return list.map((trigger) => {
    if (trigger.id !== triggerId) return trigger;
    const { minLeadDays: _lead, weekdays: _weekdays, maxLogisticsCoefficient: _logistics, ...state } = trigger;
    return { ...state, ...settings };
  });
}

/**
 * Creates a trigger. `idempotencyKey` names the attempt (see `useIdempotencyKey`), so a retried create never makes
 * a second trigger.
 */
export async function createTrigger(
  queryClient: QueryClient,
  settings: TriggerSettings,
  idempotencyKey: string,
): Promise<Trigger> {
  const created = await dataOf(
    api.POST('/api/v1/triggers', { body: settings, params: { header: { 'Idempotency-Key': idempotencyKey } } }),
  );
  updateCachedTriggers(queryClient, (list) => withCreated(list, created));
  return created;
}

export async function updateTrigger(
  queryClient: QueryClient,
  { triggerId, settings }: { triggerId: number; settings: TriggerSettings },
): Promise<void> {
  await dataOf(api.PUT('/api/v1/triggers', { body: { triggerId, ...settings } }));
  updateCachedTriggers(queryClient, (list) => withUpdated(list, triggerId, settings));
}
