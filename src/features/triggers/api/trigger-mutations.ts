import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SchemaTriggerCreate } from '@generated/schema';
import { ApiError, api, dataOf } from '@/api/client';
import { triggersQueryKey, type Trigger } from '@/api/triggers';
import { toast } from '@/shared/ui/toast';
import { withCreated, withToggled, withUpdated, withoutTrigger } from '../trigger-cache';

function updateCachedTriggers(queryClient: QueryClient, change: (list: readonly Trigger[]) => Trigger[]) {
  queryClient.setQueryData<Trigger[]>(triggersQueryKey, (list) => (list ? change(list) : list));
}

export function useCreateTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchemaTriggerCreate) => dataOf(api.POST('/api/v1/triggers', { body })),
    onSuccess: (created) => {
      updateCachedTriggers(queryClient, (list) => withCreated(list, created));
      toast.success('Таймслот успешно создан');
    },
    onError: () => toast.error('Не удалось создать таймслот'),
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
    onError: () => toast.error('Не удалось обновить таймслот'),
  });
}

/** What a failed toggle tells the seller: the server's detail when it has one (docs/errors.md). */
export function toggleErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.body?.detail) || 'Не удалось изменить статус таймслота';
}

export function useToggleTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (triggerId: number) => dataOf(api.PATCH('/api/v1/triggers', { body: { triggerId } })),
    onSuccess: (_toggled, triggerId) => updateCachedTriggers(queryClient, (list) => withToggled(list, triggerId)),
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
    onError: () => toast.error('Не удалось удалить таймслот'),
  });
}
