// The boot script of index.html, written in TypeScript (src/app/start/boot-script.ts and what it imports: the launch
// manifest, the launch URL's reading, the kept answers' rules), compiled into one small function for the supported
// clients (package.json "browserslist") and inlined where index.html has `<!-- boot-script -->`, so it runs before
// the first paint with the app's own constants. The dev server gets the same script, compiled again when one of its
// sources changes. Its CSP hash is computed from the built page (scripts/vite-csp.ts).
import { build, type Plugin, type ResolvedConfig } from 'vite';
import path from 'node:path';
import { buildTarget } from './build-target.ts';
import { htmlFromSources } from './vite-html-from-sources.ts';
import { launchViews } from '../src/app/start/launch-manifest.ts';

export interface BootScriptOptions {
  /** The script's entry, relative to the project root. */
  entry: string;
}

const placeholder = '<!-- boot-script -->';

/**
 * The launch manifest as the boot script reads it: the launch views' entries (`launchViews`, `launchOf`) with what
 * it reads of them (the view, its `view` value and its reads), without the module, component and loading screen of
 * every view, which only the app's router reads, nor which views are kept and which come next, which only the app
 * reads (0.2 KB gzip of the page).
 */
function launchEntriesOnly(root: string): Plugin {
  const manifest = path.join(root, 'src/app/start/launch-manifest.ts');
  return {
    name: 'boot-script-launch-entries',
    load: (id) =>
      id === manifest
        ? `export const launchViews = ${JSON.stringify(launchViews.map(({ view, query, reads }) => ({ view, query, reads })))};\n` +
          'export const launchOf = (view) => launchViews.find((launch) => launch.view === view);\n'
        : undefined,
  };
}

/** Compiles `entry` with what it imports into one immediately run function (no exports, no globals of its own). */
async function compile(entry: string, config: ResolvedConfig): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'silent',
    define: config.define,
    resolve: { alias: config.resolve.alias },
    plugins: [launchEntriesOnly(config.root)],
    build: {
      write: false,
      target: buildTarget(config.root),
      minify: true,
      lib: { entry: path.join(config.root, entry), formats: ['iife'], name: 'boot' },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`boot-script: compiling ${entry} produced no script`);
  const code = chunk.code.trim();
  if (/<\/script/i.test(code)) throw new Error('boot-script: the compiled script contains "</script"');
  return code;
}

export function bootScript({ entry }: BootScriptOptions): Plugin {
  return htmlFromSources({
    name: 'boot-script',
    placeholders: [placeholder],
    make: (config) => compile(entry, config),
    fill: (html, code) => html.replace(placeholder, () => `<script>${code}</script>`),
  });
}
