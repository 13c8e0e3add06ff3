// Time to real content: what a seller waits for before the first card of the launch view shows their own data.
// The production build in Chromium, launched as from Telegram Android into each start view, on a mid-range phone's
// terms: 4x slower CPU, 150 ms round trip, 1.6 Mbit/s down (DevTools emulation, applied to every request), plus the
// fixed API latency the server adds (tools/bench/serve.mjs). The clock stops at the Element Timing entry
// 'first-content' the app puts on that first card (src/shared/ui/element-timing.ts).
//
// Every run starts in a fresh browser profile (a cold start: nothing cached) and then opens the app once more in the
// same profile (a reopen: the HTTP cache and the app's stored answers kept), as a seller does many times a day.
// Runs alternate between the launch views (and between builds, when two are compared), so a change in the
// machine's load touches all of them alike.
import { chromium } from '@playwright/test';
import { chromeFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { launchHash } from './launch-params.mjs';
import { androidBridgeScript } from './telegram-android-bridge.mjs';

/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */

/** @typedef {import('./manifest.mjs').Launch} Launch */
/** A launch's name (the `view` value of its link, e.g. 'store'). @typedef {string} LaunchView */

/**
 * What the page records of its start, in its own clock (ms from navigation start).
 * @typedef {{ content?: number, skeleton?: number, firstRender?: number }} StartMarks
 */
/** @typedef {Window & { __benchMarks?: StartMarks }} BenchWindow */
/**
 * An Element Timing entry (not in TypeScript's DOM library).
 * @typedef {PerformanceEntry & { identifier: string, renderTime: number, loadTime: number }} PerformanceElementTiming
 */
/**
 * One launch as the page saw it: its marks, when the HTML was in, and every resource it loaded.
 * @typedef {object} LaunchRecord
 * @property {StartMarks} marks
 * @property {number | undefined} htmlReceived
 * @property {{ path: string, start: number, end: number, fromCache: boolean }[]} resources
 */
/**
 * The start of one launch in ms from navigation start (each undefined when it did not happen), and its requests.
 * @typedef {object} Timeline
 * @property {number | undefined} htmlReceived
 * @property {number | undefined} skeletonPainted
 * @property {number | undefined} jsRequested
 * @property {number | undefined} chunksIn
 * @property {number | undefined} firstRender
 * @property {number | undefined} apiStart
 * @property {number | undefined} apiAnswered
 * @property {number | undefined} content
 * @property {Record<'beforeContent' | 'api' | 'repeatedApi' | 'unneeded' | 'afterContent' | 'total', number>} requests
 */
/** @typedef {Exclude<keyof Timeline, 'requests'>} TimelineColumn */
/** @typedef {{ median: number | undefined, min: number, max: number } | null} ColumnSummary null: never reached. */
/**
 * The median and range of each timeline column over the runs, and the median request counts.
 * @typedef {Partial<Record<TimelineColumn, ColumnSummary>> & { requests: Record<string, number | undefined> }} TimelineSummary
 */
/**
 * A build to measure: `firstLoadFiles`, its first-load JS; `launchFiles`, each launch view's own code (by the app's
 * view name), which the boot script preloads for a launch into that view; `views`, the launch views it has (every
 * one when absent).
 * @typedef {{ name: string, baseUrl: string, firstLoadFiles: string[], launchFiles: Record<string, string[]>, views?: LaunchView[] }} Build
 */
/** @typedef {{ cold: Timeline[], reopen: Timeline[] }} ViewRuns */

/** A mid-range phone on a fair mobile network (Lighthouse's slow 4G throughput, the round trip). */
const phone = { cpuSlowdown: 4, rttMs: 150, downKbps: 1600, upKbps: 750 };

const contentTiming = 'first-content';
/**
 * What the page logs once the content has painted. The harness waits for this message instead of polling the page
 * with Playwright's waitForFunction, whose injected script (hundreds of KB) would be compiled and run on the page's
 * main thread while it starts, 4x slower: about 300 ms of work no phone does, before the first paint of every launch.
 */
const contentMessage = 'bench:first-content';
/** How long a run may wait for real content before it counts as failed. */
const contentTimeoutMs = 30_000;
/** Quiet time after the content, for the requests that follow it (prefetches) and the stored answers to be written. */
const settleMs = 3_000;

// Runs in the page before its own scripts: records the paints, the content's Element Timing and the moment the
// boot screen leaves #root (the app's first render), all in the page's own clock (ms from navigation start).
/**
 * @param {{ timing: string, message: string }} watch the Element Timing identifier of the content, and what to log
 *   once it has painted
 */
function recordStart({ timing, message }) {
  /** @type {StartMarks} */
  const marks = { content: undefined, skeleton: undefined, firstRender: undefined };
  /** @type {BenchWindow} */ (window).__benchMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceElementTiming[]} */ (list.getEntries())) {
      if (entry.identifier !== timing || marks.content !== undefined) continue;
      marks.content = entry.renderTime || entry.loadTime;
      console.debug(message);
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) marks.skeleton = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const watchRoot = () => {
    const root = document.getElementById('root');
    if (!root) return;
    new MutationObserver((_changes, observer) => {
      if (root.querySelector('.boot')) return;
      marks.firstRender = performance.now();
      observer.disconnect();
    }).observe(root, { childList: true, subtree: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watchRoot, { once: true });
  else watchRoot();
}

/** @param {Page} page */
async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.rttMs,
    downloadThroughput: (phone.downKbps * 1000) / 8,
    uploadThroughput: (phone.upKbps * 1000) / 8,
  });
}

const round = (/** @type {number | undefined} */ value) => (value === undefined ? undefined : Math.round(value));

/**
 * One launch of `url` in `context`: the start timeline and what was requested before and after the content.
 * @param {BrowserContext} context
 * @param {string} url
 * @returns {Promise<LaunchRecord>}
 */
async function launch(context, url) {
  const page = await context.newPage();
  try {
    await throttle(page);
    const contentPainted = page.waitForEvent('console', {
      predicate: (logged) => logged.text() === contentMessage,
      timeout: contentTimeoutMs,
    });
    await page.goto(url, { waitUntil: 'commit' });
    await contentPainted;
    await page.waitForTimeout(settleMs);
    return await page.evaluate(() => {
      const marks = /** @type {BenchWindow} */ (window).__benchMarks ?? {};
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map(
        (entry) => ({
          path: new URL(entry.name).pathname + new URL(entry.name).search,
          start: entry.startTime,
          end: entry.responseEnd,
          fromCache: entry.transferSize === 0 && entry.decodedBodySize > 0,
        }),
      );
      return { marks, htmlReceived: navigation?.responseEnd, resources };
    });
  } finally {
    await page.close();
  }
}

/**
 * The requests started before the content that it does not need: anything but the API's reads and `neededFiles`
 * (the first load and the launch view's own code), e.g. a lazy chunk or a prefetch that came too early.
 * @param {{ path: string, start: number }[]} resources
 * @param {number | undefined} contentAt
 * @param {string[]} neededFiles
 * @returns {string[]} their paths
 */
function unneededBeforeContent(resources, contentAt, neededFiles) {
  return resources
    .filter((entry) => contentAt !== undefined && entry.start < contentAt)
    .filter((entry) => !entry.path.startsWith('/api/') && !neededFiles.some((file) => entry.path.endsWith(file)))
    .map((entry) => entry.path);
}

/**
 * The timeline of one launch, in ms from navigation start, and its requests.
 * @param {LaunchRecord} launched
 * @param {string[]} firstLoadFiles
 * @param {string[]} launchFiles the launch view's own code
 * @returns {Timeline}
 */
function timelineOf({ marks, htmlReceived, resources }, firstLoadFiles, launchFiles) {
  const beforeContent = resources.filter((entry) => marks.content !== undefined && entry.start < marks.content);
  const firstLoadJs = resources.filter((entry) => firstLoadFiles.some((file) => entry.path.endsWith(file)));
  const api = beforeContent.filter((entry) => entry.path.startsWith('/api/'));
  const min = (/** @type {number[]} */ values) => (values.length > 0 ? Math.min(...values) : undefined);
  const max = (/** @type {number[]} */ values) => (values.length > 0 ? Math.max(...values) : undefined);
  const apiPaths = api.map((entry) => entry.path);
  return {
    htmlReceived: round(htmlReceived),
    skeletonPainted: round(marks.skeleton),
    jsRequested: round(min(firstLoadJs.map((entry) => entry.start))),
    chunksIn: round(max(firstLoadJs.map((entry) => entry.end))),
    firstRender: round(marks.firstRender),
    apiStart: round(min(api.map((entry) => entry.start))),
    apiAnswered: round(max(api.map((entry) => entry.end))),
    content: round(marks.content),
    requests: {
      beforeContent: beforeContent.length,
      api: api.length,
      // The same read twice before the content: a start-up call whose answer was not handed over.
      repeatedApi: apiPaths.length - new Set(apiPaths).size,
      unneeded: unneededBeforeContent(resources, marks.content, [...firstLoadFiles, ...launchFiles]).length,
      afterContent: resources.length - beforeContent.length,
      total: resources.length,
    },
  };
}

/** @param {(number | undefined)[]} values */
function median(values) {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : Math.round((at(middle - 1) + at(middle)) / 2);
}

/**
 * Median and range of each timeline column over the runs.
 * @param {Timeline[]} timelines
 * @returns {TimelineSummary}
 */
function summarise(timelines) {
  const columns = /** @type {TimelineColumn[]} */ (Object.keys(timelines[0] ?? {}).filter((key) => key !== 'requests'));
  /** @type {Partial<Record<TimelineColumn, ColumnSummary>>} */
  const summary = {};
  for (const column of columns) {
    const values = timelines.map((timeline) => timeline[column]).filter((value) => value !== undefined);
    summary[column] =
      values.length > 0 ? { median: median(values), min: Math.min(...values), max: Math.max(...values) } : null;
  }
  const requestKeys = /** @type {(keyof Timeline['requests'])[]} */ (Object.keys(timelines[0]?.requests ?? {}));
  return {
    ...summary,
    requests: Object.fromEntries(
      requestKeys.map((key) => [key, median(timelines.map((timeline) => timeline.requests[key]))]),
    ),
  };
}

/** Whether `build` is measured in `view` (a build without a list of views has every one). */
const hasView = (/** @type {Build} */ build, /** @type {LaunchView} */ view) => build.views?.includes(view) ?? true;

/**
 * The launches of `runs` rounds, in order: every view in turn, and in each view every build that has it, the
 * builds' order reversed every other round, so a change in the machine's load touches all of them alike.
 * @param {Build[]} builds
 * @param {LaunchView[]} views
 * @param {number} runs
 * @returns {{ view: LaunchView, build: Build }[]}
 */
function launchOrder(builds, views, runs) {
  const order = [];
  for (let run = 0; run < runs; run++) {
    for (const view of views) {
      const inTurn = run % 2 ? [...builds].reverse() : builds;
      for (const build of inTurn) if (hasView(build, view)) order.push({ view, build });
    }
  }
  return order;
}

/**
 * Time to real content per launch view, cold and on a reopen, for each build in `builds` (in the views it has),
 * `runs` alternated runs each. `launches` are the app's (tools/bench/manifest.mjs); `views` names those to run.
 * @param {{ builds: Build[], runs: number, launches: Launch[], views?: LaunchView[] }} options
 */
export async function measureContent({ builds, runs, launches, views = launches.map((launch) => launch.name) }) {
  const byName = new Map(launches.map((launch) => [launch.name, launch]));
  const unknown = views.filter((view) => !byName.has(view));
  if (unknown.length)
    throw new Error(`Unknown launch views: ${unknown.join(', ')}. Known: ${[...byName.keys()].join(', ')}`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags });
  const viewsOf = (/** @type {Build} */ build) => views.filter((view) => hasView(build, view));
  /** @type {Record<string, Record<string, ViewRuns>>} Per build name, per view. */
  const results = Object.fromEntries(
    builds.map((build) => [
      build.name,
      Object.fromEntries(viewsOf(build).map((view) => [view, { cold: [], reopen: [] }])),
    ]),
  );
  /** The runs of `view` in `build` (`results` holds every build and view). */
  const runsOf = (/** @type {Build} */ build, /** @type {LaunchView} */ view) =>
    /** @type {ViewRuns} */ (results[build.name]?.[view]);
  try {
    for (const { view, build } of launchOrder(builds, views, runs)) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: 'ru-RU',
        timezoneId: 'Europe/Moscow',
      });
      try {
        await context.addInitScript(androidBridgeScript);
        await context.addInitScript(recordStart, { timing: contentTiming, message: contentMessage });
        const opened = /** @type {Launch} */ (byName.get(view));
        const url = () => `${build.baseUrl}/${opened.query}${launchHash()}`;
        const target = runsOf(build, view);
        const ownFiles = build.launchFiles[opened.view] ?? [];
        target.cold.push(timelineOf(await launch(context, url()), build.firstLoadFiles, ownFiles));
        target.reopen.push(timelineOf(await launch(context, url()), build.firstLoadFiles, ownFiles));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  /** @type {Record<string, Record<string, { cold: TimelineSummary, reopen: TimelineSummary }>>} */
  const summaries = {};
  for (const build of builds) {
    /** @type {Record<string, { cold: TimelineSummary, reopen: TimelineSummary }>} */
    const byView = {};
    summaries[build.name] = byView;
    for (const view of viewsOf(build)) {
      const { cold, reopen } = runsOf(build, view);
      byView[view] = { cold: summarise(cold), reopen: summarise(reopen) };
    }
  }
  return { runs, conditions: phone, summaries, all: results };
}
