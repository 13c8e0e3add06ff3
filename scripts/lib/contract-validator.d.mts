// Types of contract-validator.mjs for the TypeScript tests that import it.
import type { Contract } from './openapi.mjs';

export interface Violation {
  /** JSON pointer into the validated value. */
  path: string;
  /** The schema keyword and where it is in the contract. */
  rule: string;
  message: string;
  /** The value found at `path` (undefined when missing). */
  actual: unknown;
}

export function preview(value: unknown, max?: number): string;
export function createContractValidator(contract: Contract): {
  validate(pointer: string, value: unknown): Violation[];
  /** Against a schema object that holds no `$ref` (e.g. a parameter's). */
  validateValue(schema: object, value: unknown): Violation[];
};
