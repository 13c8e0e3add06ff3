import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageQuery, startFilter } from '@/api/autobookings';
import { sectionOf, startLocationOf } from '@/shared/navigation/views';

// Vitest runs from the project root (under jsdom, import.meta.url is not a file URL).
const projectRoot = process.cwd();
const indexHtml = readFileSync(path.join(projectRoot, 'index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
const shell = /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/.exec(indexHtml)?.[1] ?? '';

/** Runs the inline script of index.html as the browser would on a launch with this query and hash. */
function launch(url: string, mode = 'development') {
  history.replaceState(null, '', url);
  // Vite puts the build's mode in place of %MODE%.
  runInThisContext(inlineScript.replaceAll('%MODE%', mode));
  return document.documentElement;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-start');
  delete window.__startReads;
  vi.unstubAllGlobals();
});

describe('boot shell of index.html', () => {
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
    const section = sectionOf(startLocationOf(new URL(url, 'http://localhost').search, startParam).view);
    const marked = launch(url + hash).getAttribute('data-start');
    expect(marked ?? 'triggers').toBe(section);
    if (section === 'triggers') expect(marked).toBeNull();
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
    expect(window.__startReads?.initData).toBe(initData);
    expect(Object.keys(window.__startReads?.answers ?? {})).toEqual(paths);

    fetch.mockClear();
    launch(`/#tgWebAppData=${encodeURIComponent(initData)}`, 'production');
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/v1/user', '/api/v1/warehouses', '/api/v1/triggers']);
  });

  it('sends nothing without init data, and nothing in test builds (their answers come from mock scenarios)', () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json({})));
    vi.stubGlobal('fetch', fetch);
    launch('/?view=store', 'production');
    launch(`/#tgWebAppData=${encodeURIComponent('user=%7B%7D&hash=abc')}`, 'e2e');
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__startReads).toBeUndefined();
  });

  it('shows the header with the app’s own words and a placeholder for the supplier name', () => {
    const header = readFileSync(path.join(projectRoot, 'src/app/header.tsx'), 'utf8');
    for (const label of ['Таймслоты', 'Автобронирования']) {
      expect(shell).toContain(`>${label}<`);
      expect(header).toContain(`'${label}'`);
    }
    // The name is not known yet: neither 'Аккаунт' nor anything else the name would then replace.
    expect(shell).not.toContain('Аккаунт');
    expect(shell).toContain('boot-name');
    expect(shell).not.toMatch(/\sstyle="/);
  });

  it('has a loading screen for every launch view', () => {
    for (const view of ['triggers', 'autobookings', 'store', 'account', 'terms']) expect(shell).toContain(`v-${view}`);
  });
});
