import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { analyzeBundle, type Bundle, type BundleAsset, type BundleChunk } from '../../scripts/vite-budgets.ts';

const root = '/app';
// Random bytes barely compress, so gzip sizes follow the raw sizes closely.
const noise = (bytes: number, seed: number) => {
  let state = seed;
  return Array.from({ length: bytes }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(33 + (state % 90));
  }).join('');
};
const gzipOf = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

type ChunkFields = Partial<Omit<BundleChunk, 'modules'>> & { modules: Record<string, number> };

/** A chunk whose modules are `bytes` of incompressible code each. */
function chunk(fileName: string, { modules: sizes, ...fields }: ChunkFields, seed: number): BundleChunk {
  const modules = Object.fromEntries(
    Object.entries(sizes).map(([id, bytes], index) => [id, { code: noise(bytes, seed * 100 + index) }]),
  );
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    ...fields,
    modules,
    code: Object.values(modules)
      .map((module) => module.code)
      .join(''),
  };
}

const asset = (fileName: string, bytes: number, seed: number): BundleAsset => ({
  type: 'asset',
  fileName,
  source: noise(bytes, seed),
});

/** entry → shared (+ css); start view → ui; a form → ui + form-lib; a modal chunk → shared only; the form loads a calendar → form-lib + date-lib. */
function appBundle(formLibBytes = 3000): Bundle {
  const items = [
    chunk(
      'assets/index.js',
      {
        isEntry: true,
        facadeModuleId: `${root}/src/main.tsx`,
        imports: ['assets/shared.js'],
        dynamicImports: ['assets/list.js', 'assets/form.js'],
        modules: { [`${root}/src/main.tsx`]: 2000, [`${root}/node_modules/react-dom/client.js`]: 6000 },
        viteMetadata: { importedCss: new Set(['assets/index.css']) },
      },
      1,
    ),
    chunk('assets/shared.js', { modules: { [`${root}/src/api/client.ts`]: 1500 } }, 2),
    chunk(
      'assets/list.js',
      {
        isDynamicEntry: true,
        facadeModuleId: `${root}/src/features/list.tsx`,
        imports: ['assets/shared.js', 'assets/ui.js'],
        modules: { [`${root}/src/features/list.tsx`]: 1000 },
      },
      3,
    ),
    chunk(
      'assets/ui.js',
      {
        modules: { [`${root}/src/shared/ui/button.tsx`]: 800 },
        viteMetadata: { importedCss: new Set(['assets/ui.css']) },
      },
      4,
    ),
    chunk(
      'assets/form.js',
      {
        isDynamicEntry: true,
        facadeModuleId: `${root}/src/features/form.tsx`,
        imports: ['assets/ui.js', 'assets/form-lib.js'],
        dynamicImports: ['assets/modal.js', 'assets/calendar.js'],
        modules: { [`${root}/src/features/form.tsx`]: 700 },
      },
      5,
    ),
    chunk(
      'assets/form-lib.js',
      {
        modules: {
          [`${root}/node_modules/zod/index.js`]: formLibBytes,
          [`${root}/node_modules/react-hook-form/index.js`]: 900,
        },
      },
      6,
    ),
    chunk(
      'assets/modal.js',
      {
        isDynamicEntry: true,
        facadeModuleId: `${root}/src/features/modal.tsx`,
        imports: ['assets/shared.js'],
        modules: { [`${root}/src/features/modal.tsx`]: 400 },
      },
      7,
    ),
    chunk(
      'assets/calendar.js',
      {
        isDynamicEntry: true,
        facadeModuleId: `${root}/src/shared/ui/calendar.tsx`,
        imports: ['assets/form-lib.js', 'assets/date-lib.js'],
        modules: { [`${root}/src/shared/ui/calendar.tsx`]: 300 },
      },
      10,
    ),
    chunk('assets/date-lib.js', { modules: { [`${root}/node_modules/react-day-picker/index.js`]: 1200 } }, 11),
    asset('assets/index.css', 500, 8),
    asset('assets/ui.css', 300, 9),
  ];
  return Object.fromEntries(items.map((item) => [item.fileName, item]));
}

const options = { startView: 'src/features/list.tsx', firstLoadKb: 20, lazyChunkKb: 5 };

describe('analyzeBundle', () => {
  it('counts the entry, its static imports, the start view graph and their CSS as the first load', () => {
    const bundle = appBundle();
    const report = analyzeBundle(bundle, options, root);
    expect(report.firstLoad.files).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/list.js',
      'assets/ui.js',
      'assets/index.css',
      'assets/ui.css',
    ]);
    const js = ['assets/index.js', 'assets/shared.js', 'assets/list.js', 'assets/ui.js'].map((file) =>
      gzipOf((bundle[file] as BundleChunk).code),
    );
    expect(report.firstLoad.js.gzip).toBe(js.reduce((a, b) => a + b, 0));
    expect(report.firstLoad.gzip).toBe(report.firstLoad.js.gzip + report.firstLoad.css.gzip);
    expect(report.firstLoad.largestModules[0]?.module).toBe('node_modules/react-dom/client.js');
  });

  it('charges each lazy chunk only what the first load has not already brought', () => {
    const report = analyzeBundle(appBundle(), options, root);
    const form = report.lazy.find((item) => item.module === 'src/features/form.tsx');
    expect(form?.files).toEqual(['assets/form.js', 'assets/form-lib.js']);
    const modal = report.lazy.find((item) => item.module === 'src/features/modal.tsx');
    expect(modal?.files).toEqual(['assets/modal.js']);
    expect(report.lazy.map((item) => item.module)).not.toContain('src/features/list.tsx');
    // Only ever loaded from inside the form: what the form brought is not charged again.
    const calendar = report.lazy.find((item) => item.module === 'src/shared/ui/calendar.tsx');
    expect(calendar?.files).toEqual(['assets/calendar.js', 'assets/date-lib.js']);
    expect(report.violations).toEqual([]);
  });

  it('names the chunk over its budget and its largest modules', () => {
    const report = analyzeBundle(appBundle(8000), options, root);
    expect(report.violations).toHaveLength(1);
    expect(report.violations[0]).toMatch(
      /^Lazy chunk assets\/form\.js \(src\/features\/form\.tsx\) adds \d+\.\d KB gzip of JS\+CSS, over its 5 KB budget/,
    );
    expect(report.violations[0]).toMatch(
      /Largest modules: node_modules\/zod\/index\.js \d+\.\d KB, node_modules\/react-hook-form\/index\.js/,
    );
  });

  it('fails the first load over its budget', () => {
    const report = analyzeBundle(appBundle(), { ...options, firstLoadKb: 8 }, root);
    expect(report.violations).toHaveLength(1);
    expect(report.violations[0]).toMatch(
      /^First load of the start view \(src\/features\/list\.tsx\) is \d+\.\d KB gzip of HTML\+JS\+CSS, over its 8 KB budget\. Largest modules: node_modules\/react-dom\/client\.js/,
    );
  });

  it('counts the page with the first load, and a stylesheet inlined in it once', () => {
    const bundle = appBundle();
    const withoutPage = analyzeBundle(bundle, options, root);
    expect(withoutPage.firstLoad.total).toBe(withoutPage.firstLoad.js.gzip + withoutPage.firstLoad.css.gzip);

    const css = (file: string) => String((bundle[file] as BundleAsset).source);
    const page = `<!doctype html><style>${css('assets/index.css')}</style>${noise(400, 12)}`;
    const withPage = analyzeBundle(bundle, options, root, page);
    expect(withPage.html.gzip).toBe(gzipOf(page));
    // index.css travels in the page; ui.css is still a file of its own.
    expect(withPage.firstLoad.total).toBe(gzipOf(page) + withPage.firstLoad.js.gzip + gzipOf(css('assets/ui.css')));
  });

  it('fails the first load one KB past its budget, not later', () => {
    const page = noise(2000, 13);
    const { total } = analyzeBundle(appBundle(), options, root, page).firstLoad;
    const atBudget = Math.ceil(total / 1024);
    expect(analyzeBundle(appBundle(), { ...options, firstLoadKb: atBudget }, root, page).violations).toEqual([]);
    expect(analyzeBundle(appBundle(), { ...options, firstLoadKb: atBudget - 1 }, root, page).violations).toHaveLength(
      1,
    );
  });

  it('refuses a start view the build has no lazy chunk for', () => {
    expect(() => analyzeBundle(appBundle(), { ...options, startView: 'src/features/missing.tsx' }, root)).toThrow(
      /no chunk holds the start view src\/features\/missing\.tsx/,
    );
  });

  it('finds the start view grouped into the entry chunk', () => {
    const bundle = appBundle();
    const entry = bundle['assets/index.js'] as BundleChunk;
    const list = bundle['assets/list.js'] as BundleChunk;
    bundle['assets/index.js'] = {
      ...entry,
      modules: { ...entry.modules, ...list.modules },
      code: entry.code + list.code,
      imports: ['assets/shared.js', 'assets/ui.js'],
    };
    delete bundle['assets/list.js'];
    const report = analyzeBundle(bundle, options, root);
    expect(report.firstLoad.files).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/ui.js',
      'assets/index.css',
      'assets/ui.css',
    ]);
    expect(report.lazy.map((item) => item.module)).toEqual([
      'src/features/form.tsx',
      'src/features/modal.tsx',
      'src/shared/ui/calendar.tsx',
    ]);
  });
});
