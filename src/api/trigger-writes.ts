// The triggers' writes (the form's create and update, the card's start/stop and delete) and the changes they make to
// the cached list, apart from the list's read (triggers.ts): they load with the form or the card's actions, out of the
// first load.
import type { QueryClient } from '@tanstack/react-query';
import type { SchemaTriggerCreate } from '@generated/schema';
import { updateCached } from './cache';
import { api, dataOf } from './client';
import { triggersQueryKey, type Trigger } from './triggers';

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

/**
 * Changes the cached trigger list after a confirmed server action, so the list never needs a full reload.
 * PUT and PATCH have results the contract fixes exactly (settings replaced, status and dates of creation and
 * notification kept; isActive set), so they are applied to the cached trigger.
 */
function updateCachedTriggers(queryClient: QueryClient, change: (list: readonly Trigger[]) => Trigger[]) {
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
