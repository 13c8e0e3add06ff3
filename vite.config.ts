import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { parse } from 'yaml';
import { bundleBudgets } from './scripts/vite-budgets.ts';
import { firstLoad } from './scripts/vite-first-load.ts';
import { contentSecurityPolicy } from './scripts/vite-csp.ts';
import { buildTarget } from './scripts/build-target.ts';
import { shortClassNames } from './scripts/css-class-names.ts';
import { defaultView } from './src/shared/navigation/views.ts';
import { launchViews, viewManifest } from './src/app/start/launch-manifest.ts';
import { bootScript } from './scripts/vite-boot-script.ts';
import { buildVersionMetaName } from './src/app/build-version.ts';
import { bootScreen } from './scripts/vite-boot-screen.ts';
import { devBackends } from './tools/reference-server/vite-dev-backend.ts';
import { stagingLaunch } from './scripts/vite-staging-launch.ts';
import { readStagingSettings } from './scripts/lib/staging.mjs';

const prismUrl = process.env.PRISM_URL ?? 'http://127.0.0.1:4010';
// The real backend when set (see README): the dev server then proxies /api there instead of to Prism.
const apiTarget = process.env.API_URL ?? prismUrl;
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };
// `npm run dev` (scripts/dev.mjs) also runs the stateful backend, behind Prism's validating proxy: calls without a
// mock scenario go there.
const statefulBackend =
  !process.env.API_URL && process.env.STATEFUL_API_URL && process.env.DEV_BACKEND_URL
    ? devBackends({ mock: prismUrl, stateful: process.env.STATEFUL_API_URL, controls: process.env.DEV_BACKEND_URL })
    : undefined;

/**
 * The app's test files that need modules of their own: those that mock a module or a global (`vi.mock`,
 * `vi.stubGlobal`, a browser API replaced or deleted), and those whose first line after the environment says why
 * (`// Own modules: …`, e.g. a first render before a lazy chunk is in). The others share their worker's modules, the
 * rules in Node in one worker and those in a DOM in another: a fresh module graph for each file (React, the Testing
 * Library, jsdom's globals) cost more CPU than its tests, and each new worker is one more start that times out on a
 * starved CPU. A test that leaves state behind in a shared module fails the file after it, so RTL cleans up the DOM and
 * `restoreMocks` the spies after each test.
 */
const needsOwnModules =
  /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(|\b(?:globalThis|window|navigator)\.\w+(?:\.\w+)* = |delete (?:globalThis|window)\b|^\/\/ Own modules: /m;
const inDom = /@vitest-environment jsdom/;
const appTests = readdirSync(new URL('./src', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => {
    const name = `src/${file.split('\\').join('/')}`;
    return { name, source: readFileSync(new URL(`./${name}`, import.meta.url), 'utf8') };
  });
const isolatedAppTests = appTests.filter(({ source }) => needsOwnModules.test(source)).map(({ name }) => name);
const sharedDomAppTests = appTests
  .filter(({ source }) => inDom.test(source) && !needsOwnModules.test(source))
  .map(({ name }) => name);

/**
 * The build's version: index.html carries it (`src/app/build-version.ts`: no module of code does, so an unchanged
 * module keeps its hashed name from one build to the next), and version.json, the build descriptor the running app
 * polls to offer a fresh build (docs/telegram.md). Ahead of the head's scripts, which read it.
 */
function buildVersionTags(version: string): Plugin {
  return {
    name: 'build-version',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: buildVersionMetaName, content: version }, injectTo: 'head-prepend' },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}

/**
 * Production builds take router-core's scroll restoration from src/app/router-scroll-reset.ts: the app uses only its
 * scroll to the top after a navigation (the router's `scrollRestoration` option is off), and the rest was 0.9 KB
 * gzip of the first load. Only router-core's own imports of it are replaced.
 */
function routerScrollReset(): Plugin {
  const routerCore = /[\\/]@tanstack[\\/]router-core[\\/]dist[\\/]esm[\\/](?:router|index)\.js$/;
  return {
    name: 'router-scroll-reset',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === './scroll-restoration.js' && importer && routerCore.test(importer)
        ? fileURLToPath(new URL('./src/app/router-scroll-reset.ts', import.meta.url))
        : undefined,
  };
}

// The default view's module (src/app/start/launch-manifest.ts): what a seller sees first, so it is part of the first
// load.
const startView = viewManifest[defaultView].module;

/** The contract's version: answers the app keeps between launches are discarded when it changes. */
const contractVersion = String(
  (parse(readFileSync(new URL('./openapi.yaml', import.meta.url), 'utf8')) as { info: { version: string } }).info
    .version,
);

export default defineConfig(({ command, mode }) => {
  // A team's staging backend (`API_URL` with `STAGING_BOT_TOKEN`, docs/contract.md): the dev server launches each
  // page with init data signed by the staging bot's token. Read by the dev server only: the token never reaches a build.
  const staging = command === 'serve' ? readStagingSettings(process.env) : undefined;
  const appVersion = process.env.APP_VERSION ?? (command === 'build' ? Date.now().toString(36) : 'dev');
  return {
    plugins: [
      react(),
      routerScrollReset(),
      buildVersionTags(appVersion),
      bootScript({ entry: 'src/app/start/boot-script.ts' }),
      // The boot screen rendered from the app's header and skeletons, one per launch view.
      bootScreen({
        entry: 'src/app/start/boot-screen.tsx',
        defaultView,
        launchViews: launchViews.map(({ view }) => view),
      }),
      // The start view's CSS inline and its chunks preloaded; production builds fail past the gzip budgets.
      firstLoad({ startView, views: viewManifest }),
      // A form view is the largest lazy chunk: react-hook-form and zod, its drafts and leave guard, the slot filters.
      // The first load's budget is its size and a few tens of bytes for a longer build version (docs/performance.md).
      bundleBudgets({ startView, firstLoadKb: 130, lazyChunkKb: 56 }),
      // Production builds only; product photos come from the marketplace's CDN (see the contract's examples).
      contentSecurityPolicy({ imageHosts: ['https://*.wbbasket.ru'] }),
      statefulBackend?.plugin,
      command === 'serve' && staging ? stagingLaunch(staging) : undefined,
    ],
    // Short class names in production builds (scripts/css-class-names.ts); readable ones in development and tests.
    ...(command === 'build' && mode === 'production'
      ? { css: { modules: { generateScopedName: shortClassNames(fileURLToPath(new URL('.', import.meta.url))) } } }
      : {}),
    define: {
      __CONTRACT_VERSION__: JSON.stringify(contractVersion),
      __MOCK_BACKEND__: JSON.stringify(!process.env.API_URL),
      __STATEFUL_BACKEND__: JSON.stringify(command === 'serve' && statefulBackend !== undefined),
    },
    // Its own pre-bundled dependencies (its `define` differs): switching between the offline backends and a staging
    // backend, or running both at once, never makes either re-bundle them under the other's open pages.
    ...(staging ? { cacheDir: 'node_modules/.vite-staging' } : {}),
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@generated', replacement: fileURLToPath(new URL('./generated', import.meta.url)) },
        // React 19 has useSyncExternalStore: the router's store takes the selector helper without the shim for
        // older Reacts.
        {
          find: /^use-sync-external-store\/shim\/with-selector$/,
          replacement: 'use-sync-external-store/with-selector',
        },
      ],
    },
    server: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      proxy: statefulBackend?.proxy ?? proxy,
      // Test builds and reports written next to the sources must not reload open pages.
      watch: { ignored: ['**/dist*/**', '**/test-results/**', '**/playwright-report/**'] },
    },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
    // JavaScript syntax and CSS are lowered to the supported clients (package.json "browserslist"). No modulepreload
    // polyfill: WebKit before 17 ignores the preload links and loads the same modules through their imports.
    build: {
      target: buildTarget(fileURLToPath(new URL('.', import.meta.url))),
      sourcemap: false,
      modulePreload: { polyfill: false },
    },
    // Pre-bundled up front so the dev server never reloads the page mid-test when a lazy view first imports them.
    optimizeDeps: {
      include: [
        'react',
        'react-dom/client',
        'react/jsx-runtime',
        '@tanstack/react-query',
        '@tanstack/react-router',
        '@tanstack/react-virtual',
        '@telegram-apps/sdk-react',
        'openapi-fetch',
        'react-hook-form',
        '@hookform/resolvers/zod',
        'zod/mini',
        'date-fns',
        'react-day-picker',
        'react-day-picker/locale/ru',
      ],
    },
    test: {
      restoreMocks: true,
      // A budget for a busy machine, not a quiet one: a test that renders hundreds of rows in jsdom takes over the
      // default 5 s when the CPU is shared, and a passing test costs nothing more for the longer budget.
      testTimeout: 30_000,
      projects: [
        // The app's own tests. Rules and modules run in Node; a file that needs a DOM (components, hooks, the boot
        // script, the Telegram glue) says so in its first line, `// @vitest-environment jsdom`, and runs with the other
        // DOM files, in one DOM worker whose React and Testing Library load once.
        {
          extends: true,
          test: {
            name: 'app',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [...isolatedAppTests, ...sharedDomAppTests],
            environment: 'node',
            setupFiles: ['src/testing/setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'app, DOM',
            include: sharedDomAppTests,
            environment: 'jsdom',
            setupFiles: ['src/testing/setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'app, own modules',
            include: isolatedAppTests,
            environment: 'node',
            setupFiles: ['src/testing/setup.ts'],
          },
        },
        // The repository's tests (build, gates, scripts) run in Node, sharing their worker's modules as the app's do:
        // Vite, ESLint and the tools load once instead of once per file.
        {
          extends: true,
          test: { name: 'repo', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false },
        },
      ],
    },
  };
});
