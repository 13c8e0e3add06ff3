import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { updateCachedUser } from '@/api/user';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';

/**
 * Unlinks the marketplace account. On success the supplier is forgotten locally and the
 * authorisation notice asks to authorise anew. A failure is only logged (docs/account.md) and keeps the supplier,
 * since the server still has it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () => api.POST('/api/v1/user/auth/logout'),
    onSuccess: () =>
      updateCachedUser(queryClient, (user) => ({
        ...user,
        supplierId: null,
        supplierName: null,
        authMessageSent: false,
      })),
    onError: (error) => console.warn('Logout failed', error),
  });
}
