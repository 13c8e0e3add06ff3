import { useCallback } from 'react';
import { useFlightsById } from '@/shared/lib/use-flights-by-id';
import { confirm } from '@/shared/ui/confirm';
import type { ListedTrigger } from '../trigger-list';
import { useDeleteTrigger, useToggleTrigger } from './trigger-mutations';

/**
 * The card actions of the list: start/stop, and delete after a confirmation (docs/triggers.md). What is under way is kept
 * here by trigger id, not in the cards: the list keeps its cards and refills them as a search changes it.
 */
export function useTriggerActions() {
  const { mutateAsync: toggleOnServer } = useToggleTrigger();
  const { mutateAsync: deleteOnServer } = useDeleteTrigger();
  const { pending: toggling, fly: flyToggle } = useFlightsById();
  const { pending: deleting, fly: flyDeletion } = useFlightsById();

  const toggle = useCallback(
    (item: ListedTrigger) =>
      flyToggle(item.trigger.id, (call) =>
        call(() => toggleOnServer({ triggerId: item.trigger.id, isActive: !item.trigger.isActive })),
      ),
    [flyToggle, toggleOnServer],
  );

  const remove = useCallback(
    (item: ListedTrigger) =>
      flyDeletion(item.trigger.id, async (call) => {
        const confirmed = await confirm({
          title: 'Удалить таймслот',
          message: `Таймслот «${item.warehouseNames.join(', ')}» будет удален, уведомления по нему больше не придут.`,
          confirmLabel: 'Удалить',
          destructive: true,
        });
        if (confirmed) await call(() => deleteOnServer(item.trigger.id));
      }),
    [flyDeletion, deleteOnServer],
  );

  return { toggle, remove, toggling, deleting };
}
