// `npm run test:contract`: the contract tests; operations.test.ts starts Prism mocking openapi.yaml on 127.0.0.1:4011.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  resolve: {
    alias: {
      '@': `${root}src`,
      '@generated': `${root}generated`,
    },
  },
  test: {
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    // One worker's modules for all files (the contract, the reference server, the kit load once); none mocks any.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
