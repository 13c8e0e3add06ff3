import { useQueryClient } from '@tanstack/react-query';
import { createAutobooking, type AutobookingCreate } from '@/api/autobooking-writes';
import { useIdempotencyKey } from '@/api/idempotency-attempt';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { useView } from '@/shared/navigation/use-view';
import type { AppForm } from '@/shared/ui/form/use-app-form';
import { toast } from '@/shared/ui/toast';
import { emptyAutobookingForm, type AutobookingFormValues } from './autobooking-form-schema';
import { autobookingsCount } from './autobooking-labels';
import { creditsNeeded } from './autobooking-rules';
import { createFailure } from './create-failure';

const spentBy = (payload: AutobookingCreate) => creditsNeeded(payload.dateType, payload.customDates ?? []);

/**
 * Sends the form: creates the autobooking once per tap, with an `Idempotency-Key` per attempt (see
 * {@link useIdempotencyKey}), shows it at the top of the list and takes its credits off the balance without asking
 * the server again, then empties the form and returns to the list. A failure keeps the form and names its cause.
 */
export function useCreateAutobooking(
  form: AppForm<AutobookingFormValues, AutobookingCreate>,
  {
    onCreated,
    onLeaveToFix,
  }: {
    /** Runs once the autobooking is created, before the form leaves for the list. */
    onCreated: (payload: AutobookingCreate) => void;
    /** Runs before a failure's action leaves the form for what is missing (the store, the terms, the account). */
    onLeaveToFix: () => void;
  },
) {
  const queryClient = useQueryClient();
  const { setView, returnTo } = useView();
  const idempotency = useIdempotencyKey<AutobookingCreate>();

  const create = useSingleFlightMutation({
    mutationFn: (payload: AutobookingCreate) =>
      createAutobooking(queryClient, payload, {
        idempotencyKey: idempotency.keyFor(payload),
        creditsSpent: spentBy(payload),
      }),
    onSuccess: (_created, payload) => {
      const used = spentBy(payload);
      toast.success(
        used > 1
          ? `Автобронирование успешно создано (использовано ${autobookingsCount(used)})`
          : 'Автобронирование успешно создано',
      );
      form.reset(emptyAutobookingForm);
      onCreated(payload);
      returnTo('autobookings-main');
    },
    onError: (error) => {
      const { title, message, action } = createFailure(error);
      toast.error(message, {
        title,
        action: action
          ? {
              label: action.label,
              onClick: () => {
                onLeaveToFix();
                setView(action.view);
              },
            }
          : undefined,
      });
    },
    onSettled: (_created, error) => idempotency.settle(error),
  });

  const submit = form.handleSubmit(
    (payload) => create.run(payload),
    () => toast.error('Не удалось отправить форму автобронирования'),
  );
  return { submit: () => void submit(), isPending: create.isPending };
}
