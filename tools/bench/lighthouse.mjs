// Lighthouse's default mobile run (simulated slow 4G and a 4x slower CPU) on Debian Chromium, through a
// Puppeteer page so Telegram Android's bridge can be injected before the app's scripts run.
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { chromeFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';

// Lighthouse drives the page with its own Puppeteer: use exactly that copy, not a second one.
const lighthouseRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
const { default: puppeteer } = /** @type {typeof import('puppeteer-core')} */ (
  await import(lighthouseRequire.resolve('puppeteer-core'))
);

/**
 * The metrics of one run (times in ms), its largest-paint element and Lighthouse's warnings.
 * @typedef {object} LighthouseRun
 * @property {number} score
 * @property {number} fcpMs
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {string | undefined} lcpElement
 * @property {import('lighthouse').Result['runWarnings']} warnings
 */

/**
 * The details of the largest-contentful-paint-element audit: a list whose first table's first row is the element.
 * @typedef {{ items?: { items?: { node?: { snippet?: string, selector?: string } }[] }[] }} LcpElementDetails
 */

/**
 * The largest-paint element as its up to four innermost ancestors and its opening tag:
 * `header._header_… > nav._nav_… > div._sections_… > button._section_… <button type="button" …>`.
 * @param {{ snippet?: string, selector?: string } | undefined} node
 */
function lcpElementOf(node) {
  return node?.snippet === undefined ? undefined : `${node.selector ?? ''} ${node.snippet}`.trim();
}

/**
 * One Lighthouse mobile performance run in a fresh browser; returns the score and the metrics in ms.
 * @param {{ url: string, initScript?: string }} options initScript: runs before the page's own scripts.
 * @returns {Promise<LighthouseRun>}
 */
export async function runLighthouse({ url, initScript }) {
  const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromeFlags });
  try {
    const page = await browser.newPage();
    if (initScript) await page.evaluateOnNewDocument(initScript);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      lcpElement: lcpElementOf(
        /** @type {LcpElementDetails | undefined} */ (lhr.audits['largest-contentful-paint-element']?.details)
          ?.items?.[0]?.items?.[0]?.node,
      ),
      warnings: lhr.runWarnings,
    };
  } finally {
    await browser.close();
  }
}

/** @param {number[]} values */
function median(values) {
  if (values.length === 0) throw new Error('no Lighthouse runs to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
}

/** @type {readonly ('score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls')[]} */
const metrics = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];

/**
 * The lowest and highest value of each metric over the runs.
 * @param {LighthouseRun[]} runs
 * @returns {Record<string, [min: number, max: number]>}
 */
export function rangeOf(runs) {
  return Object.fromEntries(
    metrics.map((metric) => [
      metric,
      [Math.min(...runs.map((run) => run[metric])), Math.max(...runs.map((run) => run[metric]))],
    ]),
  );
}

/**
 * The median of each metric over the runs (for an odd count, a value one of the runs measured).
 * @param {LighthouseRun[]} runs
 */
export function medianOf(runs) {
  return {
    score: median(runs.map((run) => run.score)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}
