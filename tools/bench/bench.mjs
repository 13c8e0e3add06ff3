// `npm run bench`: builds the production app (the bundle budgets of scripts/vite-budgets.ts fail the build), serves
// it gzipped on 127.0.0.1 with the API answered by Prism (each answer held back 100 ms, a real backend's own time),
// launches it the way Telegram Android does (launch parameters in the URL hash, no mock), and prints ONE JSON line:
// first-load and per-view lazy sizes, time to real content per launch view, cold and on a reopen
// (tools/bench/content.mjs), the medians and ranges of Lighthouse mobile runs, and the growth timings
// (tools/bench/growth.mjs) with the JS heap; `targets` and `meets` mark what reaches its target.
// A benchmark, not a test: nothing here fails on a slow number. Only a broken build, budget or harness fails.
//
//   npm run bench                      full run: 5 content runs per view, 5 Lighthouse runs, lists of 2,000
//   npm run bench -- --runs=7          Lighthouse runs (the median and range are printed); --runs=0: none
//   npm run bench -- --content-runs=7  alternated runs per launch view; --content-runs=0: none
//   npm run bench -- --against=<dir>   also measures another production build (e.g. an older commit's dist/),
//                                      alternated run by run with this one, for a before/after comparison
//   npm run bench -- --floor           also measures the floor: the same stack with no app code, one line of data
//                                      (tools/bench/floor), launched into triggers-main, alternated with the app
//   npm run bench -- --quick           what `npm test` runs: one run of each (the floor too), the start view only,
//                                      lists of 200
//   npm run bench -- --skip-growth     no growth timings
//   npm run bench -- --views=a,b       content runs only for these launch views (e.g. when an older build cannot
//                                      open the others against today's contract)
//   BUNDLE_BUDGETS=warn npm run bench  measures a build that is over its budgets (the build fails otherwise)
//
// Ports: the first free ones in 4030-4039, or in BENCH_PORTS=<from>-<to>. Measure on a quiet machine: the line carries
// the load average.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort, startPrism } from '../../scripts/lib/prism.mjs';
import { measureContent } from './content.mjs';
import { measureGrowth } from './growth.mjs';
import { launchHash } from './launch-params.mjs';
import { serveBuild } from './serve.mjs';
import { androidBridgeScript } from './telegram-android-bridge.mjs';
import { readManifest } from './manifest.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const args = process.argv.slice(2);
const flag = (/** @type {string} */ name) => args.includes(`--${name}`);
const option = (/** @type {string} */ name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = flag('quick');
const lighthouseRuns = Number(option('runs') ?? (quick ? 1 : 5));
const contentRuns = Number(option('content-runs') ?? (quick ? 1 : 5));
const against = option('against');
const floor = flag('floor') || quick;
const skipGrowth = flag('skip-growth');
const onlyViews = /** @type {import('./content.mjs').LaunchView[] | undefined} */ (option('views')?.split(','));
/** The ports the benchmark's servers take the first free ones of. */
const [firstPort = 4030, lastPort = 4039] = (process.env.BENCH_PORTS ?? '4030-4039').split('-').map(Number);
/** What a real backend adds to every answer (Prism answers at once). */
const apiDelayMs = 100;

/**
 * The performance targets (docs/performance.md); `meets` reports which this run reached. Time to real content is
 * measured on a mid-range phone's terms (tools/bench/content.mjs); `coldOverFloor` needs --floor. The size targets
 * are the build's own budgets (vite.config.ts), read from its bundle report.
 */
const targets = {
  contentMs: 1200,
  coldOverFloor: 1.1,
  reopenContentMs: 600,
  score: 98,
  fcpMs: 1200,
  lcpMs: 1600,
  tbtMs: 50,
  cls: 0,
  keystrokeMs: 16,
};

/**
 * Runs `command`, its output on this process's stderr and stdout; rejects when it fails.
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {NodeJS.ProcessEnv} env added to this process's environment
 * @returns {Promise<void>}
 */
function run(command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`)),
    );
  });
}

/** @typedef {import('../../scripts/vite-budgets.ts').BundleReport} BundleReport */
/** @typedef {{ js: Size, css: Size, gzip: number }} ChunkSizes */
/** @typedef {import('../../scripts/vite-budgets.ts').Size} Size */

const kb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 10) / 10;
const sizeKb = (/** @type {Size} */ size) => ({ raw: kb(size.raw), gzip: kb(size.gzip) });

/**
 * Builds the app for production into `outDir`; resolves with the bundle report (scripts/vite-budgets.ts).
 * @param {string} outDir
 * @returns {Promise<BundleReport>}
 */
async function buildProduction(outDir) {
  const reportFile = path.join(outDir, '..', 'bundle-report.json');
  // Progress goes to stderr: stdout carries only the JSON line.
  await run(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      BUNDLE_REPORT: reportFile,
      APP_VERSION: 'bench',
    },
  ).catch((error) => {
    throw new Error(`production build failed (a bundle budget? see above): ${error.message}`);
  });
  return JSON.parse(await readFile(reportFile, 'utf8'));
}

/**
 * Builds the floor (tools/bench/floor: the app's stack, no app code) for production into `outDir`, with none of
 * the app's Vite configuration; resolves with `outDir`.
 * @param {string} outDir
 */
async function buildFloor(outDir) {
  const { build } = await import('vite');
  await build({
    root: path.join(root, 'tools/bench/floor'),
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/**
 * The first-load JS of a build: the scripts its index.html names, leaving out those it prefetches for later and
 * the launch views' own code, which only a launch into that view preloads.
 * @param {string} dist
 */
async function firstLoadFilesOf(dist) {
  const html = (await readFile(path.join(dist, 'index.html'), 'utf8'))
    .replace(/<template id="idle-prefetch">[^]*?<\/template>/, '')
    .replace(/<script type="application\/json" id="launch-chunks">[^]*?<\/script>/, '');
  return [...new Set([...html.matchAll(/assets\/[\w.-]+\.js/g)].map((match) => match[0]))];
}

/**
 * The first-load and lazy sizes in KB, lazy chunks named by the views that load them.
 * @param {BundleReport} report
 */
async function sizesOf(report) {
  const { views } = await readManifest(root);
  /** @type {Record<string, ChunkSizes>} */
  const lazy = {};
  /** @type {Record<string, ChunkSizes>} */
  const otherLazy = {};
  for (const chunk of report.lazy) {
    const entry = { js: sizeKb(chunk.js), css: sizeKb(chunk.css), gzip: kb(chunk.gzip) };
    const names = views.filter((view) => view.module === chunk.module).map((view) => view.name);
    if (names.length > 0) lazy[names.join(', ')] = entry;
    else otherLazy[chunk.module] = entry;
  }
  const start = views
    .filter((view) => !report.lazy.some((chunk) => chunk.module === view.module))
    .map((view) => view.name);
  return {
    firstLoad: {
      views: start,
      js: sizeKb(report.firstLoad.js),
      css: sizeKb(report.firstLoad.css),
      gzip: kb(report.firstLoad.gzip),
      html: sizeKb(report.html),
      // index.html, the JS and the CSS the page does not carry inline: every byte before the first card.
      total: kb(report.firstLoad.total),
      requests: report.firstLoad.files.filter((file) => file.endsWith('.js')).length + 1,
    },
    lazyViews: lazy,
    ...(Object.keys(otherLazy).length > 0 ? { otherLazy } : {}),
    budgets: report.budgets,
  };
}

/**
 * @param {string} url
 * @param {number} runs
 */
async function lighthouseMedian(url, runs) {
  const { runLighthouse, medianOf, rangeOf } = await import('./lighthouse.mjs');
  const results = [];
  for (let index = 0; index < runs; index++)
    results.push(await runLighthouse({ url, initScript: androidBridgeScript }));
  return {
    runs,
    median: medianOf(results),
    range: rangeOf(results),
    lcpElements: [...new Set(results.map((result) => result.lcpElement))],
    all: results.map(({ lcpElement, warnings, ...metrics }) => metrics),
  };
}

/**
 * Whether Lighthouse's largest paint was the seller's data: not the boot screen of index.html, nor the header's
 * navigation, which the boot screen draws as the app does (the element's selector names its innermost ancestors).
 */
const isRealContent = (/** @type {string | undefined} */ element) =>
  typeof element === 'string' && !/class="boot|(^|> )(nav|div\.boot)\b/.test(element);

/** The default view's cold start over the floor's, medians (undefined without the floor's runs). */
const coldOverFloor = (/** @type {Awaited<ReturnType<typeof measureContent>> | undefined} */ content, start = '') => {
  const [app, stack] = ['current', 'floor'].map((build) => content?.summaries[build]?.[start]?.cold.content?.median);
  return app && stack ? Math.round((app / stack) * 100) / 100 : undefined;
};

/**
 * Which targets this run reached (a median that was never measured does not reach its target).
 * @param {Awaited<ReturnType<typeof sizesOf>>} sizes
 * @param {Awaited<ReturnType<typeof lighthouseMedian>> | undefined} lighthouse
 * @param {Awaited<ReturnType<typeof measureContent>> | undefined} content
 * @param {Awaited<ReturnType<typeof measureGrowth>> | undefined} growth
 * @param {string} startLaunch
 */
function verdicts(sizes, lighthouse, content, growth, startLaunch) {
  const lazyMax = Math.max(...Object.values(sizes.lazyViews).map((view) => view.gzip));
  /** @type {Record<string, boolean | Record<string, { cold: boolean, reopen: boolean }>>} */
  const checks = {
    firstLoad: sizes.firstLoad.total <= sizes.budgets.firstLoadKb,
    lazyViews: lazyMax <= sizes.budgets.lazyChunkKb,
  };
  if (content) {
    const byView = content.summaries.current ?? {};
    const views = Object.values(byView);
    checks.content = views.every((view) => (view.cold.content?.median ?? Infinity) <= targets.contentMs);
    checks.reopenContent = views.every((view) => (view.reopen.content?.median ?? Infinity) <= targets.reopenContentMs);
    checks.contentByView = Object.fromEntries(
      Object.entries(byView).map(([name, view]) => [
        name,
        {
          cold: (view.cold.content?.median ?? Infinity) <= targets.contentMs,
          reopen: (view.reopen.content?.median ?? Infinity) <= targets.reopenContentMs,
        },
      ]),
    );
    const overFloor = coldOverFloor(content, startLaunch);
    if (overFloor) checks.coldOverFloor = overFloor <= targets.coldOverFloor;
    checks.noRepeatedApiCalls = views.every(
      (view) => view.cold.requests.repeatedApi === 0 && view.reopen.requests.repeatedApi === 0,
    );
    checks.nothingUnneededBeforeContent = views.every(
      (view) => view.cold.requests.unneeded === 0 && view.reopen.requests.unneeded === 0,
    );
  }
  if (lighthouse) {
    const { median } = lighthouse;
    Object.assign(checks, {
      score: median.score >= targets.score,
      fcp: median.fcpMs <= targets.fcpMs,
      lcp: median.lcpMs <= targets.lcpMs,
      tbt: median.tbtMs <= targets.tbtMs,
      cls: median.cls <= targets.cls,
      lcpIsRealContent: lighthouse.lcpElements.every(isRealContent),
    });
  }
  if (growth) {
    checks.keystrokes = [growth.autobookingsSearch, growth.triggersSearch].every(
      (search) => search.maxMs < targets.keystrokeMs,
    );
    checks.warehousePickerKeystrokes = growth.warehousePicker.maxMs < targets.keystrokeMs;
  }
  return checks;
}

const met = (/** @type {boolean} */ reached) => (reached ? 'met' : 'NOT met');
/** @param {{ median: number | undefined, min: number, max: number } | null | undefined} column */
const spread = (column) => (column ? `${column.median ?? '–'} [${column.min}–${column.max}]` : 'never');

/**
 * The figures that have targets, one per line with the target and whether this run met it, for a reader (stderr:
 * stdout stays one JSON line).
 * @param {Awaited<ReturnType<typeof sizesOf>>} sizes
 * @param {Awaited<ReturnType<typeof lighthouseMedian>> | undefined} lighthouse
 * @param {Awaited<ReturnType<typeof measureContent>> | undefined} content
 * @param {string} startLaunch the default view's launch, which the floor is compared on
 */
function readableSummary(sizes, lighthouse, content, startLaunch) {
  const lines = [
    `first load ${sizes.firstLoad.total} KB gzip with index.html (target ${sizes.budgets.firstLoadKb}): ${met(sizes.firstLoad.total <= sizes.budgets.firstLoadKb)}`,
  ];
  for (const [build, views] of Object.entries(content?.summaries ?? {})) {
    lines.push(`time to real content, ${build} build, ms median [min–max]:`);
    for (const [name, view] of Object.entries(views)) {
      const cold = view.cold.content?.median ?? Infinity;
      const reopen = view.reopen.content?.median ?? Infinity;
      const unneeded = [view.cold.requests.unneeded, view.reopen.requests.unneeded];
      lines.push(
        `  ${name.padEnd(18)} cold ${spread(view.cold.content)} (≤${targets.contentMs}: ${met(cold <= targets.contentMs)})` +
          `   reopen ${spread(view.reopen.content)} (≤${targets.reopenContentMs}: ${met(reopen <= targets.reopenContentMs)})` +
          `   requests before content it does not need, cold/reopen: ${unneeded.join('/')} (none: ${met(unneeded.every((count) => count === 0))})`,
      );
    }
  }
  const app = content?.summaries.current?.[startLaunch];
  const stack = content?.summaries.floor?.[startLaunch];
  const overFloor = coldOverFloor(content, startLaunch);
  if (app && stack) {
    const over = (/** @type {'cold' | 'reopen'} */ start) =>
      `${(app[start].content?.median ?? NaN) - (stack[start].content?.median ?? NaN)} ms`;
    lines.push(
      `the app over the floor (its stack alone, one line of data), ${startLaunch}: cold ${over('cold')}` +
        ` (${overFloor}×, ≤${targets.coldOverFloor}×: ${met((overFloor ?? Infinity) <= targets.coldOverFloor)}), reopen ${over('reopen')}`,
    );
  }
  if (lighthouse) {
    const { median, range } = lighthouse;
    const metric = (/** @type {keyof typeof median} */ key) => `${median[key]} [${range[key]?.join('–')}]`;
    lines.push(
      `lighthouse median [min–max]: score ${metric('score')} (≥${targets.score}: ${met(median.score >= targets.score)}),` +
        ` FCP ${metric('fcpMs')} (≤${targets.fcpMs}: ${met(median.fcpMs <= targets.fcpMs)}),` +
        ` LCP ${metric('lcpMs')} (≤${targets.lcpMs}: ${met(median.lcpMs <= targets.lcpMs)}),` +
        ` TBT ${metric('tbtMs')} (≤${targets.tbtMs}: ${met(median.tbtMs <= targets.tbtMs)}),` +
        ` CLS ${metric('cls')} (${met(median.cls <= targets.cls)}),` +
        ` LCP element real content: ${met(lighthouse.lcpElements.every(isRealContent))}`,
    );
  }
  return lines.join('\n');
}

/**
 * Each launch view's own code as the build's index.html lists it for its boot script (none in older builds).
 * @param {string} dist
 * @returns {Promise<Record<string, string[]>>}
 */
async function launchFilesOf(dist) {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const list = /<script type="application\/json" id="launch-chunks">([^]*?)<\/script>/.exec(html)?.[1];
  return list ? JSON.parse(list) : {};
}

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'bench-'));
  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  try {
    const started = performance.now();
    const loadAtStart = loadavg()[0] ?? 0;
    const { launches } = await readManifest(root);
    // The default view's launch (the manifest's first), the one the floor and a quick run measure.
    const startLaunch = launches[0]?.name;
    if (!startLaunch) throw new Error('the launch manifest names no launch view');
    const report = await buildProduction(path.join(work, 'dist'));
    const sizes = await sizesOf(report);

    const apiPort = await findFreePort(firstPort, lastPort);
    const prism = await startPrism({ args: ['mock', 'openapi.yaml'], port: apiPort });
    stops.push(() => prism.stop());
    const appPort = await findFreePort(apiPort + 1, lastPort);
    const server = await serveBuild({ root: path.join(work, 'dist'), port: appPort, apiPort, apiDelayMs });
    stops.push(() => new Promise((resolve) => server.close(resolve)));
    const baseUrl = `http://127.0.0.1:${appPort}`;
    /** @type {import('./content.mjs').Build[]} */
    const builds = [
      {
        name: 'current',
        baseUrl,
        firstLoadFiles: report.firstLoad.files,
        launchFiles: await launchFilesOf(path.join(work, 'dist')),
      },
    ];
    /** Serves another build next to the current one, on the next free port. */
    const serveAlso = async (/** @type {string} */ dist) => {
      const port = await findFreePort(Number(new URL(builds.at(-1)?.baseUrl ?? baseUrl).port) + 1, lastPort);
      const other = await serveBuild({ root: dist, port, apiPort, apiDelayMs });
      stops.push(() => new Promise((resolve) => other.close(resolve)));
      return `http://127.0.0.1:${port}`;
    };
    if (against) {
      const dist = path.resolve(against);
      builds.push({
        name: 'against',
        baseUrl: await serveAlso(dist),
        firstLoadFiles: await firstLoadFilesOf(dist),
        launchFiles: await launchFilesOf(dist),
      });
    }
    if (floor && contentRuns > 0) {
      const dist = await buildFloor(path.join(work, 'floor'));
      builds.push({
        name: 'floor',
        baseUrl: await serveAlso(dist),
        firstLoadFiles: await firstLoadFilesOf(dist),
        launchFiles: {},
        views: [startLaunch],
      });
    }

    const content =
      contentRuns > 0
        ? await measureContent({
            builds,
            runs: contentRuns,
            launches,
            ...(onlyViews ? { views: onlyViews } : quick ? { views: [startLaunch] } : {}),
          })
        : undefined;
    const lighthouse =
      lighthouseRuns > 0 ? await lighthouseMedian(`${baseUrl}/${launchHash()}`, lighthouseRuns) : undefined;
    const growth = skipGrowth ? undefined : await measureGrowth({ baseUrl, scale: quick ? 0.1 : 1 });

    const line = {
      bench: quick ? 'quick' : 'full',
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        load1AtStart: Math.round(loadAtStart * 10) / 10,
        load1AtEnd: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      },
      sizes,
      content: content
        ? { runs: content.runs, conditions: { ...content.conditions, apiDelayMs }, ...content.summaries }
        : null,
      lighthouse: lighthouse ?? null,
      growth: growth ?? null,
      targets,
      // A quick run only shows the harness works: its short lists and single run say nothing about the targets.
      meets: quick ? null : verdicts(sizes, lighthouse, content, growth, startLaunch),
      seconds: Math.round((performance.now() - started) / 1000),
    };
    if (!quick) process.stderr.write(`${readableSummary(sizes, lighthouse, content, startLaunch)}\n`);
    process.stdout.write(`${JSON.stringify(line)}\n`);
  } finally {
    for (const stop of stops.reverse()) await stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
