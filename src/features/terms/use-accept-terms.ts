import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@/api/failure-message';
import { acceptTerms } from '@/api/user-writes';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { useView } from '@/shared/navigation/use-view';
import { closeMiniApp } from '@/shared/telegram/init';
import { toast } from '@/shared/ui/toast';

/**
 * Accepts the user agreement. Then (docs/account.md) the view becomes autobookings-main and the app closes,
 * returning the seller to the chat.
 */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  const { setView } = useView();
  return useSingleFlightMutation({
    mutationFn: () => acceptTerms(queryClient),
    onSuccess: () => {
      setView('autobookings-main', { replace: true });
      closeMiniApp();
    },
    onError: (error) => toast.error(failureMessage(error, 'Не удалось принять условия использования')),
  });
}
