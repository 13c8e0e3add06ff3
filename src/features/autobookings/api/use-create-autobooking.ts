import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, dataOf, isRetryable } from '@/api/client';
import { autobookingsQueryKey, type Autobooking } from '@/api/autobookings';
import { updateCachedUser } from '@/api/user';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight-mutation';
import { useView } from '@/shared/navigation/use-view';
import { toast } from '@/shared/ui/toast';
import { autobookingsCount } from '../autobooking-labels';
import { creditsNeeded } from '../autobooking-rules';
import type { AutobookingCreate } from '../autobooking-form-schema';
import { withCreated, type AutobookingPages } from '../autobookings-cache';
import { attemptFor, type CreateAttempt } from './create-attempt';
import { createFailure } from './create-failure';

/**
 * Creates an autobooking once per tap, with an `Idempotency-Key` per attempt (see {@link attemptFor}), then
 * shows it at the top of the list and takes its credits off the balance without asking the server again.
 */
export function useCreateAutobooking({ onCreated }: { onCreated: (created: Autobooking) => void }) {
  const queryClient = useQueryClient();
  const { setView } = useView();
  // The attempt whose call ended without a definite answer: sending the same form again must reuse its key.
  const unanswered = useRef<CreateAttempt>(undefined);

  return useSingleFlightMutation({
    mutationFn: (payload: AutobookingCreate) => {
      const attempt = attemptFor(unanswered.current, payload, () => crypto.randomUUID());
      unanswered.current = attempt;
      return dataOf(api.POST('/api/v1/autobooking', { body: payload, params: { header: { 'Idempotency-Key': attempt.key } } }));
    },
    onSuccess: (created, payload) => {
      unanswered.current = undefined;
      const used = creditsNeeded(payload.dateType, payload.customDates ?? []);
      queryClient.setQueryData<AutobookingPages>(autobookingsQueryKey, (data) => (data ? withCreated(data, created) : data));
      updateCachedUser(queryClient, (user) => ({ ...user, autobookingCount: Math.max(0, user.autobookingCount - used) }));
      toast.success(used > 1 ? `Автобронирование успешно создано (использовано ${autobookingsCount(used)})` : 'Автобронирование успешно создано');
      onCreated(created);
    },
    onError: (error) => {
      // A definite refusal is final: the server would answer the same key with the same refusal.
      if (!isRetryable(error)) unanswered.current = undefined;
      const { title, message, action } = createFailure(error);
      toast.error(message, { title, action: action ? { label: action.label, onClick: () => setView(action.view) } : undefined });
    },
  });
}
