import type { AutobookingCreate } from '../autobooking-form-schema';

/** One submission attempt of the form and the `Idempotency-Key` that identifies it to the backend. */
export interface CreateAttempt {
  key: string;
  payload: AutobookingCreate;
}

function samePayload(a: AutobookingCreate, b: AutobookingCreate): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The attempt a submit belongs to. After a call that failed without a definite answer (dropped connection,
 * timeout, server error) the booking may exist already, so sending the same form again reuses the key and can
 * never book twice; any change makes it a new attempt with a new key.
 */
export function attemptFor(unanswered: CreateAttempt | undefined, payload: AutobookingCreate, newKey: () => string): CreateAttempt {
  if (unanswered && samePayload(unanswered.payload, payload)) return unanswered;
  return { key: newKey(), payload };
}
