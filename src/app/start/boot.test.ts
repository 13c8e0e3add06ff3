// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageQuery, startFilter } from '@/api/autobookings';
import { defaultView } from '@/shared/navigation/views';
import { boot } from './boot';
import { startLocationOf } from './start-location';

/** The build the page is of, named by its index.html as the build writes it (vite.config.ts). */
const pageBuild = 'b1';
/** This build's version of the kept answers: the contract's and the page's. */
const answersVersion = `${__CONTRACT_VERSION__}+${pageBuild}`;

/** Runs the boot script as the browser would on a launch with this query and hash, in a build of this mode. */
function launch(url: string, mode = 'development') {
  history.replaceState(null, '', url);
  boot({ production: mode === 'production' });
  return document.documentElement;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-start');
  document.documentElement.removeAttribute('data-kept-screen');
  delete window.__slotsBoot;
  vi.unstubAllGlobals();
});

describe('boot script of index.html', () => {
  it('takes its colours from Telegram theme parameters in the launch hash', () => {
    const theme = encodeURIComponent(JSON.stringify({ bg_color: '#17212b', section_separator_color: '#111921' }));
    const root = launch(`/#tgWebAppVersion=8.0&tgWebAppThemeParams=${theme}`);
    expect(root.style.getPropertyValue('--tg-theme-bg-color')).toBe('#17212b');
    expect(root.style.getPropertyValue('--tg-theme-section-separator-color')).toBe('#111921');
    expect(root.hasAttribute('data-start')).toBe(false);
  });

  it('accepts only colours from the URL', () => {
    const theme = encodeURIComponent(
      JSON.stringify({ bg_color: 'url(https://example.com/x)', text_color: 'red;x:y', hint_color: '#abc' }),
    );
    const root = launch(`/#tgWebAppThemeParams=${theme}`);
    expect(root.style.getPropertyValue('--tg-theme-bg-color')).toBe('');
    expect(root.style.getPropertyValue('--tg-theme-text-color')).toBe('');
    expect(root.style.getPropertyValue('--tg-theme-hint-color')).toBe('#abc');
  });

  it('survives a launch without or with broken parameters', () => {
    expect(() => launch('/')).not.toThrow();
    expect(() => launch('/#tgWebAppThemeParams=%7Bbroken')).not.toThrow();
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it.each([
    ['/', undefined],
    ['/?view=store', undefined],
    ['/?view=autobookings-main', undefined],
    ['/?view=account&action=change_supplier', undefined],
    ['/?view=terms', undefined],
    ['/?view=triggers-main', undefined],
    ['/?view=triggers-form', undefined],
    ['/?view=nonsense', undefined],
    ['/', 'account__change_supplier'],
    ['/', 'autobookings-main'],
    ['/', 'store'],
    ['/?view=store', 'account'],
  ])('marks the launch view as the app reads it: %s with start parameter %s', (url, startParam) => {
    const hash = startParam ? `#tgWebAppStartParam=${startParam}` : '';
    const { view } = startLocationOf(new URL(url, 'http://localhost').search, startParam);
    const marked = launch(url + hash).getAttribute('data-start');
    // The default view is left unmarked: its screen is the one shown when this script does not run.
    expect(marked ?? defaultView).toBe(view);
    if (view === defaultView) expect(marked).toBeNull();
  });

  it.each([
    ['/?view=store', 'store-subscription'],
    ['/#tgWebAppStartParam=account__change_supplier', 'account'],
    ['/?view=autobookings-main', 'autobookings-main'],
  ])("preloads the launch view's code the build lists: %s", (url, view) => {
    const files = { [view]: ['/assets/view-1.js', '/assets/view-2.css'], other: ['/assets/other.js'] };
    document.head.innerHTML = `<script type="application/json" id="launch-chunks">${JSON.stringify(files)}</script>`;
    launch(url);
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.as, link.href]);
    // jsdom knows no modulepreload: the script falls back to a script preload there, as Safari before 17 does.
    expect(links).toEqual([
      ['preload', 'script', 'http://localhost:3000/assets/view-1.js'],
      ['preload', 'style', 'http://localhost:3000/assets/view-2.css'],
    ]);
  });

  it('preloads nothing more for the start view or without a list (the dev server)', () => {
    document.head.innerHTML = '<script type="application/json" id="launch-chunks">{"account":["/a.js"]}</script>';
    launch('/');
    document.head.querySelector('script')?.remove();
    launch('/?view=account');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it("sends the launch view's reads with the init data in production builds", () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json({})));
    vi.stubGlobal('fetch', fetch);
    const initData = 'user=%7B%22id%22%3A1%7D&hash=abc';
    launch(`/?view=autobookings-main#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0`, 'production');
    // The app's own first read of the list, so the client takes this answer instead of asking again.
    const firstPage = `/api/v1/autobooking?${new URLSearchParams(pageQuery(startFilter, null)).toString()}`;
    expect(firstPage).toBe('/api/v1/autobooking?group=active');
    const paths = ['/api/v1/user', '/api/v1/warehouses', firstPage];
    expect(fetch.mock.calls).toEqual(paths.map((path) => [path, { headers: { 'x-init-data': initData } }]));
    expect(window.__slotsBoot?.startReads?.initData).toBe(initData);
    expect(Object.keys(window.__slotsBoot?.startReads?.answers ?? {})).toEqual(paths);

    fetch.mockClear();
    launch(`/#tgWebAppData=${encodeURIComponent(initData)}`, 'production');
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/v1/user', '/api/v1/warehouses', '/api/v1/triggers']);

    // The store's price list, and the account's (its payment history names the tariffs).
    for (const view of ['store', 'account']) {
      fetch.mockClear();
      launch(`/?view=${view}#tgWebAppData=${encodeURIComponent(initData)}`, 'production');
      expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/v1/user', '/api/v1/warehouses', '/api/v1/tariffs']);
    }
  });

  it('sends nothing without init data, and nothing in test builds (their answers come from mock scenarios)', () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json({})));
    vi.stubGlobal('fetch', fetch);
    launch('/?view=store', 'production');
    launch(`/#tgWebAppData=${encodeURIComponent('user=%7B%7D&hash=abc')}`, 'e2e');
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__slotsBoot?.startReads).toBeUndefined();
  });
});

describe('a kept screen painted by the boot script', () => {
  const userId = 279058397;
  const initData = `user=${encodeURIComponent(JSON.stringify({ id: userId, first_name: 'Анна' }))}&hash=abc`;
  const launchUrl = (query = '') => `/${query}#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0`;
  const screen =
    '<div data-screen=""><header><span data-refreshing="" hidden="">Обновление…</span></header>' +
    '<main><h3 elementtiming="first-content">Коледино</h3><div data-style="height: 120px;">list</div></main></div>';
  const kept = (patch: Record<string, unknown> = {}) =>
    localStorage.setItem(
      'slots:start-answers',
      JSON.stringify({
        userId,
        version: `${answersVersion}+mock=default`,
        savedAt: Date.now() - 60_000,
        state: { queries: [], mutations: [] },
        screens: { 'triggers-main': screen },
        ...patch,
      }),
    );
  /** A launch of a build (which lists #launch-chunks) whose #root holds the boot skeleton. */
  function launchBuild(url: string, mode = 'e2e', files: Record<string, string[]> = {}, bodyParsed = true) {
    document.head.innerHTML =
      `<meta name="app-version" content="${pageBuild}">` +
      `<script type="application/json" id="launch-chunks">${JSON.stringify(files)}</script>`;
    document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    launch(url, mode);
    // What the build puts right after the first-load styles in the body (scripts/vite-first-load.ts).
    if (bodyParsed) window.__slotsBoot?.paintKeptScreen?.();
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    return root;
  }

  it("paints this user's screen of this version in place of the skeleton: inert, its styles applied, refreshing", () => {
    kept();
    const root = launchBuild(launchUrl());
    const painted = root.querySelector('[data-screen]');
    expect(root.querySelector('.boot')).toBeNull();
    expect(painted?.hasAttribute('inert')).toBe(true);
    expect(painted?.querySelector('[elementtiming]')?.textContent).toBe('Коледино');
    expect(painted?.querySelector('[data-refreshing]')?.hasAttribute('hidden')).toBe(false);
    const styled = painted?.querySelector('main div') as HTMLElement;
    expect(styled.style.height).toBe('120px');
    expect(styled.hasAttribute('data-style')).toBe(false);
  });

  it('leaves the skeleton, hidden, until the body reaches the call after the first-load styles, and paints once', () => {
    kept();
    const root = launchBuild(launchUrl(), 'e2e', {}, false);
    expect(root.querySelector('.boot')).not.toBeNull();
    // The boot screen's styles hide it under this mark (scripts/vite-boot-screen.ts): no frame shows it first.
    expect(document.documentElement.hasAttribute('data-kept-screen')).toBe(true);
    const paint = window.__slotsBoot?.paintKeptScreen;
    paint?.();
    expect(root.querySelector('[data-screen][inert]')).not.toBeNull();
    expect(window.__slotsBoot?.paintKeptScreen).toBeUndefined();
  });

  it('holds rendering back until that call, so no frame shows the skeleton first; a cold start is not held', () => {
    const expects = () =>
      [...document.head.querySelectorAll('link[rel="expect"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('blocking'),
      ]);
    launchBuild(launchUrl(), 'e2e', {}, false);
    expect(expects()).toEqual([]);
    kept();
    launchBuild(launchUrl(), 'e2e', {}, false);
    expect(expects()).toEqual([['#kept-screen-paint', 'render']]);
  });

  it("paints a view with styles of its own once they are in, and preloads the view's code after that frame", () => {
    vi.useFakeTimers();
    kept({ screens: { 'autobookings-main': screen } });
    const files = { 'autobookings-main': ['/assets/list.js', '/assets/list.css'] };
    launchBuild(launchUrl('?view=autobookings-main'), 'e2e', files);
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) => [
        link.rel,
        link.getAttribute('blocking'),
        link.getAttribute('href'),
      ]);
    // The styles block the paint instead of being preloaded; the code would only hold that frame back.
    expect(links()).toEqual([
      ['stylesheet', 'render', '/assets/list.css'],
      ['expect', 'render', '#kept-screen-paint'],
    ]);
    expect(document.querySelector('[data-screen]')).not.toBeNull();
    vi.advanceTimersToNextFrame();
    expect(links()).toHaveLength(2);
    vi.runOnlyPendingTimers();
    expect(links().at(-1)).toEqual(['preload', null, '/assets/list.js']);
    vi.useRealTimers();
  });

  it("paints the store's subscription tab for a launch into the store", () => {
    kept({ screens: { 'store-subscription': screen } });
    launchBuild(launchUrl('?view=store'));
    expect(document.querySelector('[data-screen][inert]')).not.toBeNull();
  });

  /** A production launch over a kept screen, on fake timers; returns the fetch its deferred reads go to. */
  function keptProductionLaunch() {
    vi.useFakeTimers();
    kept({ version: answersVersion });
    launchBuild(launchUrl(), 'production');
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise(() => undefined));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('sends the reads once the kept screen has painted, not before: that frame need not wait for them', () => {
    const fetch = keptProductionLaunch();
    vi.advanceTimersToNextFrame();
    expect(fetch).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/v1/user', '/api/v1/warehouses', '/api/v1/triggers']);
    expect(Object.keys(window.__slotsBoot?.startReads?.answers ?? {})).toHaveLength(3);
    vi.useRealTimers();
  });

  it('sends them at once, and only once, when the app asks for them before that', () => {
    const fetch = keptProductionLaunch();
    window.__slotsBoot?.startReads?.send?.();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(window.__slotsBoot?.startReads?.send).toBeUndefined();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(fetch).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('keeps the scenario scope of test builds and the plain version in production', () => {
    kept();
    expect(launchBuild(launchUrl('?mock=empty')).querySelector('.boot')).not.toBeNull();
    kept({ version: answersVersion });
    expect(launchBuild(launchUrl(), 'production').querySelector('[data-screen]')).not.toBeNull();
  });

  it.each([
    ['another Telegram user', { userId: 1 }],
    ['another contract', { version: `0.9.0+${pageBuild}+mock=default` }],
    ['another build of this contract', { version: `${__CONTRACT_VERSION__}+b0+mock=default` }],
    ['more than a day old', { savedAt: Date.now() - 24 * 60 * 60 * 1000 - 1 }],
    ['saved in the future', { savedAt: Date.now() + 60_000 }],
    ['kept for another view only', { screens: { 'autobookings-main': screen } }],
    ['no screen', { screens: undefined }],
  ])('leaves the skeleton for a screen of %s', (_name, patch) => {
    kept(patch);
    const root = launchBuild(launchUrl());
    expect(root.querySelector('.boot')).not.toBeNull();
    expect(root.querySelector('[data-screen]')).toBeNull();
    expect(document.documentElement.hasAttribute('data-kept-screen')).toBe(false);
  });

  it('shows the skeleton again when the kept markup holds no screen to paint', () => {
    kept({ screens: { 'triggers-main': 'no element, only text' } });
    const root = launchBuild(launchUrl());
    expect(root.querySelector('.boot')).not.toBeNull();
    expect(document.documentElement.hasAttribute('data-kept-screen')).toBe(false);
  });

  it('paints nothing without init data, with broken storage, or on the dev server (styles not inline)', () => {
    kept();
    expect(launchBuild('/').querySelector('.boot')).not.toBeNull();
    localStorage.setItem('slots:start-answers', '{broken');
    expect(launchBuild(launchUrl()).querySelector('.boot')).not.toBeNull();
    kept();
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
    launch(launchUrl(), 'development');
    expect(document.querySelector('[data-screen]')).toBeNull();
  });

  it('drops from the kept markup anything that could run or load code', () => {
    kept({
      screens: {
        'triggers-main':
          '<div data-screen=""><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">a</a>' +
          '<script>alert(1)</script><iframe src="https://example.com"></iframe><style>*{}</style>' +
          '<button onclick="alert(1)" aria-label="Аккаунт">b</button></div>',
      },
    });
    const painted = launchBuild(launchUrl()).querySelector('[data-screen]');
    expect(painted?.innerHTML).toBe('<img src="x"><a>a</a><button aria-label="Аккаунт">b</button>');
  });
});
