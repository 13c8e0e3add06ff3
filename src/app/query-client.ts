import { QueryClient } from '@tanstack/react-query';
import { isRetryable, isTimeout } from '@/api/client';

/**
 * Whether a failed read is tried again: twice, on dropped connections and server errors. Never on a 4xx answer
 * (asking again gets the same refusal) and never after a timeout: the seller has already waited the whole
 * timeout, so the error page with its retry button comes at once instead of after two more waits.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isRetryable(error) && !isTimeout(error);
}

/** The pause before retry number `attempt` (1, 2): 1 s, then 2 s. */
export function readRetryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
      },
      // Mutations spend credits and money: they never repeat on their own.
      mutations: { retry: false },
    },
  });
}
