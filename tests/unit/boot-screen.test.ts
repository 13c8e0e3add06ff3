import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoistInlineStyles, launchViewRules } from '../../scripts/vite-boot-screen.ts';
import { bootScreenOf, launchScreenParts, type LaunchScreenParts } from '../support/boot-screen.ts';

const root = process.cwd();
let server: ViteDevServer | undefined;
let html = '';
let parts: LaunchScreenParts[] = [];

// index.html as the dev server serves it (`npm run dev`); the production build's is checked in production-build.test.ts.
beforeAll(async () => {
  server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  html = await server.transformIndexHtml('/', readFileSync(path.join(root, 'index.html'), 'utf8'));
  parts = await launchScreenParts('development');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the boot screen of index.html', () => {
  it('is rendered from the app’s components: each launch view’s header and loading screen, as React draws them', () => {
    expect(parts.map(({ view }) => view)).toEqual([
      'triggers-main',
      'autobookings-main',
      'terms',
      'account',
      'store-subscription',
      'market',
    ]);
    for (const { view, header, skeleton } of parts) {
      const screen = bootScreenOf(html, view);
      expect(screen, view).toContain(header);
      expect(screen, view).toContain(skeleton);
    }
  });

  it('is all there is in #root, announced once as "Загрузка…", with its styles in the head and no placeholder left', () => {
    const rootMarkup = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
    expect(rootMarkup).toMatch(
      /^<div class="boot" role="status" aria-busy="true"><span class="visually-hidden">Загрузка…<\/span><div data-boot-view=/,
    );
    expect(html).not.toMatch(/<!-- boot-screen(-styles)? -->/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      launchViewRules(
        parts.map(({ view }) => view),
        'triggers-main',
      ),
    );
    // A style attribute would be dropped by the Content-Security-Policy: every one is a class with its rule.
    expect(rootMarkup).not.toMatch(/\sstyle="/);
    for (const name of new Set([...rootMarkup.matchAll(/\b(s[0-9a-f]{6})\b/g)].map((match) => match[1])))
      expect(head).toContain(`#root .${name}{`);
  });
});

describe('hoistInlineStyles', () => {
  it('turns each style attribute into a class named after the style, with a rule that outranks class rules', () => {
    const { markup, css } = hoistInlineStyles(
      '<div class="a"><span aria-hidden="true" class="b" style="width:32%;height:52px"></span>' +
        '<i style="width:32%;height:52px"></i><b style="font-family:&quot;A&quot;, serif"></b></div>',
    );
    const names = [...markup.matchAll(/\b(s[0-9a-f]{6})\b/g)].map((match) => match[1]);
    expect(names).toHaveLength(3);
    expect(names[0]).toBe(names[1]);
    expect(names[2]).not.toBe(names[0]);
    expect(markup).toBe(
      `<div class="a"><span aria-hidden="true" class="b ${names[0]}"></span><i class="${names[0]}"></i>` +
        `<b class="${names[2]}"></b></div>`,
    );
    expect(css).toBe(`#root .${names[0]}{width:32%;height:52px}#root .${names[2]}{font-family:"A", serif}`);
    // The same style is the same class in any markup: a piece rendered alone matches the whole page.
    expect(hoistInlineStyles('<i style="width:32%;height:52px"></i>').markup).toBe(`<i class="${names[0]}"></i>`);
  });
});

describe('launchViewRules', () => {
  it('shows the marked launch view’s screen, the default view’s without a mark, and no other', () => {
    expect(launchViewRules(['a-main', 'b'], 'a-main')).toContain(
      '.boot>[data-boot-view]{display:none}' +
        'html:not([data-start]) [data-boot-view="a-main"],[data-start="b"] [data-boot-view="b"]{display:block}',
    );
  });

  it('shows none while a kept screen is coming in its place', () => {
    expect(launchViewRules(['a-main', 'b'], 'a-main')).toMatch(/\[data-kept-screen\] \.boot\{display:none\}$/);
  });
});
