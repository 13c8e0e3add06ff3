// Debian's Chromium, as every browser run of the project starts it (the e2e tests, the screenshots, the benchmark).
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
