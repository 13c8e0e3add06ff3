import type { Trigger } from '@/api/triggers';
import type { WarehouseNameOf } from '@/domain/warehouse-names';
import { normalizeSearch } from '@/shared/lib/search-text';
import type { TriggerStatus } from './trigger-options';

/** A trigger with its warehouse names resolved and its search text prepared once. */
export interface ListedTrigger {
  trigger: Trigger;
  warehouseNames: string[];
  /** The list's names of warehouses, for those its finds name. */
  nameOf: WarehouseNameOf;
  searchText: string;
}

function listTrigger(trigger: Trigger, nameOf: WarehouseNameOf): ListedTrigger {
  const warehouseNames = trigger.warehouseIds.map(nameOf);
  return { trigger, warehouseNames, nameOf, searchText: normalizeSearch(warehouseNames.join('\n')) };
}

/**
 * The list entries of `triggers`. With a `cache`, a trigger object seen before keeps its entry, so after a
 * toggle or an edit (which replace one trigger in the list) only that card renders again.
 */
export function listTriggers(
  triggers: readonly Trigger[],
  nameOf: WarehouseNameOf,
  cache?: WeakMap<Trigger, ListedTrigger>,
): ListedTrigger[] {
  return triggers.map((trigger) => {
    const known = cache?.get(trigger);
    if (known) return known;
    const item = listTrigger(trigger, nameOf);
    cache?.set(trigger, item);
    return item;
  });
}

function countByStatus(triggers: readonly Pick<Trigger, 'status'>[]): Record<TriggerStatus, number> {
  const counts: Record<TriggerStatus, number> = { RELEVANT: 0, COMPLETED: 0, EXPIRED: 0 };
  for (const trigger of triggers) counts[trigger.status] += 1;
  return counts;
}

/** The triggers, of every tab, whose warehouse names contain the query (case-insensitive). */
export function searchTriggers(listed: readonly ListedTrigger[], query: string): ListedTrigger[] {
  const needle = normalizeSearch(query);
  return needle === '' ? [...listed] : listed.filter((item) => item.searchText.includes(needle));
}

/**
 * The number on each tab: the triggers of that status that match the search, so a seller sees at once in which
 * tab the warehouse they look for has triggers (the autobooking list's counts follow its search the same way).
 */
export function countFound(found: readonly ListedTrigger[]): Record<TriggerStatus, number> {
  return countByStatus(found.map((item) => item.trigger));
}

/** The triggers of one tab among those found. */
export function filterTriggers(found: readonly ListedTrigger[], status: TriggerStatus): ListedTrigger[] {
  return found.filter((item) => item.trigger.status === status);
}
