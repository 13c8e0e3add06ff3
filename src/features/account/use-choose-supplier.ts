import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '@/api/client';
import type { Supplier } from '@/api/supplier-accounts';
import { chooseSupplier } from '@/api/user-writes';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { toast } from '@/shared/ui/toast';

/** Links the chosen supplier account, then `onChosen`; a failure is told in a toast. */
export function useChooseSupplier(onChosen: () => void) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (supplier: Supplier) => chooseSupplier(queryClient, supplier),
    onSuccess: onChosen,
    onError: (error) => toast.error(failureMessage(error, 'Не удалось сохранить поставщика')),
  });
}
