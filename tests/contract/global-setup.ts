// Starts Prism mocking openapi.yaml (`prism mock openapi.yaml --host 127.0.0.1 --port 4011`) for the contract tests
// and stops it, with everything it spawned, when they are done.
import type { TestProject } from 'vitest/node';
import { startPrism } from '../../scripts/lib/prism.mjs';

/** The port of the contract tests' Prism: CONTRACT_PRISM_PORT, or 4011. */
export const prismPort = Number(process.env.CONTRACT_PRISM_PORT ?? 4011);

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the Prism mock, e.g. http://127.0.0.1:4011. */
    prismUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const prism = await startPrism({ args: ['mock', 'openapi.yaml'], port: prismPort });
  project.provide('prismUrl', prism.url);
  return async () => {
    await prism.stop();
  };
}
