// `npm run test:webkit`: the smoke journeys in real WebKit. global-setup.ts builds and serves the app, starts Prism,
// Xvfb and WebKitWebDriver and one MiniBrowser session; the tests run one after another in that browser.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  test: {
    include: ['tests/webkit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/webkit/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    // The build, the servers and the browser start in the global setup, which may take minutes on a busy machine.
    hookTimeout: 300_000,
  },
});
