// The production build as `npm run build` makes it (mode "production", vite.config.ts), written to a temporary
// directory for tests that check what ships: no mock code, the Content-Security-Policy, and that the app runs
// under that policy. Its .vite/manifest.json names the file of each source module (the files carry only their
// hash). The bundle budgets are left out: they are a gate of their own (`npm run build`,
// tests/unit/bundle-budgets.test.ts), and a chunk over its budget must not hide what these tests check.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, loadConfigFromFile, type PluginOption } from 'vite';

const root = process.cwd();

function withoutBudgets(option: PluginOption): PluginOption {
  if (Array.isArray(option)) return option.map(withoutBudgets);
  if (option && 'name' in option && option.name === 'bundle-budgets') return false;
  return option;
}

/** Builds the production app into a fresh temporary directory and returns that directory. */
export async function buildProduction(): Promise<string> {
  // Vite derives import.meta.env.DEV from NODE_ENV, which test runners set to 'test': build as `vite build` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildIntoTemporaryDir();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

async function buildIntoTemporaryDir(): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'slots-production-'));
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(root, 'vite.config.ts'),
    root,
    'silent',
  );
  if (!loaded) throw new Error('vite.config.ts not found');
  const { config } = loaded;
  await build({
    ...config,
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'silent',
    plugins: withoutBudgets(config.plugins ?? []) as PluginOption[],
    build: { ...config.build, outDir, emptyOutDir: true, manifest: true },
  });
  return outDir;
}
