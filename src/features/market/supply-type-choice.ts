import { useSyncExternalStore } from 'react';
import type { SupplyType } from '@/domain/supply-types';

/**
 * The supply type the table shows, kept outside the view's state: a tap on the switch redraws the switch and the
 * table that read it, not the whole view around them.
 */
export function createSupplyTypeChoice(initial: SupplyType) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (next: SupplyType) => {
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type SupplyTypeChoice = ReturnType<typeof createSupplyTypeChoice>;

export function useSupplyType(choice: SupplyTypeChoice): SupplyType {
  return useSyncExternalStore(choice.subscribe, choice.get);
}
