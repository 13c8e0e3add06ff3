import { defineConfig, devices } from '@playwright/test';
import type { EngineOptions } from './tests/e2e/fixtures';
import { chromiumPath, headlessShellPath, quietFlags } from './scripts/lib/chromium.mjs';

const prismPort = Number(process.env.E2E_PRISM_PORT ?? 4020);
const appPort = Number(process.env.E2E_APP_PORT ?? 4180);
// E2E_DEV=1 runs against the Vite dev server (fresh code, no build) for quick local iteration.
const useDevServer = process.env.E2E_DEV === '1';
// E2E_DIST names a test build made beforehand (`npm test` builds it once for this suite and the WebKit one).
const prebuilt = process.env.E2E_DIST;
const outDir = prebuilt ?? `dist-e2e-${appPort}`;
// The crawl's app: the same test build with React's development build, whose warnings (duplicate keys…) fail it.
// The other tests run React's production build, as sellers do: the development build cost the renderers about a
// fifth more CPU.
const reactDevPort = Number(process.env.E2E_REACT_DEV_PORT ?? appPort + 1);
const reactDevOutDir = `${outDir}-react-dev`;
const reactDevTests = /crawl\.spec\.ts$/;
// Telegram Web runs the app in a third-party frame of a full browser, whose rules for that frame's storage (blocked)
// the headless shell the other tests run in does not have.
const fullBrowserTests = /telegram-web\.spec\.ts$/;

/** Serves the test build in `dir` (building it first unless `npm test` built it) on `port`, Prism behind /api. */
function testBuildServer(dir: string, port: number, reactBuild: 'production' | 'development') {
  const build = `${reactBuild === 'development' ? 'NODE_ENV=development ' : ''}npx vite build --mode e2e --outDir ${dir} --emptyOutDir --logLevel warn`;
  return {
    command: useDevServer
      ? `npx vite --port ${port}`
      : `${prebuilt ? '' : `${build} && `}npx vite preview --mode e2e --outDir ${dir} --port ${port}`,
    url: `http://127.0.0.1:${port}`,
    env: { PRISM_URL: `http://127.0.0.1:${prismPort}`, APP_VERSION: 'e2e' },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  };
}

// No host but the test servers: no test reaches the internet (the product photos of the contract's examples live on
// the marketplace's CDN), and without a catch-all `page.route` every request goes straight to the network instead
// of through the test process (route interception doubled the browser's CPU).
const offline = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

/** E2E tests run a test build (mocked Telegram, scenario switch) against Prism serving the contract. */
export default defineConfig<EngineOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Budgets for a busy machine, not a quiet one: an expectation waits for a state and passes the moment it holds,
  // so a generous budget costs nothing on a passing run, while a tight one fails a slow-but-correct run by chance.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${appPort}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: false,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Recording a trace costs about a third of the browser's CPU: CI records the retry of a failed test only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: headlessShellPath, args: [...quietFlags, offline] },
  },
  projects: [
    { name: 'chromium', testIgnore: [reactDevTests, fullBrowserTests] },
    {
      name: 'chromium, full browser',
      testMatch: fullBrowserTests,
      use: { launchOptions: { executablePath: chromiumPath, args: [...quietFlags, offline] } },
    },
    {
      name: 'chromium, React development build',
      testMatch: reactDevTests,
      use: { baseURL: `http://127.0.0.1:${useDevServer ? appPort : reactDevPort}` },
    },
    // The main journeys (tagged @smoke) again, without every API the oldest supported engines lack
    // (tests/e2e/oldest-engine.ts, docs/supported-clients.md). Only those: the suite does not run twice.
    { name: 'oldest-engine', grep: /@smoke/, use: { oldestEngine: true } },
  ],
  webServer: [
    {
      // Warnings and errors only: its line for every request cost about a third of its CPU, and the tests read
      // violations from its answers (`sl-violations`).
      command: `npx prism mock openapi.yaml --host 127.0.0.1 --port ${prismPort} --verboseLevel warn`,
      url: `http://127.0.0.1:${prismPort}/api/v1/user`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    testBuildServer(outDir, appPort, 'production'),
    // The dev server (E2E_DEV=1) runs React's development build already.
    ...(useDevServer ? [] : [testBuildServer(reactDevOutDir, reactDevPort, 'development')]),
  ],
});
