// The app's launch manifest (src/app/start/launch-manifest.ts), read as the app reads it: which module draws each
// view (to name the lazy chunks) and which views a launch opens on, with the URL query that opens each.
import path from 'node:path';
import { runnerImport } from 'vite';

/**
 * A launch the bench measures: its name in the output (the `view` value of the link), the app's view it opens
 * and the query that opens it ('' for the default view).
 * @typedef {{ name: string, view: string, query: string }} Launch
 */

/**
 * @param {string} root the app's project root
 * @returns {Promise<{ views: { name: string, module: string }[], launches: Launch[] }>}
 */
export async function readManifest(root) {
  // Vite sets NODE_ENV to 'development' for the module runner when it is unset; the production build this process
  // starts afterwards would inherit it.
  const nodeEnv = process.env.NODE_ENV;
  /** @type {{ module: typeof import('../../src/app/start/launch-manifest.ts') }} */
  const { module } = await runnerImport(path.join(root, 'src/app/start/launch-manifest.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const views = Object.entries(module.viewManifest).map(([name, entry]) => ({ name, module: entry.module }));
  const [defaultLaunch] = module.launchViews;
  // The launches whose first content is the seller's own data, kept for a reopen.
  const launches = module.launchViews
    .filter((launch) => launch.kept)
    .map((launch) => ({
      name: launch.query,
      view: launch.view,
      query: launch === defaultLaunch ? '' : `?view=${launch.query}`,
    }));
  return { views, launches };
}
