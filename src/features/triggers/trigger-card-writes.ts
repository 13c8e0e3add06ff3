// The card actions' calls, loaded on the first start/stop or delete (prefetched once the list is on screen): the
// mutations, the confirmation and the toasts are nothing the list needs to draw.
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { failureMessage } from '@/api/failure-message';
import { deleteTrigger, toggleTrigger } from '@/api/trigger-writes';
import type { PendingCall } from '@/shared/lib/use-flights-by-id';
import { confirm } from '@/shared/ui/confirm';
import { toast } from '@/shared/ui/toast';
import type { ListedTrigger } from './trigger-list';

/** What a failed toggle tells the seller: the server's detail when it has one (docs/errors.md). */
export function toggleErrorMessage(error: unknown): string {
  return (
    (error instanceof ApiError && error.body?.detail) || failureMessage(error, 'Не удалось изменить статус таймслота')
  );
}

/** Starts or stops the trigger on the server (a mutation of the cache, as a `useMutation` would run it). */
export function toggleOnServer(queryClient: QueryClient, item: ListedTrigger, call: PendingCall): Promise<unknown> {
  const mutation = new MutationObserver(queryClient, {
    mutationFn: (body: { triggerId: number; isActive: boolean }) => toggleTrigger(queryClient, body),
    onError: (error) => toast.error(toggleErrorMessage(error)),
  });
  return call(() => mutation.mutate({ triggerId: item.trigger.id, isActive: !item.trigger.isActive }));
}

/** Deletes the trigger once the seller confirms it. */
export async function deleteAfterConfirmation(
  queryClient: QueryClient,
  item: ListedTrigger,
  call: PendingCall,
): Promise<unknown> {
  const confirmed = await confirm({
    title: 'Удалить таймслот',
    message: `Таймслот «${item.warehouseNames.join(', ')}» будет удален, уведомления по нему больше не придут.`,
    confirmLabel: 'Удалить',
    destructive: true,
  });
  if (!confirmed) return;
  const mutation = new MutationObserver(queryClient, {
    mutationFn: (triggerId: number) => deleteTrigger(queryClient, triggerId),
    onSuccess: () => toast.success('Таймслот успешно удален'),
    onError: (error) => toast.error(failureMessage(error, 'Не удалось удалить таймслот')),
  });
  return call(() => mutation.mutate(item.trigger.id));
}
