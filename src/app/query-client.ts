import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isRetryable, isTimeout } from '@/api/client';
import { noteSupplierAuthRevoked } from '@/api/supplier-auth-state';

/** The longest `Retry-After` a loading screen waits out; a longer one shows the error page and its retry button. */
export const MAX_READ_RETRY_AFTER_MS = 10_000;

function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.retryAfterMs : undefined;
}

/**
 * Whether a failed read is tried again: once, on a dropped connection, a server error, 408 or 429, so a passing
 * blip goes unnoticed while a real failure reaches its error page within about a second (docs/errors.md). Never on
 * another 4xx answer (asking again gets the same refusal), never after a timeout (the seller has already waited the
 * whole timeout, so the error page with its retry button comes at once), and never when the server asks to wait
 * longer than {@link MAX_READ_RETRY_AFTER_MS}.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  const retryAfter = retryAfterOf(error);
  return (
    failureCount < 1 &&
    isRetryable(error) &&
    !isTimeout(error) &&
    (retryAfter === undefined || retryAfter <= MAX_READ_RETRY_AFTER_MS)
  );
}

/** The pause before a failed read is tried again: what the server's `Retry-After` asks for, else `baseMs` (1 s). */
export function readRetryDelay(error?: unknown, baseMs = 1000): number {
  return retryAfterOf(error) ?? baseMs;
}

/** `retryBaseMs`: the pause before a failed read is tried again (test builds shorten it, `?retryDelay=`). */
export function createQueryClient({ retryBaseMs = 1000 }: { retryBaseMs?: number } = {}) {
  // Any read or write the backend refuses with `403 supplier_auth_revoked` tells the app the authorisation is gone.
  const onError = (error: unknown) => noteSupplierAuthRevoked(queryClient, error);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: (_attempt, error) => readRetryDelay(error, retryBaseMs),
        refetchOnWindowFocus: false,
      },
      // Mutations spend credits and money: they never repeat on their own.
      mutations: { retry: false },
    },
  });
  return queryClient;
}
