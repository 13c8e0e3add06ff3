// First load without round trips (issue #8): the CSS the start view needs goes inline into index.html, so the
// boot shell paints as soon as the HTML arrives; the start view's lazy chunks are preloaded alongside the entry
// instead of after it; every other lazily loaded file is listed in an inert <template id="idle-prefetch"> that
// src/app/prefetch.ts activates once the app is idle.
import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { Bundle, BundleChunk } from './vite-budgets.ts';

export interface FirstLoadOptions {
  /** The start view's route module (relative to the project root). */
  startView: string;
}

function isChunk(item: Bundle[string] | undefined): item is BundleChunk {
  return item?.type === 'chunk';
}

function staticGraph(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!isChunk(chunk) || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticGraph(bundle, imported, into);
  return into;
}

const stylesheetLink = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>\s*/g;

export function firstLoad({ startView }: FirstLoadOptions): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'first-load',
    apply: 'build',
    configResolved(config) {
      root = config.root.replace(/\/$/, '') + '/';
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as unknown as Bundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(isChunk);
        const entryGraph = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) staticGraph(bundle, entry.fileName, entryGraph);
        const start = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === root + startView);
        if (!start) throw new Error(`first-load: no lazily loaded chunk for the start view ${startView}`);
        const startGraph = [...staticGraph(bundle, start.fileName)].filter((file) => !entryGraph.has(file));

        // The entry's stylesheets (already linked by Vite), then the start view's, in the order they would load.
        const cssFiles = [...html.matchAll(stylesheetLink)].map((match) => (match[1] ?? '').slice(base.length));
        for (const file of startGraph) for (const css of (bundle[file] as BundleChunk).viteMetadata?.importedCss ?? []) cssFiles.push(css);
        const inlined = [...new Set(cssFiles)];
        const css = inlined.map((file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`first-load: missing stylesheet ${file}`);
          return String(asset.source);
        });

        const firstLoadFiles = new Set([...entryGraph, ...startGraph, ...inlined]);
        const later = new Set<string>();
        for (const chunk of chunks.filter((item) => item.isDynamicEntry)) {
          for (const file of staticGraph(bundle, chunk.fileName)) {
            if (!firstLoadFiles.has(file)) later.add(file);
            for (const css of (bundle[file] as BundleChunk).viteMetadata?.importedCss ?? []) if (!firstLoadFiles.has(css)) later.add(css);
          }
        }
        const prefetchLinks = [...later].map((file) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', href: base + file, as: file.endsWith('.css') ? 'style' : 'script', crossorigin: true },
        }));

        const tags: HtmlTagDescriptor[] = [
          { tag: 'style', children: css.join(''), injectTo: 'head' },
          // Disabled stylesheet links are never fetched; they tell Vite's preloader that these files are already
          // on the page, so opening a lazy view that shares them does not download them again.
          ...inlined.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', href: base + file, disabled: true }, injectTo: 'head' as const })),
          ...startGraph.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: base + file }, injectTo: 'head' as const })),
          { tag: 'template', attrs: { id: 'idle-prefetch' }, children: prefetchLinks, injectTo: 'body' },
        ];
        return { html: html.replace(stylesheetLink, ''), tags };
      },
    },
  };
}
