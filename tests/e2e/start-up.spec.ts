import type { Locator, Page } from '@playwright/test';
import { test, expect, hold, type AppHarness } from './fixtures';

const storageKey = 'slots:start-answers';
const firstTrigger = (page: Page) => page.getByRole('region', { name: 'Коледино, Подольск', exact: true });

/**
 * The layout shifts the page has reported so far (Chromium's CLS without session windows), each with what moved, so a
 * failing test names the element and its boxes before and after.
 */
function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
        const name = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}${
                node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''
              } "${(node.textContent ?? '').trim().slice(0, 40)}"`
            : String(node?.nodeName);
        type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`);
            shifts.push(`${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 200);
      }),
  );
}

/**
 * Where each block of a screen's loading screen is drawn, in page order (its main area's height left out: below the
 * loading screen it follows Telegram's safe area, which the app learns only later).
 */
function layoutOf(screen: Locator) {
  return screen.evaluate((element) => {
    const main = element.querySelector('main')?.getBoundingClientRect();
    const skeleton = element.querySelector('[data-testid="view-skeleton"]');
    const blocks = skeleton ? [skeleton, ...skeleton.querySelectorAll('*')] : [];
    return [
      `MAIN ${main?.x} ${main?.y} ${main?.width}`,
      ...blocks.map((block) => {
        const { x, y, width, height } = block.getBoundingClientRect();
        return [block.tagName, x, y, width, height].join(' ');
      }),
    ];
  });
}

test.describe('boot screen of index.html', () => {
  // One URL per view: boot.test.ts marks the same views from Telegram's start parameter.
  const launches = [
    { name: 'the default view', url: '/', view: 'triggers-main', current: 'Таймслоты' },
    {
      name: '?view=autobookings-main',
      url: '/?view=autobookings-main',
      view: 'autobookings-main',
      current: 'Автобронирования',
    },
    { name: '?view=store', url: '/?view=store', view: 'store-subscription', current: 'Магазин' },
    {
      name: '?view=account&action=change_supplier',
      url: '/?view=account&action=change_supplier',
      view: 'account',
      current: /^Аккаунт/,
    },
    { name: '?view=terms', url: '/?view=terms', view: 'terms', current: undefined },
  ];

  for (const { name, url, view, current } of launches) {
    test(`a launch into ${name} shows that view's loading screen and hands over without moving the header`, async ({
      page,
    }) => {
      const release = await hold(page, /\/api\/v1\/user$/);
      await page.goto(url);
      await expect(page.locator('.boot')).toBeVisible();
      // One screen shows: the launch view's.
      const shown = await page
        .locator('.boot [data-boot-view]')
        .evaluateAll((screens) =>
          screens.filter((screen) => screen.getClientRects().length > 0).map((screen) => screen.dataset.bootView),
        );
      expect(shown).toEqual([view]);
      const boot = page.locator(`.boot [data-boot-view="${view}"]`);
      await expect(boot.getByTestId('view-skeleton')).toBeVisible();
      const bootNav = boot.locator('nav');
      if (current)
        await expect(bootNav.getByRole('button', { name: current, includeHidden: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      else await expect(bootNav.locator('[aria-current="page"]')).toHaveCount(0);
      // The supplier's name is not known yet: a placeholder, not a label the name would replace.
      await expect(bootNav.locator('button').first()).not.toContainText('Аккаунт');
      const shellHeader = await boot.locator('header').boundingBox();
      const shellStore = await bootNav.getByRole('button', { name: 'Магазин', includeHidden: true }).boundingBox();

      release();
      await expect(page.locator('.boot')).toHaveCount(0);
      const nav = page.getByRole('navigation', { name: 'Разделы' });
      if (current) await expect(nav.getByRole('button', { name: current })).toHaveAttribute('aria-current', 'page');
      else await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
      const header = await page.locator('header').first().boundingBox();
      const store = await nav.getByRole('button', { name: 'Магазин' }).boundingBox();
      expect(header?.height).toBeCloseTo(shellHeader?.height ?? 0, 0);
      expect(store).toEqual(shellStore);
    });
  }

  test("each launch view's boot screen is laid out as the app's own loading screen of that view", async ({
    app,
    page,
  }) => {
    // The app's loading screen of a view shows while its reads are held, opened from the terms (no section current).
    const views = [
      { view: 'triggers-main', url: '/', button: 'Таймслоты', reads: /\/api\/v1\/triggers$/ },
      {
        view: 'autobookings-main',
        url: '/?view=autobookings-main',
        button: 'Автобронирования',
        reads: /\/api\/v1\/autobooking\?/,
      },
      { view: 'store-subscription', url: '/?view=store', button: 'Магазин', reads: /\/api\/v1\/tariffs$/ },
      { view: 'account', url: '/?view=account', button: /^Аккаунт/, reads: /\/api\/v1\/tariffs$/ },
    ];
    for (const { view, url, button, reads } of views) {
      // Each boot is a first launch: answers kept by the view before would let this one render without the held
      // user, as soon as its own reads answer, and take the boot screen away before it is measured. The page being
      // left may still be about to save its answers (a second after they came): it writes nothing after the clear.
      if (page.url().startsWith('http'))
        await page.evaluate(() => {
          localStorage.clear();
          Storage.prototype.setItem = () => undefined;
        });
      const releaseUser = await hold(page, /\/api\/v1\/user$/);
      await page.goto(url);
      const boot = page.locator(`.boot [data-boot-view="${view}"]`);
      await expect(boot).toBeVisible();
      const booted = await layoutOf(boot);
      releaseUser();
      await page.unrouteAll({ behavior: 'wait' });

      await app.open({ view: 'terms' });
      const releaseReads = await hold(page, reads);
      await page.getByRole('navigation', { name: 'Разделы' }).getByRole('button', { name: button }).click();
      const loading = page.locator('#root > [data-screen]').filter({ has: page.getByTestId('view-skeleton') });
      await expect(loading).toBeVisible();
      const drawn = await layoutOf(loading);
      releaseReads();
      await page.unrouteAll({ behavior: 'wait' });
      expect(booted.length, view).toBeGreaterThan(10);
      expect(booted, view).toEqual(drawn);
    }
  });
});

/**
 * A first launch whose answers and launch view's snapshot are kept; returns its URL with the launch parameters in
 * the hash, as Telegram opens the app (the boot script reads the user from there).
 */
/** Text on the page that the 'Обновление…' note lies over (none may: it floats over the header's edge). */
function textUnderRefreshNote(page: Page) {
  return page.evaluate(() => {
    const note = document.querySelector('[data-testid="refreshing"]');
    if (!note) return ['no note'];
    const box = note.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || note.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const overlaps =
          rect.width > 0 &&
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top;
        if (overlaps) covered.push(node.textContent.trim());
      }
    }
    return covered;
  });
}

async function keptLaunch(app: AppHarness, page: Page, launch: { view?: string; kept?: string } = {}) {
  await app.open({ view: launch.view });
  await page.waitForFunction(
    ({ key, view }) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { screens?: Record<string, string> }).screens?.[view] !==
      undefined,
    { key: storageKey, view: launch.kept ?? 'triggers-main' },
  );
  return page.url();
}

const appCode = /\.js$/;

/** Keeps the app's code from loading, so the test sees what the page paints before any of it runs. */
async function withoutAppCode(app: AppHarness, page: Page) {
  app.allowErrors(/Failed to load resource|Failed to fetch dynamically imported module/);
  await page.route(appCode, (route) => route.abort());
}

/** Launches again in the same browser (storage and HTTP cache kept). */
async function reopen(page: Page, url: string) {
  await page.goto('about:blank');
  await page.goto(url);
}

test.describe('answers kept between launches', () => {
  for (const [how, overSnapshot] of [
    ['as the test harness opens it (no launch parameters in the URL: no snapshot)', false],
    ['as Telegram opens it, over the painted snapshot', true],
  ] as const)
    test(`a reopen ${how} renders the kept cards before the API answers, then refreshes them without a shift`, async ({
      app,
      page,
    }) => {
      const launchUrl = await keptLaunch(app, page);
      const release = await hold(page, /\/api\/v1\//);
      if (overSnapshot) await reopen(page, launchUrl);
      else await app.open();
      // React's own render of the kept answers, while their fresh answers are still held back.
      await expect(page.locator('#root > [data-screen]:not([inert])')).toHaveCount(1);
      await expect(firstTrigger(page)).toBeVisible();
      await expect(
        page.getByTestId('supplier-name').or(page.getByRole('button', { name: /^Аккаунт: / })),
      ).toBeVisible();
      await expect(page.getByTestId('refreshing')).toHaveText('Обновление…');
      await expect(page.getByTestId('refreshing')).toBeVisible();
      expect(await textUnderRefreshNote(page)).toEqual([]);
      release();
      await expect(page.getByTestId('refreshing')).toBeHidden();
      await expect(firstTrigger(page)).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });

  // Which kept answers a launch restores is the start-answers cache's unit test; this is the launch reading it.
  for (const [name, patch] of [['another Telegram user', { userId: 1 }]] as const) {
    test(`answers kept for ${name} are discarded, not shown`, async ({ app, page }) => {
      await app.open();
      await expect(firstTrigger(page)).toBeVisible();
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, storageKey);
      await page.evaluate(
        ({ key, patch }) =>
          localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), ...patch })),
        {
          key: storageKey,
          patch,
        },
      );

      const release = await hold(page, /\/api\/v1\/triggers$/);
      await app.open();
      await expect(page.locator('.boot')).toBeVisible();
      await expect(firstTrigger(page)).toHaveCount(0);
      release();
      await expect(firstTrigger(page)).toBeVisible();
      await expect(page.getByTestId('refreshing')).toBeHidden();
    });
  }

  test("a reopen paints the launch view as it was left before the app's code runs, inert, with the refresh note", async ({
    app,
    page,
  }) => {
    const launchUrl = await keptLaunch(app, page);
    await withoutAppCode(app, page);
    await hold(page, /\/api\/v1\//);
    // A phone's network, on which the page arrives in parts, with frames in between.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 100_000,
    });
    await reopen(page, launchUrl);
    const screen = page.locator('#root > [data-screen][inert]');
    await expect(screen.getByText('Коледино, Подольск', { exact: true })).toBeVisible();
    // In the very first paint: no frame showed the skeleton before it.
    const [firstPaint, keptCard] = await page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          let paint: number | undefined;
          let card: number | undefined;
          const settle = () => {
            if (paint !== undefined && card !== undefined) resolve([paint, card]);
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntriesByName('first-contentful-paint')) paint = entry.startTime;
            settle();
          }).observe({ type: 'paint', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[])
              if (entry.identifier === 'first-content') card = entry.renderTime;
            settle();
          }).observe({ type: 'element', buffered: true });
        }),
    );
    expect(Math.abs(keptCard - firstPaint)).toBeLessThan(1);
    // The header as it was, with the supplier's name (no placeholder).
    await expect(screen.locator('header button[aria-label^="Аккаунт: "]')).toHaveCount(1);
    await expect(page.getByTestId('refreshing')).toHaveText('Обновление…');
    await expect(page.getByTestId('refreshing')).toBeVisible();
    expect(await textUnderRefreshNote(page)).toEqual([]);
    await expect(page.locator('.boot')).toHaveCount(0);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('the boot screen stays hidden while a kept screen is on its way: a frame painted before it shows no skeleton', async ({
    app,
    page,
  }) => {
    const launchUrl = await keptLaunch(app, page);
    await withoutAppCode(app, page);
    // The page as a slow network has brought it so far: up to the end of #root, before the first-load styles and
    // the call that paints the kept screen. A browser may paint it as it is.
    await page.route(
      (url) => url.origin === new URL(launchUrl).origin,
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = await response.text();
        const cut = html.indexOf('<style>', html.indexOf('<div id="root">'));
        expect(cut).toBeGreaterThan(0);
        return route.fulfill({ response, body: html.slice(0, cut) });
      },
    );
    await reopen(page, launchUrl);
    await expect(page.locator('.boot')).toBeAttached();
    await expect(page.locator('.boot')).toBeHidden();
    await expect(page.locator('[data-screen]')).toHaveCount(0);
  });

  for (const { view, kept, content } of [
    { view: 'store', kept: 'store-subscription', content: 'subscription-days' },
    { view: 'account', kept: 'account', content: 'supplier-name' },
  ])
    test(`a reopen into ${view} paints it as it was left before the app's code runs, then React takes over in place`, async ({
      app,
      page,
    }) => {
      const launchUrl = await keptLaunch(app, page, { view, kept });
      const shown = await page.getByTestId(content).textContent();
      expect(shown?.trim()).toBeTruthy();

      await withoutAppCode(app, page);
      await reopen(page, launchUrl);
      const screen = page.locator('#root > [data-screen][inert]');
      await expect(screen.getByTestId(content)).toHaveText(shown ?? '');
      await expect(page.getByTestId('refreshing')).toBeVisible();
      await expect(page.locator('.boot')).toHaveCount(0);

      await page.unroute(appCode);
      const release = await hold(page, /\/api\/v1\//);
      await reopen(page, launchUrl);
      // React's own render of the kept answers, while their fresh answers are still held back.
      await expect(page.locator('#root > [data-screen]:not([inert])').getByTestId(content)).toHaveText(shown ?? '');
      await expect(page.getByTestId('refreshing')).toBeVisible();
      release();
      await expect(page.getByTestId('refreshing')).toBeHidden();
      await expect(page.getByTestId(content)).toHaveText(shown ?? '');
      expect(await layoutShifts(page)).toEqual([]);
    });

  // Which kept snapshot the boot script paints (user, version, age) is its unit test; this is the page painting it.
  for (const [name, patch] of [['another Telegram user', { userId: 1 }]] as const) {
    test(`a snapshot kept for ${name} is not painted`, async ({ app, page }) => {
      const launchUrl = await keptLaunch(app, page);
      await page.evaluate(
        ({ key, patch }) =>
          localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), ...patch })),
        { key: storageKey, patch },
      );
      await withoutAppCode(app, page);
      await reopen(page, launchUrl);
      await expect(page.locator('.boot')).toBeVisible();
      await expect(page.getByText('Коледино, Подольск', { exact: true })).toHaveCount(0);
    });
  }

  test('what is kept holds API answers only: never the init data', async ({ app, page }) => {
    await app.open();
    await expect(firstTrigger(page)).toBeVisible();
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, storageKey);
    const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    const initData = app.apiRequests.find((request) => request.initData)?.initData ?? '';
    expect(initData).toContain('hash=');
    for (const secret of [
      initData,
      encodeURIComponent(initData),
      new URLSearchParams(initData).get('hash') ?? 'hash',
      'dev-signature',
    ]) {
      expect(kept.includes(secret), `init data in storage: ${secret}`).toBe(false);
    }
    expect(kept).toContain('Коледино');
  });
});
