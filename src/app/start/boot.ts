// The boot script: compiled from here and inlined into index.html by the build (scripts/vite-boot-script.ts), it
// runs before the first paint and before any of the app's modules. It themes the boot screen from Telegram's launch
// parameters (colours only), marks the launch view (read as the app reads it, start-location.ts) so the boot screen
// shows that view's header and skeleton (boot-screen.tsx), preloads that view's code, paints a reopen's kept
// screen, and in production builds sends the launch view's reads at once (launch-manifest.ts), handing their
// answers to the app (handoff.ts). Everything it imports is bundled into it, so it stays small: no React, no query
// library.
import { defaultView } from '@/shared/navigation/views';
import { keptScreenAttribute, refreshingAttribute, startViewAttribute } from './boot-screen-marks';
import { handOver, type BootHandoff, type StartReads } from './handoff';
import { currentVersion, isInScope, readKept } from './kept-store';
import { launchOf } from './launch-manifest';
import { startLocationOf } from './start-location';

export interface BootOptions {
  /** Production builds send the launch view's reads; test builds answer from mock scenarios the app selects. */
  production: boolean;
}

const themeColour = /^#[0-9a-f]{3,8}$/i;

export function boot({ production }: BootOptions) {
  try {
    const root = document.documentElement;
    // Telegram puts the launch parameters in the hash; some clients put them (or some) in the query.
    const launch = new URLSearchParams(`${location.search.slice(1)}&${location.hash.slice(1)}`);
    const theme = JSON.parse(launch.get('tgWebAppThemeParams') ?? '{}') as Record<string, unknown>;
    const initData = launch.get('tgWebAppData');
    for (const [key, colour] of Object.entries(theme))
      if (typeof colour === 'string' && themeColour.test(colour))
        root.style.setProperty(`--tg-theme-${key.replace(/_/g, '-')}`, colour);
    const { view } = startLocationOf(location.search, launch.get('tgWebAppStartParam'));
    // Shows that view's boot screen (boot-screen.tsx); without the mark, e.g. when this script fails, the default's.
    if (view !== defaultView) root.setAttribute(startViewAttribute, view);

    // The launch view's own code, requested with the first load instead of after it has run (the build lists each
    // view's files in #launch-chunks; the dev server has none).
    const chunks = document.getElementById('launch-chunks');
    const modules = document.createElement('link').relList.supports('modulepreload');
    const keptScreen = chunks && initData ? keptScreenOf(view, initData, production) : undefined;
    const files = chunks ? ((JSON.parse(chunks.textContent ?? '{}') as Record<string, string[]>)[view] ?? []) : [];
    const preload = (href: string) => {
      const link = document.createElement('link');
      const css = href.endsWith('.css');
      link.rel = css || !modules ? 'preload' : 'modulepreload';
      if (link.rel === 'preload') link.as = css ? 'style' : 'script';
      // A kept screen of this view paints with the view's own styles.
      if (css && keptScreen) {
        link.rel = 'stylesheet';
        link.setAttribute('blocking', 'render');
      }
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    };
    // On a reopen over a kept screen only the styles come before its frame: each preload costs the main thread a
    // request and, with the file in the cache at once, a compile, which would hold that frame back (a view of 20
    // files by hundreds of milliseconds on a phone); the app's code runs only after that frame anyway.
    const scripts: string[] = [];
    for (const href of files)
      if (keptScreen && !href.endsWith('.css')) scripts.push(href);
      else preload(href);
    const handoff: BootHandoff = {};
    handOver(handoff);
    // Painted by the call the build puts right after the first-load styles in the body (scripts/vite-first-load.ts),
    // so the kept screen, not the skeleton, is in the first paint.
    if (keptScreen) {
      root.setAttribute(keptScreenAttribute, '');
      handoff.paintKeptScreen = () => {
        delete handoff.paintKeptScreen;
        paintKeptScreen(keptScreen);
      };
      // No frame before that call: the skeleton would flash, and its layout and paint would delay the screen.
      const expect = document.createElement('link');
      expect.rel = 'expect';
      expect.href = '#kept-screen-paint';
      expect.setAttribute('blocking', 'render');
      document.head.appendChild(expect);
      // Once that frame is on screen: the reads (production builds, below), then the view's code.
      requestAnimationFrame(() =>
        setTimeout(() => {
          handoff.startReads?.send?.();
          scripts.forEach(preload);
        }),
      );
    }
    if (!production || !initData) return;
    const reads: StartReads = (handoff.startReads = { initData, answers: {} });
    // On a reopen, sent once the kept screen has painted: starting the requests takes a phone tens of milliseconds,
    // which that frame need not wait for, and the answers still come before the app's code has run. Should the app
    // ask first, it has them sent at once (start-reads.ts). A cold start sends them at once: there the answers, not
    // the skeleton's frame, are what the seller waits for.
    reads.send = () => {
      delete reads.send;
      for (const path of launchOf(view)?.reads ?? []) {
        const answer = fetch(path, { headers: { 'x-init-data': initData } });
        // A failure is the app's to handle when it takes the answer.
        answer.catch(() => undefined);
        reads.answers[path] = answer;
      }
    };
    if (!keptScreen) reads.send();
  } catch {
    // A broken launch URL or storage leaves the skeleton as it is: the app's code reads the launch again.
  }
}

/**
 * A reopen: the launch view as this user last saw it, React's own markup kept with the answers it shows
 * (start-snapshot.ts, kept-store.ts: same user, same version, at most a day old), painted in place of the skeleton
 * as soon as #root and the first-load styles are parsed (in the first paint, before the app's code runs), with the
 * 'Обновление…' note; inert, as nothing answers a tap yet. React's first render replaces it with the same layout.
 * Only builds, whose first-load styles are inline (#launch-chunks marks them).
 */
function keptScreenOf(view: string, initData: string, production: boolean): string | undefined {
  try {
    const kept = readKept();
    const user = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null') as { id?: unknown } | null;
    // Test builds keep answers per mock scenario, as main.tsx does.
    const scenario = new URLSearchParams(location.search).get('mock') ?? 'default';
    const version = currentVersion() + (production ? '' : `+mock=${scenario}`);
    if (!kept || typeof user?.id !== 'number' || !isInScope(kept, { userId: user.id, version }, Date.now()))
      return undefined;
    const html = kept.screens?.[view];
    return typeof html === 'string' ? html : undefined;
  } catch {
    return undefined;
  }
}

const runnable = 'script,iframe,frame,object,embed,link,meta,base,style';
const scriptUrl = /^\s*(javascript|data|vbscript):/i;

function paintKeptScreen(html: string) {
  const root = document.getElementById('root');
  const template = document.createElement('template');
  template.innerHTML = html;
  const screen = template.content.firstElementChild;
  if (!root || !screen) {
    document.documentElement.removeAttribute(keptScreenAttribute);
    return;
  }
  // Nothing in it may run or load code: it is the app's own render, but it has been at rest in storage.
  for (const element of template.content.querySelectorAll(runnable)) element.remove();
  for (const element of [screen, ...screen.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes])
      if (/^on/i.test(attribute.name) || scriptUrl.test(attribute.value)) element.removeAttribute(attribute.name);
    // Inline styles travel as data-style: a parsed style attribute would be dropped by the CSP.
    const style = element.getAttribute('data-style');
    if (style !== null && (element instanceof HTMLElement || element instanceof SVGElement)) {
      element.style.cssText = style;
      element.removeAttribute('data-style');
    }
  }
  screen.querySelector(`[${refreshingAttribute}]`)?.removeAttribute('hidden');
  screen.setAttribute('inert', '');
  root.textContent = '';
  root.appendChild(screen);
}
