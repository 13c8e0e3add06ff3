// First load in as few bytes and round trips as possible (docs/performance.md):
// - the entry and the start view's code (they load together anyway) go into two chunks, the entry's libraries
//   ('vendor', which stays cached across deploys) and the app, instead of a dozen small ones (fewer requests,
//   better gzip);
// - the first load's CSS goes inline into index.html (after the boot screen), so the screen paints as soon as the
//   HTML arrives and the app's first render has its styles without another request;
// - the first-load chunks carry V8's explicit compile hint, so Chromium compiles their functions while the file
//   streams in, on a background thread, instead of one by one on the main thread during the first render;
// - the first-load chunks are requested at once, with modulepreload links in the head before the boot script runs
//   (no waterfall); the shell still paints first, as the HTML carries it; the entry runs from a small inline
//   loader, which lets a kept screen (a reopen, painted by a call right after the first-load CSS) reach the screen
//   before the app's code is evaluated;
// - a launch into another view (a bot's ?view= link) needs that view's chunks too: the build lists each view's
//   static graph in <script type="application/json" id="launch-chunks">, and the boot script of index.html
//   preloads the launch view's files alongside the first load instead of after it has run;
// - every other lazily loaded file a view needs (its chunks and what it loads on demand) is listed with those views
//   in a JSON file of its own, named by <meta name="idle-prefetch"> (the list is no part of the first load), so
//   src/app/start/prefetch.ts can take only the views a seller is likely to open next once the first view is on
//   screen.
// - the files a view loads later are named by their hash alone: the first load lists them twice (the entry's map of
//   what each import() preloads, and the launch views' files above), and a file's name there cost about 0.7 KB of
//   gzip; six characters of it (36 bits: a name never stands for two files across deploys) spare another 0.25 KB.
//   The build's report names each chunk by its module, as does `vite build --manifest`. Test and development
//   builds keep the module's name in the file's, by which tests find a chunk;
// - index.html's comments (for a reader of the source) stay out of the page as served;
// - Vite's map of what each import() preloads leaves out the first load's chunks, which every page has loaded before
//   any import() runs (its preloader would skip them anyway), and the imported chunk itself, which the import()
//   requests at once;
// - the preloader those import()s call is the app's own (src/app/start/import-preload.ts), in place of Vite's, which
//   also reads a CSP nonce and reports failures as an event, neither of which the app uses (0.4 KB gzip);
// The start view stays a lazy route: other views still reach it through import(), which the loaded chunk answers.
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunkWithModule, isChunk, staticGraph, type Bundle, type BundleChunk } from './vite-budgets.ts';
import { paintKeptScreenCall } from '../src/app/start/handoff.ts';
import { keptScreenAttribute } from '../src/app/start/boot-screen-marks.ts';

export interface FirstLoadOptions {
  /** The start view's route module (relative to the project root). */
  startView: string;
  /**
   * Every view with its lazily loaded module (relative to the project root), from the launch manifest
   * (src/app/start/launch-manifest.ts); the boot script preloads the code of those a launch may open on.
   */
  views: Readonly<Record<string, { module: string; launch?: object }>>;
}

const stylesheetLink = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>\s*/g;
/** https://v8.dev/blog/explicit-compile-hints (Chromium 136+; to other engines a plain comment). */
const compileHint = '//# allFunctionsCalledOnLoad\n';
const inNodeModules = /[\\/]node_modules[\\/]/;
const bootScript = /<script>/;
const modulePreloadLink = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/** A comment of the markup; an inline script or style is matched whole, so nothing inside one is taken for one. */
const markupComment = /(<(script|style)\b[\s\S]*?<\/\2>)|<!--[\s\S]*?-->\s*/g;
/** Where index.html names the prefetch list until the list's file (emitted last, with its hash) has its name. */
const prefetchListPlaceholder = '__IDLE_PREFETCH_LIST__';
/** Vite's helper that every import() of a build calls, and the app's own in its place. */
const viteImportPreload = '\0vite/preload-helper.js';
const importPreload = fileURLToPath(new URL('../src/app/start/import-preload.ts', import.meta.url));

export function firstLoad({ startView, views: manifest }: FirstLoadOptions): Plugin[] {
  let root = '';
  let base = '/';
  // The project's own modules the entry or the start view import statically, collected once the module graph is
  // complete. Libraries are not followed: a barrel such as date-fns' index re-exports everything, used or not.
  const firstLoadSources = new Set<string>();
  // Per view, the modules its own code imports lazily (a sheet, a dialog loaded on a tap): also those of a view
  // whose code is part of the first load, which the chunk graph alone does not attribute to it.
  const lazyOfView = new Map<string, Set<string>>();
  /** The files views load later, each with the views that need it (space-separated), for the prefetch list. */
  let prefetchList: Record<string, string> | undefined;
  /** The chunks the entry imports statically, itself included, once the bundle is complete. */
  const entryChunks = new Set<string>();
  const entryChunksOnce: Plugin = {
    name: 'first-load-entry-chunks',
    apply: 'build',
    generateBundle: {
      // Before Vite writes its preload map, which leaves these out (`resolveDependencies` below).
      order: 'pre',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        entryChunks.clear();
        for (const chunk of Object.values(bundle).filter(isChunk))
          if (chunk.isEntry) staticGraph(bundle, chunk.fileName, entryChunks);
      },
    },
  };
  const plugin: Plugin = {
    name: 'first-load',
    apply: 'build',
    config: (_, { mode }) => ({
      build: {
        modulePreload: {
          // The import() itself requests the imported chunk (src/app/start/import-preload.ts).
          resolveDependencies: (imported, dependencies, { hostType }) =>
            hostType === 'js'
              ? dependencies.filter((file) => file !== imported && !entryChunks.has(file))
              : dependencies,
        },
        rolldownOptions: {
          output: {
            // Production names a file by its hash alone (the first load lists every file name); test and development
            // builds keep the module's name, by which tests and a reader find a chunk.
            chunkFileNames: mode === 'production' ? 'assets/[hash:6].js' : 'assets/[name]-[hash].js',
            // The prefetch list keeps its name: index.html names it once, and it is no part of the first load.
            assetFileNames: ({ names }) =>
              mode !== 'production' || names.some((name) => name.endsWith('.json'))
                ? 'assets/[name]-[hash][extname]'
                : 'assets/[hash:6][extname]',
            codeSplitting: {
              groups: [
                // The entry's libraries (rolldown's own, exact '$initial': what the entry really uses).
                { name: 'vendor', tags: ['$initial'], test: (id: string) => inNodeModules.test(id), priority: 2 },
                // The app's modules of the first load; the libraries only the start view uses come along with them.
                { name: 'app', test: (id: string) => firstLoadSources.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root.replace(/\/$/, '') + '/';
      base = config.base;
    },
    buildEnd(error) {
      if (error) return;
      const visit = (id: string) => {
        if (firstLoadSources.has(id) || inNodeModules.test(id)) return;
        firstLoadSources.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
      if (!this.getModuleInfo(root + startView))
        this.error(`first-load: the start view ${startView} is not part of the build`);
      visit(root + startView);
      for (const [name, { module }] of Object.entries(manifest)) {
        const lazy = new Set<string>();
        const seen = new Set<string>();
        const walk = (id: string) => {
          if (seen.has(id) || inNodeModules.test(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const imported of info?.dynamicallyImportedIds ?? []) lazy.add(imported);
          for (const imported of info?.importedIds ?? []) walk(imported);
        };
        walk(root + module);
        lazyOfView.set(name, lazy);
      }
    },
    generateBundle: {
      // Last, once Vite has written its preload map at the top: V8 reads the hint only on the first line, and a
      // minifier would have dropped it earlier.
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        const firstLoadChunks = new Set<string>();
        for (const chunk of Object.values(bundle).filter(isChunk))
          if (chunk.isEntry) staticGraph(bundle, chunk.fileName, firstLoadChunks);
        for (const file of firstLoadChunks) {
          const chunk = bundle[file] as BundleChunk;
          chunk.code = compileHint + chunk.code;
        }
        const page = bundle['index.html'];
        if (!prefetchList || page?.type !== 'asset') return;
        const list = this.emitFile({
          type: 'asset',
          name: 'idle-prefetch.json',
          source: JSON.stringify(prefetchList),
        });
        page.source = String(page.source).replace(prefetchListPlaceholder, () => base + this.getFileName(list));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as unknown as Bundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(isChunk);
        const entryGraph = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) staticGraph(bundle, entry.fileName, entryGraph);
        const start = chunkWithModule(bundle, root + startView);
        if (!start) throw new Error(`first-load: no chunk holds the start view ${startView}`);
        // Empty when the start view shares the entry's chunks (the usual case, see the groups above).
        const startGraph = [...staticGraph(bundle, start.fileName)].filter((file) => !entryGraph.has(file));

        // The entry's stylesheets (linked by Vite), then the start view's, in the order they would load.
        const cssFiles = [...html.matchAll(stylesheetLink)].map((match) => (match[1] ?? '').slice(base.length));
        for (const file of startGraph)
          for (const css of (bundle[file] as BundleChunk).viteMetadata?.importedCss ?? []) cssFiles.push(css);
        const inlined = [...new Set(cssFiles)];
        const css = inlined.map((file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`first-load: missing stylesheet ${file}`);
          return String(asset.source);
        });

        const firstLoadFiles = new Set([...entryGraph, ...startGraph, ...inlined]);
        // Each file loaded later, with the views that need it: a view's chunk graph and what it loads on demand.
        const views = Object.entries(manifest).map(([name, { module, launch }]) => ({ name, module, launch }));
        const later = new Map<string, Set<string>>();
        const addLater = (file: string, view: string | undefined) => {
          if (firstLoadFiles.has(file)) return;
          const needing = later.get(file) ?? new Set<string>();
          if (view) needing.add(view);
          later.set(file, needing);
        };
        const visitLazy = (fileName: string, view: string | undefined, seen: Set<string>) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const file of staticGraph(bundle, fileName)) {
            if (firstLoadFiles.has(file)) continue;
            const chunk = bundle[file] as BundleChunk;
            addLater(file, view);
            for (const cssFile of chunk.viteMetadata?.importedCss ?? []) addLater(cssFile, view);
            for (const imported of chunk.dynamicImports) visitLazy(imported, view, seen);
          }
        };
        for (const chunk of chunks.filter((item) => item.isDynamicEntry)) {
          const owners = views
            .filter(
              (view) =>
                chunk.facadeModuleId === root + view.module ||
                lazyOfView.get(view.name)?.has(chunk.facadeModuleId ?? ''),
            )
            .map((view) => view.name);
          if (owners.length === 0) visitLazy(chunk.fileName, undefined, new Set());
          for (const owner of owners) visitLazy(chunk.fileName, owner, new Set());
        }
        // Each view's own static graph (JS and CSS beyond the first load), which the boot script preloads when the
        // app is launched into that view.
        const launchChunks: Record<string, string[]> = {};
        for (const view of views.filter(({ launch }) => launch)) {
          const chunk = chunkWithModule(bundle, root + view.module);
          if (!chunk) continue;
          const files = [...staticGraph(bundle, chunk.fileName)].filter((file) => !firstLoadFiles.has(file));
          const css = files.flatMap((file) => [...((bundle[file] as BundleChunk).viteMetadata?.importedCss ?? [])]);
          const own = [...new Set([...files, ...css])].filter((file) => !firstLoadFiles.has(file));
          if (own.length > 0) launchChunks[view.name] = own.map((file) => base + file);
        }
        // A file no view needs (loaded from the shell after the first paint, e.g. the Telegram SDK) is not listed.
        prefetchList = Object.fromEntries(
          [...later]
            .filter(([, needing]) => needing.size > 0)
            .map(([file, needing]) => [base + file, [...needing].sort().join(' ')]),
        );

        const entry = entryScript.exec(html);
        if (!entry) throw new Error('first-load: no entry <script type="module"> in index.html');
        // The entry, requested at once with the other first-load chunks (below) but run by a loader: after a kept
        // screen was painted (the boot script marks the page), only once that frame is on screen, as evaluating the
        // app's code (at once from the cache on a reopen) would otherwise hold that paint back. A hidden page, which
        // never renders a frame, waits 100 ms.
        const entryLoader =
          `<script type="module">` +
          `(document.documentElement.hasAttribute(${JSON.stringify(keptScreenAttribute)})?new Promise(function(painted){` +
          `requestAnimationFrame(function(){setTimeout(painted)});setTimeout(painted,100)}):Promise.resolve())` +
          `.then(function(){return import(${JSON.stringify(entry[1])})})</script>\n    `;

        const tags: HtmlTagDescriptor[] = [
          // After the boot screen, which paints with its own styles in the head: the first paint does not wait for
          // these.
          { tag: 'style', children: css.join(''), injectTo: 'body' },
          // A reopen's kept screen (the boot script has read it) replaces the skeleton here, once its styles are
          // parsed; the boot script holds rendering back until this element (link rel=expect), so the first paint
          // is the kept screen, not the skeleton.
          { tag: 'script', attrs: { id: 'kept-screen-paint' }, children: paintKeptScreenCall, injectTo: 'body' },
          // Disabled stylesheet links are never fetched; they tell Vite's preloader that these files are already
          // on the page, so opening a lazy view that shares them does not download them again.
          ...inlined.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', href: base + file, disabled: true },
            injectTo: 'head' as const,
          })),
          { tag: 'meta', attrs: { name: 'idle-prefetch', content: prefetchListPlaceholder }, injectTo: 'head' },
        ];
        // Right before the boot script, which reads it (JSON is inert: nothing runs).
        const launchData = `<script type="application/json" id="launch-chunks">${JSON.stringify(launchChunks)}</script>\n    `;
        if (!bootScript.test(html)) throw new Error('first-load: no inline boot <script> in index.html');
        const withLoader = html.replace(stylesheetLink, '').replace(entryScript, () => entryLoader);
        // Every first-load chunk (Vite's preload links of the entry's imports, the entry, the start view's own) is
        // requested before the boot script runs: its few dozen milliseconds on a slow phone would otherwise come
        // before the requests of the largest downloads of the start.
        const preloads = [
          modulePreload(entry[1] ?? ''),
          ...[...withLoader.matchAll(modulePreloadLink)].map((match) => match[0].trim()),
          ...startGraph.map((file) => modulePreload(base + file)),
        ];
        return {
          html: withLoader
            .replace(markupComment, (_comment, element: string | undefined) => element ?? '')
            .replace(modulePreloadLink, '')
            .replace(bootScript, (script) => preloads.join('\n    ') + '\n    ' + launchData + script),
          tags,
        };
      },
    },
  };
  const importPreloader: Plugin = {
    name: 'first-load-import-preload',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === viteImportPreload ? importPreload : undefined),
  };
  return [entryChunksOnce, importPreloader, plugin];
}
