// The boot screen of index.html (what paints before any JS or stylesheet arrives) rendered from the app's own React
// components: the module `entry` (src/app/start/boot-screen.tsx) is built for Node with the CSS it imports,
// rendered with renderToStaticMarkup, and put where index.html has `<!-- boot-screen -->`; that CSS, minified for
// the supported clients as the app's own, goes where it has `<!-- boot-screen-styles -->`, with the rules that show
// the launch view's screen only (the boot script marks it on <html>). Style attributes, which the
// Content-Security-Policy would drop, become classes. The dev server gets the same, rendered again when a source
// changes. The CSP hashes the resulting <style> with the rest (scripts/vite-csp.ts).
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTarget } from './build-target.ts';
import { htmlFromSources } from './vite-html-from-sources.ts';
import { bootViewAttribute, keptScreenAttribute, startViewAttribute } from '../src/app/start/boot-screen-marks.ts';

export interface BootScreenOptions {
  /** The module exporting `BootScreen`, the component of the whole boot screen, relative to the project root. */
  entry: string;
  /** The view whose screen shows when the boot script has marked none. */
  defaultView: string;
  /** Every launch view, each with a screen of its own in the boot screen. */
  launchViews: readonly string[];
}

const markupPlaceholder = '<!-- boot-screen -->';
const stylesPlaceholder = '<!-- boot-screen-styles -->';
/** Vite's marker of a CSS chunk's end, meaningless outside its bundle. */
const viteCssMarker = /\/\*\$vite\$:\d+\*\//g;

/** A module built for Node and imported, with the CSS it imports (minified as the app's own). */
export interface LoadedModule {
  exports: Record<string, unknown>;
  /** Renders one of its components to static markup with the React it was built with. */
  render: (component: unknown, props?: object) => string;
  css: string;
}

const entryId = '\0boot-screen-entry';

/**
 * Builds `entry` for Node as the app's build treats it (aliases, CSS modules, the supported clients' CSS), with
 * React's production build and server renderer bundled in (one React, whatever Node process runs it), and imports
 * it.
 */
export async function loadModule(entry: string, config: ResolvedConfig): Promise<LoadedModule> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'silent',
    define: { ...config.define, 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { alias: config.resolve.alias },
    // The app's class names (scripts/css-class-names.ts): the boot screen's markup and styles match its own.
    css: { modules: config.css.modules },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    ssr: { noExternal: true },
    plugins: [
      {
        name: 'boot-screen-entry',
        resolveId: (id) => (id === entryId ? id : undefined),
        load: (id) =>
          id === entryId
            ? `export * as exports from ${JSON.stringify(path.join(config.root, entry))};` +
              "export { createElement } from 'react';export { renderToStaticMarkup } from 'react-dom/server';"
            : undefined,
      },
    ],
    build: {
      write: false,
      ssr: true,
      ssrEmitAssets: true,
      cssCodeSplit: false,
      minify: true,
      target: buildTarget(config.root),
      // React's server renderer is large; it runs here only.
      chunkSizeWarningLimit: Infinity,
      reportCompressedSize: false,
      rolldownOptions: { input: entryId },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const chunks = files.filter((file) => file.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) throw new Error(`boot-screen: building ${entry} gave ${chunks.length} chunks`);
  const css = files
    .flatMap((file) => (file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : []))
    .join('')
    .replace(viteCssMarker, '');
  const directory = path.join(config.cacheDir, 'boot-screen');
  await mkdir(directory, { recursive: true });
  // A name of its own: another build (another process) may be importing and removing the same code at once.
  const file = path.join(directory, `${process.pid}-${randomUUID()}.mjs`);
  await writeFile(file, chunks[0].code);
  try {
    const built = (await import(pathToFileURL(file).href)) as {
      exports: Record<string, unknown>;
      createElement: (component: unknown, props?: object) => unknown;
      renderToStaticMarkup: (element: unknown) => string;
    };
    return {
      exports: built.exports,
      render: (component, props) => built.renderToStaticMarkup(built.createElement(component, props)),
      css,
    };
  } finally {
    await rm(file, { force: true });
  }
}

/** A class standing for one inline style, named after it: the same style has the same class wherever it is. */
function styleClass(style: string): string {
  return `s${createHash('sha256').update(style).digest('hex').slice(0, 6)}`;
}

const startTag = /<[a-z][^>]*\sstyle="[^"]*"[^>]*>/g;
const escapes: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/** An attribute value as React escaped it, unescaped. */
function unescapeAttribute(value: string): string {
  return value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => escapes[entity] ?? entity);
}

/**
 * React's markup with every `style` attribute turned into a class and its rule: a page under a
 * Content-Security-Policy without 'unsafe-inline' ignores style attributes, but applies its hashed <style>. The
 * rules outrank the stylesheets' class rules, as inline styles do. React escapes `"` and `>` in attribute values.
 */
export function hoistInlineStyles(markup: string): { markup: string; css: string } {
  const rules = new Map<string, string>();
  const hoisted = markup.replace(startTag, (tag) => {
    const style = /\sstyle="([^"]*)"/.exec(tag)?.[1] ?? '';
    const name = styleClass(style);
    if ((rules.get(name) ?? style) !== style) throw new Error(`boot-screen: two styles named ${name}`);
    rules.set(name, style);
    const withoutStyle = tag.replace(/\sstyle="[^"]*"/, '');
    return /\sclass="/.test(withoutStyle)
      ? withoutStyle.replace(/\sclass="([^"]*)"/, (_attribute, classes: string) => ` class="${classes} ${name}"`)
      : withoutStyle.replace(/^<[a-z]+/, (open) => `${open} class="${name}"`);
  });
  const css = [...rules].map(([name, style]) => `#root .${name}{${unescapeAttribute(style)}}`).join('');
  return { markup: hoisted, css };
}

/**
 * The rules that show the launch view's screen only: the one the boot script marked, else the default view's; and
 * none when a kept screen is coming in its place.
 */
export function launchViewRules(launchViews: readonly string[], defaultView: string): string {
  const screen = (view: string) => `[${bootViewAttribute}="${view}"]`;
  const shown = launchViews.map((view) =>
    view === defaultView
      ? `html:not([${startViewAttribute}]) ${screen(view)}`
      : `[${startViewAttribute}="${view}"] ${screen(view)}`,
  );
  return (
    `.boot>[${bootViewAttribute}]{display:none}${shown.join(',')}{display:block}` +
    `[${keptScreenAttribute}] .boot{display:none}`
  );
}

/** The boot screen's markup and its styles, rendered from `entry`'s `BootScreen`. */
async function renderBootScreen(
  { entry, defaultView, launchViews }: BootScreenOptions,
  config: ResolvedConfig,
): Promise<{ markup: string; css: string }> {
  const { exports, render, css } = await loadModule(entry, config);
  if (typeof exports.BootScreen !== 'function')
    throw new Error(`boot-screen: ${entry} exports no BootScreen component`);
  const hoisted = hoistInlineStyles(render(exports.BootScreen));
  for (const view of launchViews)
    if (!hoisted.markup.includes(`${bootViewAttribute}="${view}"`))
      throw new Error(`boot-screen: no screen of the launch view ${view}`);
  const styles = css + launchViewRules(launchViews, defaultView) + hoisted.css;
  if (/<\/style/i.test(styles)) throw new Error('boot-screen: the styles contain "</style"');
  return { markup: hoisted.markup, css: styles };
}

export function bootScreen(options: BootScreenOptions): Plugin {
  return htmlFromSources({
    name: 'boot-screen',
    placeholders: [markupPlaceholder, stylesPlaceholder],
    make: (config) => renderBootScreen(options, config),
    fill: (html, { markup, css }) =>
      html.replace(stylesPlaceholder, () => `<style>${css}</style>`).replace(markupPlaceholder, () => markup),
  });
}
