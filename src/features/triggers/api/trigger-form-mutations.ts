// The form's writes, apart from the list's actions so that the start view's first load does not carry them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchemaTriggerCreate } from '@generated/schema';
import { api, dataOf, failureMessage } from '@/api/client';
import { updateCachedTriggers } from '@/api/triggers';
import { useIdempotencyKey } from '@/api/idempotency-attempt';
import { toast } from '@/shared/ui/toast';
import { withCreated, withUpdated } from '../trigger-cache';

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
