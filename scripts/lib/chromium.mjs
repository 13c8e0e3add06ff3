// Debian's Chromium, as every browser run of the project starts it (the e2e tests, the screenshots, the benchmark).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const chromiumPath = '/usr/bin/chromium';

/** Nothing in the background that would disturb a test or a measurement. */
export const quietFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** For launchers that do not make Chromium headless themselves (Playwright does). */
export const chromeFlags = ['--headless=new', ...quietFlags];

/**
 * Chromium builds the address bar's two suggestion popups (WebUI pages) for every window it opens, though a headless
 * page never shows them: a renderer for each test's window, about a fifth of the e2e suite's CPU.
 */
export const unseenBrowserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright switches off in every Chromium it starts, read from Playwright itself. Chromium keeps only
 * the last `--disable-features`, so a flag of ours must repeat them. Throws when an update of Playwright changed
 * where they are, rather than silently dropping them.
 * @returns {string[]}
 */
export function playwrightDisabledFeatures() {
  const require = createRequire(import.meta.url);
  const bundle = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(readFileSync(bundle, 'utf8'))?.[1];
  const features = [...(list ?? '').replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]);
  if (features.length === 0) throw new Error(`Playwright's disabled Chromium features not found in ${bundle}`);
  return /** @type {string[]} */ (features);
}

/** Playwright's launch flags of ours: its own disabled features plus the browser UI no test sees. */
export const playwrightFlags = [
  `--disable-features=${[...playwrightDisabledFeatures(), ...unseenBrowserUi].join(',')}`,
];
