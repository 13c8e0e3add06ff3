// Bundle budgets (docs/performance.md): production builds fail when the start view's first load (index.html, the
// first-load JS and any CSS not inlined in the page: what arrives before the first card) or any lazily loaded chunk
// grows past its gzip budget, naming the chunk and its largest modules. Sizes are deterministic and measured on the
// files as written, so the check is exact; the benchmark reads the same report (BUNDLE_REPORT=<file> writes it as
// JSON).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface BudgetOptions {
  /** The start view's route module (relative to the project root): its chunk graph counts as first load. */
  startView: string;
  /**
   * index.html + the entry chunk, its static imports and the start view's graph + their CSS unless inlined in the
   * page, in KB (1024 bytes) of gzip.
   */
  firstLoadKb: number;
  /** What any other lazily loaded chunk adds on top of the first load, in KB of gzip. */
  lazyChunkKb: number;
}

/** The parts of Rolldown's output the budgets read (a structural subset, so tests can build it by hand). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, { code: string | null }>;
  viteMetadata?: { importedCss: Set<string> };
}
export interface BundleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
export type Bundle = Record<string, BundleChunk | BundleAsset>;

export interface Size {
  raw: number;
  gzip: number;
}
interface LoadSize {
  js: Size;
  css: Size;
  /** JS + CSS gzip. */
  gzip: number;
  files: string[];
}
interface FirstLoadSize extends LoadSize {
  /** index.html + JS + the CSS the page does not carry inline: every byte before the first card, the budgeted number. */
  total: number;
  largestModules: ModuleSize[];
}
interface ModuleSize {
  module: string;
  /** The module's share of its chunk's gzip size, in proportion to its rendered code (an estimate). */
  gzip: number;
}
interface LazyChunkReport extends LoadSize {
  /** The module the chunk is loaded for, relative to the root (a route view, a modal…). */
  module: string;
  largestModules: ModuleSize[];
}
export interface BundleReport {
  firstLoad: FirstLoadSize;
  /** index.html as served: the boot screen, and the first load's CSS inlined (so also counted in `css` above). */
  html: Size;
  lazy: LazyChunkReport[];
  budgets: { firstLoadKb: number; lazyChunkKb: number };
  violations: string[];
}

const kb = 1024;

function sizeOf(content: string | Uint8Array): Size {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function add(a: Size, b: Size): Size {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip };
}

const formatKb = (bytes: number) => `${(bytes / kb).toFixed(1)} KB`;

export function isChunk(item: BundleChunk | BundleAsset | undefined): item is BundleChunk {
  return item?.type === 'chunk';
}

/** A chunk and every chunk it imports statically, transitively (what loading it downloads). */
export function staticGraph(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!isChunk(chunk) || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticGraph(bundle, imported, into);
  return into;
}

/** The chunk that holds a module (the entry's own chunk when the module was grouped into it). */
export function chunkWithModule(bundle: Bundle, moduleId: string): BundleChunk | undefined {
  return Object.values(bundle).find((item): item is BundleChunk => isChunk(item) && moduleId in item.modules);
}

function cssOf(bundle: Bundle, chunkFiles: Iterable<string>): Set<string> {
  const css = new Set<string>();
  for (const fileName of chunkFiles) {
    const chunk = bundle[fileName];
    if (isChunk(chunk)) for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  }
  return css;
}

function measure(bundle: Bundle, chunkFiles: Set<string>, cssFiles: Set<string>): LoadSize {
  let js: Size = { raw: 0, gzip: 0 };
  let css: Size = { raw: 0, gzip: 0 };
  for (const fileName of chunkFiles) {
    const chunk = bundle[fileName];
    if (isChunk(chunk)) js = add(js, sizeOf(chunk.code));
  }
  for (const fileName of cssFiles) {
    const asset = bundle[fileName];
    if (asset?.type === 'asset') css = add(css, sizeOf(asset.source));
  }
  return { js, css, gzip: js.gzip + css.gzip, files: [...chunkFiles, ...cssFiles] };
}

function largestModules(bundle: Bundle, chunkFiles: Iterable<string>, root: string, count: number): ModuleSize[] {
  const sizes: ModuleSize[] = [];
  for (const fileName of chunkFiles) {
    const chunk = bundle[fileName];
    if (!isChunk(chunk)) continue;
    // Module code is as rendered before minification: each module gets its share of the chunk's real gzip size.
    const modules = Object.entries(chunk.modules).map(([id, module]) => ({ id, length: module.code?.length ?? 0 }));
    const renderedTotal = modules.reduce((sum, module) => sum + module.length, 0);
    const chunkGzip = sizeOf(chunk.code).gzip;
    for (const module of modules) {
      if (module.length > 0)
        sizes.push({
          module: displayId(module.id, root),
          gzip: Math.round((chunkGzip * module.length) / renderedTotal),
        });
    }
  }
  return sizes.sort((a, b) => b.gzip - a.gzip).slice(0, count);
}

function displayId(id: string, root: string): string {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return path.startsWith(root) ? relative(root, path) : path;
}

function describeModules(modules: ModuleSize[]): string {
  return modules.map((module) => `${module.module} ${formatKb(module.gzip)}`).join(', ');
}

/**
 * What is already loaded whenever `chunk` is imported: the first load, plus what every chunk that imports it
 * dynamically loads itself (a date picker loaded from inside a form counts beyond the form's own chunks).
 */
function loadedBefore(bundle: Bundle, chunk: BundleChunk, chunks: BundleChunk[], firstLoad: Set<string>): Set<string> {
  const importerGraphs = chunks
    .filter((importer) => importer.dynamicImports.includes(chunk.fileName))
    .map((importer) => staticGraph(bundle, importer.fileName));
  const common =
    importerGraphs.length === 0
      ? []
      : [...importerGraphs[0]!].filter((file) => importerGraphs.every((graph) => graph.has(file)));
  return new Set([...firstLoad, ...common]);
}

const textOf = (source: string | Uint8Array) => (typeof source === 'string' ? source : Buffer.from(source).toString());

/**
 * Measures the first load and every lazily loaded chunk, and lists each budget they exceed. `indexHtml`, the page as
 * served: a first-load stylesheet whose text it carries is counted once, in the page.
 */
export function analyzeBundle(bundle: Bundle, options: BudgetOptions, root: string, indexHtml = ''): BundleReport {
  const html = indexHtml ? sizeOf(indexHtml) : { raw: 0, gzip: 0 };
  const chunks = Object.values(bundle).filter(isChunk);
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length === 0) throw new Error('Bundle budgets: the build has no entry chunk');
  const startModule = chunkWithModule(bundle, `${root}/${options.startView}`);
  if (!startModule) throw new Error(`Bundle budgets: no chunk holds the start view ${options.startView}`);

  const firstLoadChunks = new Set<string>();
  for (const entry of entries) staticGraph(bundle, entry.fileName, firstLoadChunks);
  staticGraph(bundle, startModule.fileName, firstLoadChunks);
  const firstLoadCss = cssOf(bundle, firstLoadChunks);
  const loaded = measure(bundle, firstLoadChunks, firstLoadCss);
  const linkedCss = [...firstLoadCss].filter((file) => {
    const asset = bundle[file];
    return asset?.type === 'asset' && !indexHtml.includes(textOf(asset.source));
  });
  const firstLoad: FirstLoadSize = {
    ...loaded,
    total: html.gzip + loaded.js.gzip + measure(bundle, new Set(), new Set(linkedCss)).css.gzip,
    largestModules: largestModules(bundle, firstLoadChunks, root, 8),
  };

  const violations: string[] = [];
  if (firstLoad.total > options.firstLoadKb * kb) {
    violations.push(
      `First load of the start view (${options.startView}) is ${formatKb(firstLoad.total)} gzip of HTML+JS+CSS, over its ${options.firstLoadKb} KB budget. ` +
        `Largest modules: ${describeModules(firstLoad.largestModules)}`,
    );
  }

  const lazy: LazyChunkReport[] = [];
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || firstLoadChunks.has(chunk.fileName)) continue;
    const loaded = loadedBefore(bundle, chunk, chunks, firstLoadChunks);
    const own = new Set([...staticGraph(bundle, chunk.fileName)].filter((file) => !loaded.has(file)));
    const css = new Set([...cssOf(bundle, own)].filter((file) => !cssOf(bundle, loaded).has(file)));
    const module = chunk.facadeModuleId ? displayId(chunk.facadeModuleId, root) : chunk.fileName;
    const report: LazyChunkReport = {
      module,
      ...measure(bundle, own, css),
      largestModules: largestModules(bundle, own, root, 5),
    };
    lazy.push(report);
    if (report.gzip > options.lazyChunkKb * kb) {
      violations.push(
        `Lazy chunk ${chunk.fileName} (${module}) adds ${formatKb(report.gzip)} gzip of JS+CSS, over its ${options.lazyChunkKb} KB budget. ` +
          `Largest modules: ${describeModules(report.largestModules)}`,
      );
    }
  }
  lazy.sort((a, b) => a.module.localeCompare(b.module));

  return {
    firstLoad,
    html,
    lazy,
    budgets: { firstLoadKb: options.firstLoadKb, lazyChunkKb: options.lazyChunkKb },
    violations,
  };
}

/** Checks the budgets on every production build (not on the e2e build, which carries the Telegram mock). */
export function bundleBudgets(options: BudgetOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'bundle-budgets',
    apply: (_config, env) => env.command === 'build' && env.mode === 'production',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // Last, on the files as they are written: Vite's preload map and the first-load plugin's changes included.
    generateBundle: {
      order: 'post',
      handler(_outputOptions, output) {
        const bundle = output as unknown as Bundle;
        const page = bundle['index.html'];
        const report = analyzeBundle(bundle, options, root, page?.type === 'asset' ? textOf(page.source) : '');
        if (process.env.BUNDLE_REPORT) writeFileSync(process.env.BUNDLE_REPORT, JSON.stringify(report, null, 2));
        this.info(`first load ${formatKb(report.firstLoad.total)} gzip (budget ${options.firstLoadKb} KB)`);
        if (report.violations.length === 0) return;
        const message = `Bundle budget exceeded:\n${report.violations.join('\n')}`;
        // BUNDLE_BUDGETS=warn lets the benchmark measure a build that is over budget; every other build fails.
        if (process.env.BUNDLE_BUDGETS === 'warn') this.warn(message);
        else this.error(message);
      },
    },
  };
}
