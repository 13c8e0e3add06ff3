import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, failureMessage } from '@/api/client';
import { deleteTrigger, toggleTrigger } from '@/api/triggers';
import { useFlightsById } from '@/shared/lib/use-flights-by-id';
import { confirm } from '@/shared/ui/confirm';
import { toast } from '@/shared/ui/toast';
import type { ListedTrigger } from './trigger-list';

/** What a failed toggle tells the seller: the server's detail when it has one (docs/errors.md). */
export function toggleErrorMessage(error: unknown): string {
  return (
    (error instanceof ApiError && error.body?.detail) || failureMessage(error, 'Не удалось изменить статус таймслота')
  );
}

/**
 * The card actions of the list: start/stop, and delete after a confirmation (docs/triggers.md). What is under way is kept
 * here by trigger id, not in the cards: the list keeps its cards and refills them as a search changes it.
 */
export function useTriggerActions() {
  const queryClient = useQueryClient();
  const { mutateAsync: toggleOnServer } = useMutation({
    mutationFn: (body: { triggerId: number; isActive: boolean }) => toggleTrigger(queryClient, body),
    onError: (error) => toast.error(toggleErrorMessage(error)),
  });
  const { mutateAsync: deleteOnServer } = useMutation({
    mutationFn: (triggerId: number) => deleteTrigger(queryClient, triggerId),
    onSuccess: () => toast.success('Таймслот успешно удален'),
    onError: (error) => toast.error(failureMessage(error, 'Не удалось удалить таймслот')),
  });
  const { pending: toggling, fly: flyToggle } = useFlightsById();
  const { pending: deleting, fly: flyDeletion } = useFlightsById();

  const toggle = useCallback(
    (item: ListedTrigger) =>
      void flyToggle(item.trigger.id, (call) =>
        call(() => toggleOnServer({ triggerId: item.trigger.id, isActive: !item.trigger.isActive })),
      ),
    [flyToggle, toggleOnServer],
  );

  const remove = useCallback(
    (item: ListedTrigger) =>
      void flyDeletion(item.trigger.id, async (call) => {
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
