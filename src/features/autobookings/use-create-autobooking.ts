import { useQueryClient } from '@tanstack/react-query';
import type { Autobooking } from '@/api/autobookings';
import { createAutobooking, type AutobookingCreate } from '@/api/autobooking-writes';
import { useIdempotencyKey } from '@/api/idempotency-attempt';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { useView } from '@/shared/navigation/use-view';
import { toast } from '@/shared/ui/toast';
import { autobookingsCount } from './autobooking-labels';
import { creditsNeeded } from './autobooking-rules';
import { createFailure } from './create-failure';

const spentBy = (payload: AutobookingCreate) => creditsNeeded(payload.dateType, payload.customDates ?? []);

/**
 * Creates an autobooking once per tap, with an `Idempotency-Key` per attempt (see {@link useIdempotencyKey}), then
 * shows it at the top of the list and takes its credits off the balance without asking the server again.
 */
export function useCreateAutobooking({ onCreated }: { onCreated: (created: Autobooking) => void }) {
  const queryClient = useQueryClient();
  const { setView } = useView();
  const idempotency = useIdempotencyKey<AutobookingCreate>();

  return useSingleFlightMutation({
    mutationFn: (payload: AutobookingCreate) =>
      createAutobooking(queryClient, payload, {
        idempotencyKey: idempotency.keyFor(payload),
        creditsSpent: spentBy(payload),
      }),
    onSuccess: (created, payload) => {
      const used = spentBy(payload);
      toast.success(
        used > 1
          ? `Автобронирование успешно создано (использовано ${autobookingsCount(used)})`
          : 'Автобронирование успешно создано',
      );
      onCreated(created);
    },
    onError: (error) => {
      const { title, message, action } = createFailure(error);
      toast.error(message, {
        title,
        action: action ? { label: action.label, onClick: () => setView(action.view) } : undefined,
      });
    },
    onSettled: (_created, error) => idempotency.settle(error),
  });
}
