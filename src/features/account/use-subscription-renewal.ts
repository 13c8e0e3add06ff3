import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@/api/failure-message';
import { setSubscriptionRenewal } from '@/api/payments';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { toast } from '@/shared/ui/toast';

/**
 * Switches the renewal of the seller's Stars subscription off or on (docs/payments.md#lifecycles). A failure keeps the
 * state the server still has, and says so.
 */
export function useSubscriptionRenewal() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (autoRenew: boolean) => setSubscriptionRenewal(queryClient, autoRenew),
    onSuccess: (renewal) => toast.success(renewal.autoRenew ? 'Автопродление включено' : 'Автопродление отключено'),
    onError: (error) => toast.error(failureMessage(error, 'Не удалось изменить автопродление')),
  });
}
