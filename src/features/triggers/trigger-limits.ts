import type { Trigger } from '@/api/triggers';

/** Maximum active triggers per seller (docs/triggers.md). */
export const MAX_ACTIVE_TRIGGERS = 30;

type TriggerState = Pick<Trigger, 'status' | 'isActive'>;

/** Triggers being watched now: relevant and started. */
export function countActive(triggers: readonly TriggerState[]): number {
  return triggers.reduce(
    (count, trigger) => (trigger.status === 'RELEVANT' && trigger.isActive ? count + 1 : count),
    0,
  );
}

export function isLimitReached(activeCount: number): boolean {
  return activeCount >= MAX_ACTIVE_TRIGGERS;
}

/** A new trigger starts active, so it needs a free place under the limit. */
export function canAddTrigger(activeCount: number): boolean {
  return !isLimitReached(activeCount);
}

/**
 * Only a RELEVANT trigger can be toggled, never twice at once, and a stopped one can start only
 * while fewer than 30 are active (docs/triggers.md).
 */
export function canToggle(
  trigger: TriggerState,
  { limitReached, toggling }: { limitReached: boolean; toggling: boolean },
): boolean {
  if (toggling || trigger.status !== 'RELEVANT') return false;
  return trigger.isActive || !limitReached;
}

/** The toggle's label: what tapping does for a relevant trigger, the final state otherwise (docs/triggers.md). */
export function toggleLabel(trigger: TriggerState): string {
  if (trigger.status === 'COMPLETED') return 'завершен';
  if (trigger.status === 'EXPIRED') return 'истек';
  return trigger.isActive ? 'стоп' : 'запуск';
}

/** Only a relevant trigger can be edited (the contract's PUT replaces the settings of a RELEVANT trigger). */
export function canEdit(trigger: Pick<Trigger, 'status'>): boolean {
  return trigger.status === 'RELEVANT';
}
