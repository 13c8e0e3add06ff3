// The form's writes, apart from the list's actions so that the start view's first load does not carry them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@/api/failure-message';
import { useIdempotencyKey } from '@/api/idempotency-attempt';
import { createTrigger, updateTrigger, type TriggerSettings } from '@/api/trigger-writes';
import { offerHomeScreenOnce } from '@/shared/telegram/home-screen';
import { toast } from '@/shared/ui/toast';

/**
 * Creates a trigger with an `Idempotency-Key` per attempt, so a retried create never makes a second trigger. The
 * seller's first trigger is when the app has shown its worth: Telegram then offers, once, to add it to the home
 * screen (docs/telegram.md).
 */
export function useCreateTrigger() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey<TriggerSettings>();
  return useMutation({
    mutationFn: (settings: TriggerSettings) => createTrigger(queryClient, settings, idempotency.keyFor(settings)),
    onSuccess: () => {
      toast.success('Таймслот успешно создан');
      void offerHomeScreenOnce();
    },
    onError: (error) => toast.error(failureMessage(error, 'Не удалось создать таймслот')),
    onSettled: (_created, error) => idempotency.settle(error),
  });
}

export function useUpdateTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { triggerId: number; settings: TriggerSettings }) => updateTrigger(queryClient, change),
    onSuccess: () => toast.success('Таймслот успешно обновлен'),
    onError: (error) => toast.error(failureMessage(error, 'Не удалось обновить таймслот')),
  });
}
