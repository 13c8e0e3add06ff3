// Types of conformance.mjs for the TypeScript tests that import it.
import type { Contract } from './openapi.mjs';

export interface Finding {
  rule: string;
  message: string;
}

export interface VerifyResult {
  calls: { label: string; operationId: string; method: string; path: string; status: number; findings: Finding[] }[];
  /** Findings about the run as a whole: it stopped, or an operation never answered with success. */
  kitFindings: Finding[];
  /** Operations that never answered 2xx to a properly signed request. */
  notCovered: string[];
  findingCount: number;
  conforms: boolean;
}

export function rebaseDates<T>(value: T, now?: number): T;

export function verifyBackend(options: {
  contract: Contract;
  baseUrl: string;
  identity: { botToken?: string; initData?: string; userId: number };
  skip?: Set<string>;
  timeoutMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}): Promise<VerifyResult>;

export function summary(result: VerifyResult, skip?: Set<string>): string[];
