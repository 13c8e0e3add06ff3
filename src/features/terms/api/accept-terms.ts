import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { updateCachedUser } from '@/api/user';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { useView } from '@/shared/navigation/use-view';
import { closeMiniApp } from '@/shared/telegram/init';
import { toast } from '@/shared/ui/toast';

/**
 * Records the seller's acceptance of the user agreement. Then (docs/account.md) the view becomes autobookings-main and
 * the app closes, returning the seller to the chat.
 */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  const { setView } = useView();
  return useSingleFlightMutation({
    mutationFn: () => api.POST('/api/v1/user/update', { body: { agreeTerms: true } }),
    onSuccess: () => {
      updateCachedUser(queryClient, (user) => ({ ...user, agreeTerms: true }));
      setView('autobookings-main', { replace: true });
      closeMiniApp();
    },
    onError: () => toast.error('Не удалось принять условия использования'),
  });
}
