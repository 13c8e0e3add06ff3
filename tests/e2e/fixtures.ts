import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { apisOfNewerEngines, removeApis } from './oldest-engine';

/** The date every e2e test lives on, matching the contract's examples. */
export const today = new Date('2026-11-21T09:00:00.000Z');

/** A URL of a host other than the test servers' (all on 127.0.0.1). */
function isOutsideHost(url: string): boolean {
  return /^https?:\/\//.test(url) && new URL(url).hostname !== '127.0.0.1';
}

export interface OpenOptions {
  view?: string;
  action?: string;
  mock?: string;
  theme?: 'light' | 'dark';
  /** Extra launch query, e.g. `tg=no-init-data`. */
  query?: Record<string, string>;
}

export interface AppHarness {
  open: (options?: OpenOptions) => Promise<void>;
  /** Every API request the page made. */
  apiRequests: { method: string; path: string; initData: string | undefined }[];
  /** Every `sl-violations` header Prism answered with. */
  violations: { request: string; violations: string }[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /**
   * Lets a test that provokes errors on purpose skip the final check of console errors: all of them, or only
   * those matching one of `expected` (e.g. the browser's log of a failed request), so any other error still fails it.
   */
  allowErrors: (...expected: RegExp[]) => void;
  /**
   * Resolves once the test has heard of every request the page started so far: the page asks its own server for a
   * marker, and the browser reports requests in the order the page makes them. A test that shows nothing more is
   * requested after an event waits on this, not on a fixed time.
   */
  requestsSettled: () => Promise<void>;
  telegramEvents: () => Promise<{ method: string; params: unknown }[]>;
  /**
   * Waits until the app has loaded and started the Telegram SDK, which it does once it has rendered: Telegram's
   * events reach the app from then on (a seller's first second in the app has none to miss).
   */
  telegramReady: () => Promise<void>;
  mainButton: ReturnType<Page['getByTestId']>;
  backButton: ReturnType<Page['getByTestId']>;
}

export interface EngineOptions {
  /** The page runs without every API the oldest supported engines lack (the `oldest-engine` project). */
  oldestEngine: boolean;
}

/**
 * React's log of an error its error boundary caught (the app's error pages): the production build the tests run
 * logs the error itself (the API client's `ApiError` here), the development build (`E2E_DEV=1`) explains it.
 */
export const errorBoundaryLog =
  /^ApiError: |React will try to recreate this component tree from scratch using the error boundary you provided/;

export const test = base.extend<{ app: AppHarness } & EngineOptions>({
  oldestEngine: [false, { option: true }],
  app: async ({ page, oldestEngine }, use) => {
    let errorsAllowed = false as RegExp[] | boolean;
    let markers = 0;
    const harness: AppHarness = {
      apiRequests: [],
      violations: [],
      errors: [],
      allowErrors: (...expected) => {
        errorsAllowed = expected.length > 0 ? expected : true;
      },
      async open(options = {}) {
        const query = new URLSearchParams();
        if (options.view) query.set('view', options.view);
        if (options.action) query.set('action', options.action);
        if (options.mock) query.set('mock', options.mock);
        if (options.theme) query.set('theme', options.theme);
        for (const [key, value] of Object.entries(options.query ?? {})) query.set(key, value);
        const search = query.toString();
        await page.goto(search ? `/?${search}` : '/');
      },
      async requestsSettled() {
        const marker = `/?requests-settled=${++markers}`;
        const heard = page.waitForRequest((request) => request.url().endsWith(marker));
        await page.evaluate((url) => void fetch(url), marker);
        await heard;
      },
      telegramEvents: () => page.evaluate(() => window.__telegramEvents ?? []),
      telegramReady: () =>
        expect
          .poll(async () => (await page.evaluate(() => window.__telegramEvents ?? [])).map((event) => event.method))
          .toContain('web_app_ready'),
      mainButton: page.getByTestId('tg-main-button'),
      backButton: page.getByTestId('tg-back-button'),
    };

    await page.clock.setFixedTime(today);
    // After the clock, which installs its own requestIdleCallback and AbortSignal.timeout.
    if (oldestEngine)
      await page.addInitScript(
        removeApis,
        apisOfNewerEngines.map((api) => api.path),
      );
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The browser reaches no host but the test servers (playwright.config.ts): the marketplace's product photos
      // fail to load, which the app shows as neutral tiles; the browser's log of that is no error of the app.
      if (message.text().startsWith('Failed to load resource') && isOutsideHost(message.location().url)) return;
      harness.errors.push(message.text());
    });
    page.on('pageerror', (error) => harness.errors.push(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) {
        harness.apiRequests.push({
          method: request.method(),
          path: url.pathname + url.search,
          initData: request.headers()['x-init-data'],
        });
      }
    });
    page.on('response', (response) => {
      const header = response.headers()['sl-violations'];
      if (header)
        harness.violations.push({ request: `${response.request().method()} ${response.url()}`, violations: header });
    });

    await use(harness);

    // No opting out: a test that needs an answer outside the contract fulfils it itself (Prism never sees it).
    expect(harness.violations, 'contract violations reported by Prism').toEqual([]);
    for (const request of harness.apiRequests)
      expect(request.initData, `x-init-data on ${request.method} ${request.path}`).toBeTruthy();
    if (errorsAllowed !== true) {
      const expected = errorsAllowed || [];
      const unexpected = harness.errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([]);
    }
  },
});

export { expect };

/** An event from the Telegram client, delivered as the mobile clients deliver it. */
export function receiveTelegramEvent(page: Page, eventType: string, eventData: unknown) {
  return page.evaluate(
    ([type, data]) =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent: (t: unknown, d: unknown) => void } } }
      ).Telegram.WebView.receiveEvent(type, data),
    [eventType, eventData] as const,
  );
}

/** The page's visibility as the web view reports it when Telegram goes to the background and back. */
export function setVisibility(page: Page, visible: boolean) {
  return page.evaluate((isVisible) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isVisible ? 'visible' : 'hidden'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !isVisible });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

/** Holds every API call matching `pattern` until `release()`; then they go on to Prism. */
export async function hold(page: Page, pattern: RegExp) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * Two taps in a row on `target`, the calls matching `call` held until both are in: on a busy machine the answer
 * could otherwise come back between the taps, and the second would land on what the answer put in the button's
 * place ('Перейти в чат' after a payment link, 'стоп' after 'запуск') or on the re-enabled button after a refusal.
 */
export async function doubleTap(target: Locator, call: RegExp) {
  // Held only once the button is there: the reads that brought it (the same path, for a list) go through.
  await expect(target).toBeEnabled();
  const release = await hold(target.page(), call);
  await target.dblclick();
  release();
}
