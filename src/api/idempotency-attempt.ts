import { useMemo, useRef } from 'react';
import { ApiError, errorCodeOf, isRetryable } from './client';

/** Whether the server answered 2xx (so it acted) but the body could not be read as the JSON the contract promises. */
function isUnreadableSuccess(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 200 && error.status < 300;
}

/** One attempt at a call that must take effect once (a booking, a payment) and the `Idempotency-Key` naming it to the backend. */
export interface IdempotencyAttempt<TBody> {
  key: string;
  body: TBody;
}

/**
 * A random RFC 4122 version-4 id from `crypto.getRandomValues`, which every supported engine has
 * (`crypto.randomUUID` is missing before iOS 15.4); a few lines instead of a package in the first load.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The attempt a send belongs to: the open attempt when the body is unchanged, so the server answers it once
 * however often it arrives; any change to the body makes a new attempt with a new key.
 */
export function attemptFor<TBody>(
  open: IdempotencyAttempt<TBody> | undefined,
  body: TBody,
  newKey: () => string,
): IdempotencyAttempt<TBody> {
  if (open && JSON.stringify(open.body) === JSON.stringify(body)) return open;
  return { key: newKey(), body };
}

/**
 * The attempt still open once its call ended (`error` is null after a success). Only a failure without a definite
 * answer — dropped connection, timeout, 5xx, 408, 429, a 2xx whose body could not be read, or
 * `idempotency_in_progress` (the first request with this key is still running) — keeps it: the server may have
 * acted, so sending the same body again must reuse the key. A definite answer closes it: after a readable 2xx the
 * next send is a new action, and after any other 4xx the server would only replay the refusal it stored for that key.
 */
export function openAfter<TBody>(
  attempt: IdempotencyAttempt<TBody> | undefined,
  error: unknown,
): IdempotencyAttempt<TBody> | undefined {
  const unanswered =
    isRetryable(error) || isUnreadableSuccess(error) || errorCodeOf(error) === 'idempotency_in_progress';
  return error != null && unanswered ? attempt : undefined;
}

/**
 * Idempotency keys for one form's sends: `keyFor(body)` before each call, `settle(error)` once it ended
 * (TanStack's `onSettled` passes null for a success). One call at a time (see useSingleFlightMutation).
 */
export function useIdempotencyKey<TBody>() {
  const open = useRef<IdempotencyAttempt<TBody>>(undefined);
  return useMemo(
    () => ({
      keyFor(body: TBody): string {
        open.current = attemptFor(open.current, body, newIdempotencyKey);
        return open.current.key;
      },
      settle(error: unknown) {
        open.current = openAfter(open.current, error);
      },
    }),
    [],
  );
}
