import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFlightsById } from '@/shared/lib/use-flights-by-id';
import type { ListedTrigger } from './trigger-list';

const loadWrites = () => import('./trigger-card-writes');

/**
 * The card actions of the list: start/stop, and delete after a confirmation (docs/triggers.md). What is under way is kept
 * here by trigger id, not in the cards: the list keeps its cards and refills them as a search changes it.
 */
export function useTriggerActions() {
  const queryClient = useQueryClient();
  const { pending: toggling, fly: flyToggle } = useFlightsById();
  const { pending: deleting, fly: flyDeletion } = useFlightsById();

  const toggle = useCallback(
    (item: ListedTrigger) =>
      void flyToggle(item.trigger.id, async (call) => (await loadWrites()).toggleOnServer(queryClient, item, call)),
    [flyToggle, queryClient],
  );

  const remove = useCallback(
    (item: ListedTrigger) =>
      void flyDeletion(item.trigger.id, async (call) =>
        (await loadWrites()).deleteAfterConfirmation(queryClient, item, call),
      ),
    [flyDeletion, queryClient],
  );

  return { toggle, remove, toggling, deleting };
}
