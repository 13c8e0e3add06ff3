import type { Trigger } from '@/api/triggers';
import { normalizeSearch } from '@/shared/ui/form/use-picker';
import type { TriggerStatus } from './trigger-options';

/** A trigger with its warehouse names resolved and its search text prepared once. */
export interface ListedTrigger {
  trigger: Trigger;
  warehouseNames: string[];
  searchText: string;
}

/** A warehouse's name; an id the warehouse list no longer has still shows as a number. */
export function warehouseName(id: number, names: ReadonlyMap<number, string>): string {
  return names.get(id) ?? `Склад ${id}`;
}

export function listTriggers(triggers: readonly Trigger[], names: ReadonlyMap<number, string>): ListedTrigger[] {
  return triggers.map((trigger) => {
    const warehouseNames = trigger.warehouseIds.map((id) => warehouseName(id, names));
    return { trigger, warehouseNames, searchText: normalizeSearch(warehouseNames.join('\n')) };
  });
}

export function countByStatus(triggers: readonly Pick<Trigger, 'status'>[]): Record<TriggerStatus, number> {
  const counts: Record<TriggerStatus, number> = { RELEVANT: 0, COMPLETED: 0, EXPIRED: 0 };
  for (const trigger of triggers) counts[trigger.status] += 1;
  return counts;
}

/** The triggers of one tab whose warehouse names contain the query (case-insensitive). */
export function filterTriggers(listed: readonly ListedTrigger[], status: TriggerStatus, query: string): ListedTrigger[] {
  const needle = normalizeSearch(query);
  return listed.filter((item) => item.trigger.status === status && (needle === '' || item.searchText.includes(needle)));
}
