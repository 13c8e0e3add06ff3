import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Autobooking } from '@/api/autobookings';
import { changeAutobookingStatus, deleteAutobooking } from '@/api/autobooking-writes';
import { errorCodeOf } from '@/api/client';
import { failureMessage } from '@/api/failure-message';
import { useFlightsById } from '@/shared/lib/use-flights-by-id';
import { confirm, type ConfirmOptions } from '@/shared/ui/confirm';
import { toast } from '@/shared/ui/toast';
import { autobookingsCount } from './autobooking-labels';
import { refundOnDelete } from './autobooking-rules';

/**
 * The card actions of the list (docs/autobookings.md): archive, activate and delete, each after a confirmation, each keeping
 * the list, its counts and the balance right locally. A booking takes one action at a time.
 */
export function useAutobookingActions() {
  const queryClient = useQueryClient();
  const { pending: busyIds, fly } = useFlightsById();
  // Bookings the server refused to activate as expired: their card shows 'Срок истек' at once, whatever its dates say.
  const [expiredIds, setExpiredIds] = useState<ReadonlySet<number>>(() => new Set());

  const { mutateAsync: changeStatus } = useMutation({
    mutationFn: (change: { id: number; status: 'ACTIVE' | 'ARCHIVED' }) => changeAutobookingStatus(queryClient, change),
  });
  const { mutateAsync: deleteOnServer } = useMutation({
    mutationFn: (id: number) => deleteAutobooking(queryClient, id),
  });

  /**
   * Asks first, then calls the server and reports the outcome: `call` resolves with the success message.
   * Taps on a booking whose dialog or call is under way are ignored.
   */
  const confirmed = useCallback(
    (id: number, question: ConfirmOptions, call: () => Promise<string>, failure: string) =>
      fly(id, async (pendingCall) => {
        if (!(await confirm(question))) return;
        try {
          toast.success(await pendingCall(call));
        } catch (error) {
          if (errorCodeOf(error) === 'autobooking_expired') setExpiredIds((known) => new Set(known).add(id));
          toast.error(failureMessage(error, failure));
        }
      }),
    [fly],
  );

  const archive = useCallback(
    (booking: Autobooking) =>
      void confirmed(
        booking.id,
        {
          title: 'Архивировать автобронирование',
          message:
            'Автобронирование перестанет искать слоты. Его можно будет активировать снова, пока его даты не прошли.',
          confirmLabel: 'В архив',
        },
        async () => {
          await changeStatus({ id: booking.id, status: 'ARCHIVED' });
          return 'Автобронирование архивировано';
        },
        'Не удалось архивировать автобронирование',
      ),
    [confirmed, changeStatus],
  );

  const activate = useCallback(
    (booking: Autobooking) =>
      void confirmed(
        booking.id,
        {
          title: 'Активировать автобронирование',
          message: 'Автобронирование снова начнет искать слоты на свои даты.',
          confirmLabel: 'Активировать',
        },
        async () => {
          await changeStatus({ id: booking.id, status: 'ACTIVE' });
          return 'Автобронирование успешно обновлено';
        },
        'Не удалось обновить автобронирование',
      ),
    [confirmed, changeStatus],
  );

  const remove = useCallback(
    (booking: Autobooking) =>
      void confirmed(
        booking.id,
        {
          title: 'Удалить автобронирование',
          message: `Вам будет возвращено ${autobookingsCount(refundOnDelete(booking))}.`,
          confirmLabel: 'Удалить',
          destructive: true,
        },
        async () => {
          const refundedCount = await deleteOnServer(booking.id);
          return `Автобронирование успешно удалено, вам начислено ${autobookingsCount(refundedCount)}`;
        },
        'Не удалось удалить автобронирование',
      ),
    [confirmed, deleteOnServer],
  );

  return { archive, activate, remove, busyIds, expiredIds };
}
