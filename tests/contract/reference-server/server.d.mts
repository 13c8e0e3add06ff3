// Types of server.mjs for the TypeScript tests that import it.
import type { Server } from 'node:http';

export interface Answer {
  status: number;
  body?: unknown;
  contentType?: string;
  text?: string;
}

/** A deliberate deviation from the contract, for the conformance kit's tests. */
export interface Defect {
  skipAuthentication?: boolean;
  ignoreIdempotencyKey?: boolean;
  respond?: (answer: Answer, request: { operationId: string; method: string }) => Answer;
}

export function createReferenceServer(options: {
  botToken: string;
  maxInitDataAgeSeconds?: number;
  now?: () => number;
  defect?: Defect;
  /** openapi.yaml of the repository unless given. */
  contractFile?: string;
}): Server;
