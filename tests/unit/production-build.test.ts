import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSource } from '../../scripts/vite-csp.ts';
import { paintKeptScreenCall } from '../../src/app/start/handoff.ts';
import { buildProduction } from '../support/production-build.ts';
import { bootScreenOf, launchScreenParts } from '../support/boot-screen.ts';

const root = process.cwd();
let outDir = '';
let html = '';
let code = '';

// Built with a staging bot's token in the environment, as on a developer's machine that runs the dev server against
// a staging backend: the token must not reach the build.
const stagingBotToken = '7000000010:production-build-must-not-carry-this';
// The build's version, as a deploy sets it (APP_VERSION).
const appVersion = 'deploy-7f3k2q';

beforeAll(async () => {
  const envBefore = { STAGING_BOT_TOKEN: process.env.STAGING_BOT_TOKEN, APP_VERSION: process.env.APP_VERSION };
  Object.assign(process.env, { STAGING_BOT_TOKEN: stagingBotToken, APP_VERSION: appVersion });
  try {
    outDir = await buildProduction();
  } finally {
    for (const [name, value] of Object.entries(envBefore)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(js|css|html|json)$/.test(file) && !file.startsWith('.vite'),
  );
  code = files.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** The content attribute of the policy meta tag. */
function policy(): string {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
}

/** The file the build wrote a source module into, from its manifest (`vite build --manifest`). */
function outputOf(module: string): string | undefined {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return manifest[module]?.file;
}

function directive(name: string): string[] {
  const found = policy()
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

describe('the production build', () => {
  // Each marker is checked to exist in the dev/test-only source first, so the check cannot pass vacuously.
  const mockMarkers = [
    { marker: 'mockTelegramEnv', source: 'src/dev/mock-telegram-env.ts' },
    { marker: 'dev-signature', source: 'src/dev/mock-telegram-env.ts' },
    { marker: '-3788475317572404878', source: 'src/dev/telegram-launch.js' },
    { marker: 'TG dev', source: 'src/dev/dev-telegram-chrome.tsx' },
    { marker: 'tg-main-button', source: 'src/dev/dev-telegram-chrome.tsx' },
    { marker: 'payment-no-confirmation', source: 'src/dev/mock-scenarios.ts' },
    { marker: 'hostile-strings', source: 'src/dev/mock-scenarios.ts' },
    { marker: '__appRouter', source: 'src/main.tsx' },
    { marker: 'telegram-sdk-notice', source: 'src/dev/telegram-sdk-notice.tsx' },
  ];

  it.each(mockMarkers)('contains no mock code: $marker', ({ marker, source }) => {
    expect(readFileSync(path.join(root, source), 'utf8')).toContain(marker);
    expect(code.includes(marker), `${marker} in the production bundle`).toBe(false);
  });

  it("carries no staging bot token, nor the dev server's signed launch", () => {
    expect(code).not.toContain(stagingBotToken);
    expect(code).not.toContain('staging-launch');
  });

  // A file's name is the hash of its bytes: with the version in no file of code, a module a deploy did not change keeps
  // its file and its name (the seller's cache keeps it), and every build of a commit has the same first load.
  it('names its version in index.html, ahead of the scripts that read it, and version.json, in no file of code', () => {
    const meta = `<meta name="app-version" content="${appVersion}">`;
    expect(html).toContain(meta);
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf('<script'));
    expect(JSON.parse(readFileSync(path.join(outDir, 'version.json'), 'utf8'))).toEqual({ version: appVersion });
    const assets = readdirSync(path.join(outDir, 'assets'));
    expect(assets.some((file) => file.endsWith('.js'))).toBe(true);
    const withVersion = assets.filter((file) =>
      readFileSync(path.join(outDir, 'assets', file), 'utf8').includes(appVersion),
    );
    expect(withVersion).toEqual([]);
  });

  // The build target lowers syntax for the supported clients, but not regular expressions: a lookbehind is a
  // syntax error in WebKit before 16.4 (iOS 15 and 16), which would stop the whole chunk from loading there.
  it('has no regular expression with a lookbehind, which the oldest supported WebKit cannot parse', () => {
    const scripts = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const lookbehind = /\(\?<[=!]/;
    expect(lookbehind.test('/(?<=a)b/'), 'the check itself').toBe(true);
    const found = scripts.filter((file) => lookbehind.test(readFileSync(path.join(outDir, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it("lists every launch view's own code before the boot script, which preloads it", () => {
    const listed = /<script type="application\/json" id="launch-chunks">([^<]*)<\/script>\s*<script>/.exec(html)?.[1];
    const files = JSON.parse(listed ?? '{}') as Record<string, string[]>;
    // The start view's code is the first load itself; every other launch view has a chunk of its own.
    expect(Object.keys(files).sort()).toEqual([
      'account',
      'autobookings-main',
      'market',
      'store-subscription',
      'terms',
    ]);
    for (const [view, hrefs] of Object.entries(files)) {
      expect(
        hrefs.some((href) => href.endsWith('.js')),
        view,
      ).toBe(true);
      for (const href of hrefs) {
        expect(readdirSync(path.join(outDir, 'assets'))).toContain(href.replace('/assets/', ''));
        // Nothing the first load already brings.
        expect(html).not.toContain(`modulepreload" crossorigin href="${href}"`);
      }
    }
    // Nor what a view opens only on a tap or a deep link: each file more is a request more before its first card.
    const supplierSelect = outputOf('src/shared/supplier-auth/supplier-select-modal.tsx');
    expect(supplierSelect).toBeDefined();
    expect(files.account).not.toContain(`/${supplierSelect}`);
  });

  it("leaves the first load's chunks out of the preload lists of import(): every page has them before one runs", () => {
    const firstLoad = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(firstLoad.length).toBeGreaterThan(1);
    const scripts = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    const lists = scripts.flatMap((file) => {
      const list = /const __vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(
        readFileSync(path.join(outDir, 'assets', file), 'utf8'),
      );
      return list ? [JSON.parse(list[1] ?? '[]') as string[]] : [];
    });
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list.filter((file) => firstLoad.includes(file))).toEqual([]);
  });

  it("preloads import()s with the app's own preloader, which leaves the imported chunk to the import() itself", () => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => /\/index-[\w-]+\.js$/.test(`/${chunk.file}`))?.file ?? '';
    const entryCode = readFileSync(path.join(outDir, entry), 'utf8');
    // Vite's own helper dispatches this event; src/app/start/import-preload.ts has none.
    expect(readFileSync(path.join(root, 'node_modules/vite/dist/node/chunks/node.js'), 'utf8')).toContain(
      'vite:preloadError',
    );
    expect(entryCode.includes('modulepreload')).toBe(true);
    expect(entryCode.includes('vite:preloadError')).toBe(false);
    const preloadList = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(entryCode)?.[1] ?? '[]') as string[];
    const account = manifest['src/features/account/account-view.tsx'];
    // The account view's styles are listed for its import(), its own chunk is not.
    expect(account?.css?.length).toBeGreaterThan(0);
    for (const css of account?.css ?? []) expect(preloadList).toContain(css);
    expect(preloadList).not.toContain(account?.file);
  });

  it('lists what views load later in a file of its own, what the start view loads on a tap under its name', () => {
    const listFile = /<meta name="idle-prefetch" content="\/(assets\/idle-prefetch-[\w-]+\.json)">/.exec(html)?.[1];
    expect(listFile).toBeDefined();
    const list = JSON.parse(readFileSync(path.join(outDir, listFile ?? ''), 'utf8')) as Record<string, string>;
    for (const part of [
      'src/features/triggers/trigger-card-writes.ts',
      'src/features/triggers/trigger-history-sheet.tsx',
    ]) {
      const views = list[`/${outputOf(part)}`];
      expect(views?.split(' '), part).toContain('triggers-main');
    }
    expect(Object.values(list).some((views) => views.split(' ').includes('triggers-form'))).toBe(true);
    expect(html).not.toContain('rel="prefetch"');
  });

  it('inlines the boot script compiled for the supported clients: no module syntax, no placeholder left', () => {
    const boot =
      /<script type="application\/json" id="launch-chunks">[^<]*<\/script>\s*<script>([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
    expect(boot).toMatch(/^\(function\(\)\{/);
    expect(boot).not.toMatch(/\bimport\b|\bexport\b|import\.meta|__CONTRACT_VERSION__/);
    expect(html).not.toContain('boot-script -->');
  });

  it('paints a boot screen rendered from the app’s components, styled by the head, without style attributes', async () => {
    const parts = await launchScreenParts('production');
    expect(parts.length).toBeGreaterThan(0);
    for (const { view, header, skeleton } of parts) {
      const screen = bootScreenOf(html, view);
      expect(screen, view).toContain(header);
      expect(screen, view).toContain(skeleton);
    }
    const rootMarkup = /<div id="root">([\s\S]*?)<\/div>\s*<style>/.exec(html)?.[1] ?? '';
    expect(rootMarkup).toMatch(/^<div class="boot" role="status"/);
    expect(rootMarkup).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/<!-- boot-screen(-styles)? -->/);
    // The source's comments are for its reader: none reaches the page.
    expect(html).not.toContain('<!--');
    const headStyles = [...html.slice(0, html.indexOf('</head>')).matchAll(/<style>([^<]*)<\/style>/g)]
      .map((match) => match[1])
      .join('');
    expect(headStyles).toContain('.boot>[data-boot-view]{display:none}');
    for (const name of new Set([...rootMarkup.matchAll(/\b(s[0-9a-f]{6})\b/g)].map((match) => match[1])))
      expect(headStyles).toContain(`#root .${name}{`);
  });

  it("paints a reopen's kept screen right after #root and the first-load styles, before the rest of the body", () => {
    const body = html.slice(html.indexOf('<body>'));
    const call = body.indexOf(`<script id="kept-screen-paint">${paintKeptScreenCall}</script>`);
    const rootEnd = body.lastIndexOf('</div>', body.indexOf('<style>'));
    expect(rootEnd).toBeGreaterThan(body.indexOf('<div id="root">'));
    expect(call).toBeGreaterThan(body.indexOf('</style>'));
    expect(body.slice(rootEnd, call)).toMatch(/^<\/div>\s*<style>(?:(?!<\/?[a-z]).)*<\/style>\s*$/s);
  });

  it('ships a Content-Security-Policy without unsafe sources', () => {
    expect(policy()).not.toBe('');
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'none'"]);
    expect(directive('connect-src')).toEqual(["'self'"]);
    expect(policy()).not.toMatch(/unsafe-|\*(?!\.)|https?:(?!\/\/)/);
    // The policy governs only what follows it: it comes before every script and style.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.search(/<script|<style|<link rel="stylesheet"/));
  });

  it('allows exactly the inline scripts and styles of the final HTML, by hash', () => {
    const markup = html.replace(/<!--[\s\S]*?-->/g, '');
    const scripts = [...markup.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
      hashSource(match[1] ?? ''),
    );
    const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => hashSource(match[1] ?? ''));
    // The boot script, the boot screen's styles, and the start view's CSS inlined at build time.
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    expect(styles.length).toBeGreaterThanOrEqual(2);
    expect(directive('script-src')).toEqual(["'self'", ...scripts]);
    expect(directive('style-src')).toEqual(["'self'", ...new Set(styles)]);
  });
});

// The Telegram SDK is no part of the first load (docs/performance.md): the production build carries it in a chunk
// of its own, which src/shared/telegram/sdk.ts imports once the app has rendered.
describe('the Telegram SDK in the production build', () => {
  const asset = (file: string) => readFileSync(path.join(outDir, 'assets', file), 'utf8');

  it('comes in a chunk of its own, out of the first load and imported by none of its files statically', () => {
    const scripts = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    // An event the SDK sends to every Telegram client ('the app is ready'), found only in the SDK's code.
    const withSdk = scripts.filter((file) => asset(file).includes('web_app_ready'));
    expect(withSdk).toHaveLength(1);
    const sdkChunk = withSdk[0] ?? '';

    const firstLoad = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad).not.toContain(sdkChunk);
    for (const file of firstLoad) expect(asset(file)).not.toMatch(new RegExp(`from\\s*["'][./]*${sdkChunk}`));
    // …but imported on demand by the first load.
    expect(firstLoad.some((file) => asset(file).includes(sdkChunk))).toBe(true);
  });
});
