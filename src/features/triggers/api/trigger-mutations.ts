// The list's trigger actions; the form's create and update live in trigger-form-mutations.ts, out of the first load.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, dataOf, failureMessage } from '@/api/client';
import { updateCachedTriggers } from '@/api/triggers';
import { toast } from '@/shared/ui/toast';
import { withActive, withoutTrigger } from '../trigger-cache';

/** What a failed toggle tells the seller: the server's detail when it has one (docs/errors.md). */
export function toggleErrorMessage(error: unknown): string {
  return (
    (error instanceof ApiError && error.body?.detail) || failureMessage(error, 'Не удалось изменить статус таймслота')
  );
}

/** Starts or stops a trigger by sending the state it must end in, so a repeated request never flips it back. */
export function useToggleTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { triggerId: number; isActive: boolean }) => dataOf(api.PATCH('/api/v1/triggers', { body })),
    onSuccess: (_trigger, { triggerId, isActive }) =>
      updateCachedTriggers(queryClient, (list) => withActive(list, triggerId, isActive)),
    onError: (error) => toast.error(toggleErrorMessage(error)),
  });
}

export function useDeleteTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (triggerId: number) => dataOf(api.DELETE('/api/v1/triggers', { body: { triggerId } })),
    onSuccess: (_result, triggerId) => {
      updateCachedTriggers(queryClient, (list) => withoutTrigger(list, triggerId));
      toast.success('Таймслот успешно удален');
    },
    onError: (error) => toast.error(failureMessage(error, 'Не удалось удалить таймслот')),
  });
}
