// Dev and e2e builds only: Prism checks every request and answer against openapi.yaml (as the mock, and as the
// validating proxy in front of the stateful backend) and lists what breaks the contract in its `sl-violations`
// header. The dev panel shows them, so a call that breaks the contract is seen where it happens.
import type { Middleware } from 'openapi-fetch';

export interface ContractViolation {
  /** e.g. `POST /api/v1/triggers` */
  call: string;
  /** Where in the request or answer, e.g. `request.body`. */
  location: string;
  message: string;
}

/** Enough to read the latest ones; older ones are dropped. */
const kept = 50;

type Listener = () => void;
const listeners = new Set<Listener>();
let violations: readonly ContractViolation[] = [];

export const contractViolations = {
  getSnapshot: () => violations,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  clear: () => replace([]),
};

function replace(next: readonly ContractViolation[]) {
  violations = next;
  for (const listener of listeners) listener();
}

/** The errors of Prism's `sl-violations` header (warnings and unreadable headers give none). */
export function violationsOf(header: string | null, call: string): ContractViolation[] {
  if (!header) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(header);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { severity, location, message } = item as { severity?: unknown; location?: unknown; message?: unknown };
    if (severity !== 'Error' || typeof message !== 'string') return [];
    return [{ call, location: Array.isArray(location) ? location.join('.') : '', message }];
  });
}

/** Records the violations Prism reports for each call. */
export function contractViolationsMiddleware(): Middleware {
  return {
    onResponse({ request, response }) {
      const found = violationsOf(
        response.headers.get('sl-violations'),
        `${request.method} ${new URL(request.url).pathname}`,
      );
      if (found.length) replace([...found, ...violations].slice(0, kept));
      return undefined;
    },
  };
}
