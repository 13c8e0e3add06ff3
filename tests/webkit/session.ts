// The WebKit smoke suite's browser: WebKitGTK's MiniBrowser driven through WebKitWebDriver (W3C WebDriver classic;
// this driver has no BiDi), and small helpers that find what a seller sees by its accessible name and text.
import { inject } from 'vitest';
import { attach } from 'webdriverio';

export interface WebKitSession {
  hostname: string;
  port: number;
  path: string;
  sessionId: string;
  capabilities: WebdriverIO.Capabilities;
  /** The e2e build, e.g. http://127.0.0.1:4182. */
  appUrl: string;
}

export function minibrowserCapabilities(binary: string): WebdriverIO.Capabilities {
  return {
    browserName: 'MiniBrowser',
    'wdio:enforceWebDriverClassic': true,
    // The same time zone as the Playwright suite.
    'webkitgtk:browserOptions': { binary, args: ['--automation', '--time-zone=Europe/Moscow'] },
  } as WebdriverIO.Capabilities;
}

/** The instant the e2e suites live on, matching the contract's examples (the Playwright fixture's `today`). */
const today = '2026-11-21T09:00:00.000Z';
/** How long a look for a state may take: long enough for a busy two-core machine, and spent only when it fails. */
export const timeout = 45_000;

let current: WebdriverIO.Browser | undefined;

/** Attaches to the session global-setup.ts started. */
export async function webkit(): Promise<WebdriverIO.Browser> {
  const { sessionId, capabilities, hostname, port, path } = inject('webkit');
  current ??= await attach({ sessionId, capabilities, hostname, port, path, logLevel: 'warn' });
  await current.setTimeout({ implicit: 0 });
  return current;
}

/**
 * Loads the app afresh (a new document, so nothing of the previous test stays) with the launch query, on the
 * suite's fixed date: e.g. open({ view: 'store' }), open({ mock: 'user-error' }).
 */
export async function open(browser: WebdriverIO.Browser, query: Record<string, string> = {}) {
  const url = new URL('/', inject('webkit').appUrl);
  url.search = new URLSearchParams({ now: today, ...query }).toString();
  await browser.url('about:blank');
  await browser.url(url.toString());
}

type Name = string | RegExp;
type SerialisedName = { exact: string } | { source: string; flags: string };
const serialise = (name: Name): SerialisedName =>
  typeof name === 'string' ? { exact: name } : { source: name.source, flags: name.flags };

/** Where to look: the first visible element matching `css`, and named `name` when given. */
export interface Scope {
  css: string;
  name?: Name;
}

/**
 * The first visible element matching `css` whose accessible name (aria-labelledby, aria-label, its labels, or its
 * text) is `name`, inside the scope when given, and enabled when asked; null when there is none yet.
 */
function findInPage(
  css: string,
  name: SerialisedName,
  within: { css: string; name: SerialisedName | null } | null,
  enabledOnly: boolean,
): HTMLElement | null {
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .map((label) => (label ? text(label) : ''))
        .join(' ')
        .trim();
    }
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    // Every label counts: a control may sit in a label of its own (a wider hit area) beside the one with the text.
    const labels = [...((element as HTMLInputElement).labels ?? [])].map(text).filter(Boolean);
    if (labels.length > 0) return labels.join(' ');
    return text(element);
  };
  const matches = (expected: SerialisedName, value: string) =>
    'exact' in expected ? value === expected.exact : new RegExp(expected.source, expected.flags).test(value);
  const first = (root: ParentNode, selector: string, expected: SerialisedName | null) =>
    [...root.querySelectorAll(selector)].find(
      (element) => visible(element) && (!expected || matches(expected, nameOf(element))),
    );
  const enabled = (element: Element) =>
    !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
  const scope = within ? first(document, within.css, within.name) : document;
  const found = scope ? first(scope, css, name) : undefined;
  return found && (!enabledOnly || enabled(found)) ? (found as HTMLElement) : null;
}

/**
 * Waits for the element `css` named `name` (see findInPage), enabled too when `enabledOnly`, and returns it. Each
 * look finds the element afresh: a control that React renders anew while it waits is still found.
 */
export async function get(
  browser: WebdriverIO.Browser,
  css: string,
  name: Name,
  within?: Scope,
  enabledOnly = false,
): Promise<WebdriverIO.Element> {
  let found: unknown = null;
  const scope = within ? { css: within.css, name: within.name === undefined ? null : serialise(within.name) } : null;
  const where = within ? ` in ${within.css}${within.name === undefined ? '' : ` named ${String(within.name)}`}` : '';
  await browser.waitUntil(
    async () => {
      found = await browser.execute(findInPage, css, serialise(name), scope, enabledOnly);
      return found !== null;
    },
    {
      timeout,
      interval: 100,
      timeoutMsg: `no visible${enabledOnly ? ', enabled' : ''} ${css} named ${String(name)}${where}`,
    },
  );
  return browser.$(found as WebdriverIO.Element).getElement();
}

/** Buttons, and links styled as one. */
const buttons = 'button, [role="button"], a';

/** A button (or a link styled as one) by its accessible name. */
export const button = (browser: WebdriverIO.Browser, name: Name, within?: Scope) => get(browser, buttons, name, within);

/** A button by its accessible name, once it can be tapped. */
export const enabledButton = (browser: WebdriverIO.Browser, name: Name, within?: Scope) =>
  get(browser, buttons, name, within, true);

/** Clicks the element, as a seller taps it. */
export async function tap(element: WebdriverIO.Element) {
  // Centred, clear of the fixed bars; the page scrolls it itself (the driver's wheel action may fall short).
  await element.execute((target) => target.scrollIntoView({ block: 'center' }));
  await element.click();
}

/**
 * Types `query` into an open list's search box and waits until the list shows only the options that match it. The
 * list filters a moment after the typing stops and then grows shorter, so a tap sent before that lands where an
 * option was: on the dimmed page around the list, which closes it.
 */
export async function search(browser: WebdriverIO.Browser, box: WebdriverIO.Element, query: string) {
  await box.setValue(query);
  await browser.waitUntil(
    () =>
      browser.execute((expected) => {
        const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')];
        return (
          options.length > 0 &&
          options.every((option) => (option.textContent ?? '').toLocaleLowerCase('ru').includes(expected))
        );
      }, query.toLocaleLowerCase('ru')),
    { timeout, interval: 100, timeoutMsg: `the list never narrowed to "${query}"` },
  );
}

/** Taps the option named `name` of an open list that stays open (a multiple choice) and waits until it is selected. */
export async function chooseOption(browser: WebdriverIO.Browser, name: Name) {
  await tap(await get(browser, '[role="option"]', name));
  await browser.waitUntil(
    async () =>
      (await browser.execute(findInPage, '[role="option"][aria-selected="true"]', serialise(name), null, false)) !==
      null,
    { timeout, interval: 100, timeoutMsg: `the option ${String(name)} stayed unselected` },
  );
}

/** Waits until the page shows `text` (rendered text only: hidden elements do not count). */
export async function waitForText(browser: WebdriverIO.Browser, text: string) {
  await browser.waitUntil(
    () => browser.execute((expected) => document.body.innerText.replace(/\s+/g, ' ').includes(expected), text),
    {
      timeout,
      interval: 100,
      timeoutMsg: `the page never showed "${text}"`,
    },
  );
}

/** The text the page shows now, with runs of white space as one space. */
export async function pageText(browser: WebdriverIO.Browser): Promise<string> {
  return browser.execute(() => document.body.innerText.replace(/\s+/g, ' '));
}

/** Telegram's main button, drawn in the page by the simulated Telegram client of the test build, once enabled. */
export const mainButton = (browser: WebdriverIO.Browser, text: string) =>
  get(browser, '[data-testid="tg-main-button"]', text, undefined, true);
