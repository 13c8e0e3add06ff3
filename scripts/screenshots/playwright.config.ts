import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// `npm run screenshots`: every view in light and dark at two phone sizes, for design review. Same test build, Prism
// and fixed clock as the e2e tests (same ports: E2E_PRISM_PORT / E2E_APP_PORT); the pictures go to screenshots/
// (or SCREENSHOTS_DIR).
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screens.spec.ts',
  outputDir: '../../test-results/screenshots',
  expect: { timeout: 15_000 },
  projects: [
    { name: '390x844', use: { viewport: { width: 390, height: 844 } } },
    { name: '360x740', use: { viewport: { width: 360, height: 740 } } },
  ],
  webServer: (Array.isArray(base.webServer) ? base.webServer : []).map((server) => ({
    ...server,
    // Relative to the repository, as in the e2e config.
    cwd: new URL('../..', import.meta.url).pathname,
  })),
});
