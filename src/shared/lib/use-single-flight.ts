import { useCallback, useLayoutEffect, useRef } from 'react';
import { useMutation, type DefaultError, type UseMutationOptions } from '@tanstack/react-query';

/**
 * Wraps an async action so a double tap runs it once: a call while the previous one is still running is dropped.
 * Needed on top of disabled buttons because TanStack Query re-renders the pending state a tick later (it batches
 * its notifications), after a fast second tap may already have arrived. The returned function resolves once the
 * flight ended and never rejects: failures are reported by the action itself (a mutation's onError).
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
): (...args: A) => Promise<void> {
  const running = useRef(false);
  const latest = useRef(action);
  // Before any event of the committed render can call it.
  useLayoutEffect(() => {
    latest.current = action;
  });
  return useCallback(async (...args: A) => {
    if (running.current) return;
    running.current = true;
    try {
      await latest.current(...args);
    } catch {
      // Reported by the action itself; the caller only needs the flight to end.
    } finally {
      running.current = false;
    }
  }, []);
}

/** `useMutation` whose `run` starts at most one call at a time (see {@link useSingleFlight}); failures go to the options' `onError`. */
export function useSingleFlightMutation<TData, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
) {
  const mutation = useMutation(options);
  const run = useSingleFlight((variables: TVariables) => mutation.mutateAsync(variables));
  return { ...mutation, run };
}
