// Debian's Chromium as the project's browser runs start it: the benchmark and the Telegram Web tests the full
// browser, the other e2e tests and the screenshots its headless shell.
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
 * Chromium's headless shell (Debian's `chromium-headless-shell`), the browser Playwright itself runs headless tests
 * in: the same engine without the full browser's windows and UI, which cost the e2e suite about a fifth more CPU
 * per test (the browser process's CPU halved).
 */
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';
