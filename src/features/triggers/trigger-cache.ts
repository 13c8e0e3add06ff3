import type { SchemaTriggerCreate } from '@generated/schema';
import type { Trigger } from '@/api/triggers';

/**
 * The cached trigger list after each confirmed server action, so the list never needs a full reload.
 * PUT and PATCH have results the contract fixes exactly (settings replaced, status and dates of creation
 * and notification kept; isActive flipped), so they are applied to the cached trigger.
 */

/** A created trigger goes first (the list is newest first); a repeated answer never duplicates it. */
export function withCreated(list: readonly Trigger[], created: Trigger): Trigger[] {
  return [created, ...list.filter((trigger) => trigger.id !== created.id)];
}

export function withUpdated(list: readonly Trigger[], triggerId: number, settings: SchemaTriggerCreate): Trigger[] {
  return list.map((trigger) => (trigger.id === triggerId ? { ...trigger, ...settings } : trigger));
}

export function withActive(list: readonly Trigger[], triggerId: number, isActive: boolean): Trigger[] {
  return list.map((trigger) => (trigger.id === triggerId ? { ...trigger, isActive } : trigger));
}

export function withoutTrigger(list: readonly Trigger[], triggerId: number): Trigger[] {
  return list.filter((trigger) => trigger.id !== triggerId);
}
