import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { Supplier } from '@/api/supplier-accounts';
import { updateCachedUser } from '@/api/user';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { toast } from '@/shared/ui/toast';

/** Links the chosen supplier account; the header shows its name from the cached user. */
export function useChooseSupplier(onChosen: () => void) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (supplier: Supplier) => api.POST('/api/v1/user/update', { body: { supplierId: supplier.id } }),
    onSuccess: (_answer, supplier) => {
      updateCachedUser(queryClient, (user) => ({ ...user, supplierId: supplier.id, supplierName: supplier.name }));
      onChosen();
    },
    onError: () => toast.error('Не удалось сохранить поставщика'),
  });
}
