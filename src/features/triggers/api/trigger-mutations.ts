import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SchemaTriggerCreate } from '@generated/schema';
import { ApiError, api, dataOf, failureMessage } from '@/api/client';
import { triggersQueryKey, type Trigger } from '@/api/triggers';
import { useIdempotencyKey } from '@/api/idempotency-attempt';
import { toast } from '@/shared/ui/toast';
import { withActive, withCreated, withUpdated, withoutTrigger } from '../trigger-cache';

function updateCachedTriggers(queryClient: QueryClient, change: (list: readonly Trigger[]) => Trigger[]) {
  queryClient.setQueryData<Trigger[]>(triggersQueryKey, (list) => (list ? change(list) : list));
}

/** Creates a trigger with an `Idempotency-Key` per attempt, so a retried create never makes a second trigger. */
export function useCreateTrigger() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey<SchemaTriggerCreate>();
  return useMutation({
    mutationFn: (body: SchemaTriggerCreate) =>
      dataOf(
        api.POST('/api/v1/triggers', { body, params: { header: { 'Idempotency-Key': idempotency.keyFor(body) } } }),
      ),
    onSuccess: (created) => {
      updateCachedTriggers(queryClient, (list) => withCreated(list, created));
      toast.success('Таймслот успешно создан');
    },
    onError: (error) => toast.error(failureMessage(error, 'Не удалось создать таймслот')),
    onSettled: (_created, error) => idempotency.settle(error),
  });
}

export function useUpdateTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ triggerId, settings }: { triggerId: number; settings: SchemaTriggerCreate }) =>
      dataOf(api.PUT('/api/v1/triggers', { body: { triggerId, ...settings } })),
    onSuccess: (_updated, { triggerId, settings }) => {
      updateCachedTriggers(queryClient, (list) => withUpdated(list, triggerId, settings));
      toast.success('Таймслот успешно обновлен');
    },
    onError: (error) => toast.error(failureMessage(error, 'Не удалось обновить таймслот')),
  });
}

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
