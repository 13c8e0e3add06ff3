// ESLint: type-aware TypeScript rules, React hooks, TanStack Query and Router, accessibility, browser support, and
// the layers of src/ (app → features → api, domain, shared), which no import may cross the wrong way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import compat from 'eslint-plugin-compat';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** What src/polyfills.ts installs before the app runs: the browser-support check accepts these. */
const polyfills = ['Object.hasOwn', 'Array.prototype.findLast'];

const sdk = { group: ['@telegram-apps/*'], message: 'Only src/shared/telegram talks to the Telegram SDK.' };
const contractClient = {
  group: ['@/api/contract-client', '**/contract-client', '@generated/client', 'openapi-fetch'],
  message: 'Only src/api calls the contract: use the api module of the resource.',
};
const api = { group: ['@/api/*', '**/api/*'], message: 'src/shared is below src/api: it must not import it.' };
const features = { group: ['@/features/*', '**/features/*'], message: 'Only src/app composes features.' };
const otherFeature = {
  group: ['@/features/*'],
  message: 'A feature never imports another feature; share through api, domain or shared.',
};
const app = { group: ['@/app/*'], message: 'src/app is the top layer: nothing imports it.' };
const devAndTesting = {
  group: ['@/dev/*', '@/testing/*', '**/dev/*', '**/testing/*'],
  message: 'Dev-only and test-only code stays out of production code (main.tsx loads src/dev in dev builds only).',
};

const toolsApart = 'The tools run beside the app: src never imports them.';

/** no-restricted-imports for the files of one layer. */
const layer = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'dist*/**',
      'generated/**',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'tests/contract/released/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // No rule is switched off in a comment: a finding is fixed, or the rule changes here with its reason.
    linterOptions: { noInlineConfig: true },
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `const { id: _, ...rest } = value` is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [
      reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
      jsxA11y.flatConfigs.recommended,
    ],
    plugins: { '@tanstack/query': pluginQuery, '@tanstack/router': pluginRouter, compat, 'import-x': importX },
    rules: {
      // A circle of imports makes the order modules run in depend on which is imported first. Packages never import
      // the app back, so the rule follows only the app's own modules (following packages too made it the costliest).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The tools (conformance kit, reference server, bench) run beside the app and are never part of it.
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './src', from: './tools', message: toolsApart }] }],
      ...pluginQuery.configs['flat/recommended'][0].rules,
      ...pluginRouter.configs['flat/recommended'][0].rules,
      'compat/compat': 'error',
      // TanStack Router's redirect() and notFound() are thrown from loaders and beforeLoad by design (not Errors).
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      // A table laid out as a grid on phones loses its table semantics in WebKit; explicit roles keep them.
      'jsx-a11y/no-redundant-roles': ['error', { thead: ['rowgroup'], tbody: ['rowgroup'] }],
      // Outside role="grid" a td is a cell, not the interactive gridcell the rule's role map takes it for.
      'jsx-a11y/no-interactive-element-to-noninteractive-role': [
        'error',
        { tr: ['none', 'presentation'], canvas: ['img'], td: ['cell'] },
      ],
    },
    settings: {
      polyfills,
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
  },
  // The layers. Production code: no dev-only or test-only code; only src/api calls the contract.
  layer(
    ['src/**/*.{ts,tsx}'],
    [sdk, contractClient, devAndTesting, app],
    [
      'src/shared/telegram/**',
      'src/api/**',
      'src/domain/**',
      'src/dev/**',
      'src/testing/**',
      'src/main.tsx',
      'src/**/*.test.{ts,tsx}',
    ],
  ),
  layer(
    ['src/features/**/*.{ts,tsx}'],
    [sdk, contractClient, devAndTesting, app, otherFeature],
    ['src/**/*.test.{ts,tsx}'],
  ),
  layer(
    ['src/shared/**/*.{ts,tsx}'],
    [sdk, api, features, app, devAndTesting, contractClient],
    ['src/shared/telegram/**', 'src/**/*.test.{ts,tsx}'],
  ),
  layer(['src/shared/telegram/**/*.{ts,tsx}'], [api, features, app, devAndTesting], ['src/**/*.test.{ts,tsx}']),
  layer(
    ['src/api/**/*.{ts,tsx}', 'src/domain/**/*.{ts,tsx}'],
    [features, app, devAndTesting, sdk],
    ['src/**/*.test.{ts,tsx}'],
  ),
  {
    // The market table's days across use TanStack Virtual's `useVirtualizer`, whose answers change with the scroll. The
    // rule says the React Compiler would leave such a component unmemoised; the app is built without the compiler,
    // and this one component is where the rule has nothing to guard.
    files: ['src/features/market/market-table.tsx'],
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    // `await act(async () => …)` is how React's act waits for the promises its callback settles, awaited or not.
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['tests/e2e/**/*.ts', 'scripts/screenshots/**/*.ts'],
    // Playwright reads a hook's fixtures from its first parameter's pattern: `({}, workerInfo)` asks for none.
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  { files: ['**/*.{js,mjs}'], extends: [tseslint.configs.disableTypeChecked] },
  {
    // A tool reads the app's dev-only names (src/dev) and the launch manifest (the bench measures the launch views),
    // never the rest of the app.
    files: ['tools/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: importX.flatConfigs.typescript.settings,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './tools',
              from: './src',
              except: ['./dev', './app/start/launch-manifest.ts'],
              message: 'A tool uses only the dev names of src/dev and the launch manifest.',
            },
          ],
        },
      ],
    },
  },
);
