import { useQueryClient } from '@tanstack/react-query';
import { logout } from '@/api/user-writes';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';

/**
 * Unlinks the marketplace account; then the authorisation notice asks to authorise anew. A failure is only logged
 * (docs/account.md) and keeps the supplier, since the server still has it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => logout(queryClient),
    onError: (error) => console.warn('Logout failed', error),
  });
}
