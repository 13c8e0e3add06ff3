import { useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api/user-writes';
import { failureMessage } from '@/api/failure-message';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { toast } from '@/shared/ui/toast';

/**
 * Unlinks the marketplace account; then the authorisation notice asks to authorise anew. A failure is reported and
 * keeps the supplier, since the server still has it (docs/account.md).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => logout(queryClient),
    onError: (error) => toast.error(failureMessage(error, 'Не удалось выйти из аккаунта')),
  });
}
