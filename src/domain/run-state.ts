import type { SchemaPauseReason, SchemaRunState, SchemaServiceStatus } from '@generated/schema';

export type PauseReason = SchemaPauseReason;
export type ServiceStatus = SchemaServiceStatus;

/** Whether the service works on an item now; `null` for one not meant to run (stopped, finished, archived). */
export type ShownRunState = { state: 'running' } | { state: 'paused'; reason: PauseReason } | null;

/** Why an item is paused, as a card's 'на паузе: …' names it (docs/triggers.md, docs/autobookings.md). */
const pauseReasonLabels: Record<PauseReason, string> = {
  subscription_inactive: 'нет активной подписки',
  supplier_not_linked: 'поставщик не выбран',
  supplier_auth_revoked: 'нет доступа к кабинету поставщика',
  source_unavailable: 'источник слотов недоступен',
  bot_cannot_write: 'бот не может вам написать',
};

/**
 * A pause reason as a card says it; a reason of a newer contract, unknown here (the contract's pause reasons are
 * open), as a pause without a named cause.
 */
export function pauseReasonLabel(reason: PauseReason): string {
  return (pauseReasonLabels as Partial<Record<string, string>>)[reason] ?? 'причина не указана';
}

/** What the seller's account says about every item at once. */
export interface RunConditions {
  subscriptionActive: boolean;
  /** The user's `service`; absent from a backend older than the outcomes. */
  service: ServiceStatus | undefined;
}

/**
 * The run state a card shows. The seller's own state comes first (without a subscription nothing is checked,
 * whatever an item says), then the item's own pause, then what stops everything: the slot source, and for a
 * trigger the bot that cannot write. A backend that sends no run state gets the same answer from the account.
 */
export function shownRunState(
  item: { runState?: SchemaRunState | null },
  { meantToRun, notifies }: { meantToRun: boolean; notifies: boolean },
  { subscriptionActive, service }: RunConditions,
): ShownRunState {
  if (!meantToRun) return null;
  if (!subscriptionActive) return { state: 'paused', reason: 'subscription_inactive' };
  if (item.runState?.state === 'paused' && item.runState.reason)
    return { state: 'paused', reason: item.runState.reason };
  if (service?.slotSource.available === false) return { state: 'paused', reason: 'source_unavailable' };
  if (notifies && service?.notifications.deliverable === false) return { state: 'paused', reason: 'bot_cannot_write' };
  return { state: 'running' };
}
