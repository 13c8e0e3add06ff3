import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from '@/api/client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Reads retry twice on dropped connections and server errors, never on a 4xx answer.
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: false,
      },
      // Mutations spend credits and money: they never repeat on their own.
      mutations: { retry: false },
    },
  });
}
