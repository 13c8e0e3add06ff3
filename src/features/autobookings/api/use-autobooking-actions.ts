import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@/api/client';
import { autobookingsQueryKey, type Autobooking } from '@/api/autobookings';
import { updateCachedUser } from '@/api/user';
import { confirm } from '@/shared/ui/confirm';
import { toast } from '@/shared/ui/toast';
import { autobookingsCount } from '../autobooking-labels';
import { refundOnDelete } from '../autobooking-rules';
import { withoutDeleted, withStatus, type AutobookingPages } from '../autobookings-cache';

/**
 * The card actions of the list (SPEC §4): archive, activate and delete, each after a confirmation. A booking
 * takes one action at a time: taps on it while its dialog or call is under way are ignored.
 */
export function useAutobookingActions() {
  const queryClient = useQueryClient();
  const busy = useRef(new Set<number>());
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());

  const editList = useCallback(
    (change: (data: AutobookingPages) => AutobookingPages) =>
      queryClient.setQueryData<AutobookingPages>(autobookingsQueryKey, (data) => (data ? change(data) : data)),
    [queryClient],
  );

  const { mutateAsync: changeStatus } = useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'ACTIVE' | 'ARCHIVED' }) => dataOf(api.PUT('/api/v1/autobooking', { body: { id, status } })),
    onSuccess: (_, { id, status }) => editList((data) => withStatus(data, id, status)),
  });

  const { mutateAsync: deleteOnServer } = useMutation({
    mutationFn: (id: number) => dataOf(api.DELETE('/api/v1/autobooking', { body: { id } })),
    onSuccess: ({ refundedCount }, id) => {
      editList((data) => withoutDeleted(data, id));
      updateCachedUser(queryClient, (user) => ({ ...user, autobookingCount: user.autobookingCount + refundedCount }));
    },
  });

  const exclusive = useCallback(async (id: number, action: () => Promise<void>) => {
    if (busy.current.has(id)) return;
    busy.current.add(id);
    setBusyIds(new Set(busy.current));
    try {
      await action();
    } finally {
      busy.current.delete(id);
      setBusyIds(new Set(busy.current));
    }
  }, []);

  const archive = useCallback(
    (booking: Autobooking) =>
      exclusive(booking.id, async () => {
        const confirmed = await confirm({
          title: 'Архивировать автобронирование',
          message: 'Автобронирование перестанет искать слоты. Его можно будет активировать снова, пока его даты не прошли.',
          confirmLabel: 'В архив',
        });
        if (!confirmed) return;
        try {
          await changeStatus({ id: booking.id, status: 'ARCHIVED' });
          toast.success('Автобронирование архивировано');
        } catch {
          toast.error('Не удалось архивировать автобронирование');
        }
      }),
    [exclusive, changeStatus],
  );

  const activate = useCallback(
    (booking: Autobooking) =>
      exclusive(booking.id, async () => {
        const confirmed = await confirm({
          title: 'Активировать автобронирование',
          message: 'Автобронирование снова начнет искать слоты на свои даты.',
          confirmLabel: 'Активировать',
        });
        if (!confirmed) return;
        try {
          await changeStatus({ id: booking.id, status: 'ACTIVE' });
          toast.success('Автобронирование успешно обновлено');
        } catch {
          toast.error('Не удалось обновить автобронирование');
        }
      }),
    [exclusive, changeStatus],
  );

  const deleteBooking = useCallback(
    (booking: Autobooking) =>
      exclusive(booking.id, async () => {
        const confirmed = await confirm({
          title: 'Удалить автобронирование',
          message: `Вам будет возвращено ${autobookingsCount(refundOnDelete(booking))}.`,
          confirmLabel: 'Удалить',
          destructive: true,
        });
        if (!confirmed) return;
        try {
          const { refundedCount } = await deleteOnServer(booking.id);
          toast.success(`Автобронирование успешно удалено, вам начислено ${autobookingsCount(refundedCount)}`);
        } catch {
          toast.error('Не удалось удалить автобронирование');
        }
      }),
    [exclusive, deleteOnServer],
  );

  return { archive, activate, remove: deleteBooking, busyIds };
}
