import { useCallback, useRef } from 'react';
import { useMutation, type DefaultError, type UseMutationOptions } from '@tanstack/react-query';

/**
 * `useMutation` whose `run` starts at most one call at a time. `isPending` reaches the screen a tick after
 * the tap (TanStack batches its notifications), so a fast double tap would otherwise send two requests.
 * Failures are handled in the options' `onError`; `run` itself never rejects.
 */
export function useSingleFlightMutation<TData, TVariables = void>(options: UseMutationOptions<TData, DefaultError, TVariables>) {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (variables: TVariables) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        await mutateAsync(variables);
      } catch {
        // Reported through the options' onError.
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync],
  );

  return { ...mutation, run };
}
