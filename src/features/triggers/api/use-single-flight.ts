import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so a double tap runs it once: a second call while the first is still
 * running is dropped. Needed on top of disabled buttons because TanStack Query re-renders the
 * pending state a tick later, after a fast second tap may already have arrived.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>): (...args: A) => void {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  return useCallback((...args: A) => {
    if (running.current) return;
    running.current = true;
    latest
      .current(...args)
      // Failures are reported by the mutation's own onError; the caller only needs the flight to end.
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  }, []);
}
