// What the boot script and the boot screen plugins share: index.html's placeholders filled with something made from
// the app's sources (compiled, rendered). Made once per build; in the dev server made again once a source under src/
// changes, and after a failed attempt (a syntax error being fixed), so a reload shows the fix.
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export interface HtmlFromSourcesOptions<Made> {
  /** The plugin's name, which its errors start with. */
  name: string;
  /** The placeholders of index.html that `fill` replaces; a page without one of them is an error. */
  placeholders: readonly string[];
  make: (config: ResolvedConfig) => Promise<Made>;
  fill: (html: string, made: Made) => string;
}

export function htmlFromSources<Made>({ name, placeholders, make, fill }: HtmlFromSourcesOptions<Made>): Plugin {
  let config: ResolvedConfig;
  let made: Promise<Made> | undefined;
  return {
    name,
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      const sources = path.join(config.root, 'src');
      server.watcher.on('change', (file) => {
        if (file.startsWith(sources)) made = undefined;
      });
    },
    transformIndexHtml: {
      // Before the plugins that read index.html's markup (scripts/vite-first-load.ts) and Vite's own.
      order: 'pre',
      async handler(html) {
        for (const placeholder of placeholders)
          if (!html.includes(placeholder)) throw new Error(`${name}: no ${placeholder} in index.html`);
        made ??= make(config);
        const result = await made.catch((error: unknown) => {
          made = undefined;
          throw error;
        });
        return fill(html, result);
      },
    },
  };
}
