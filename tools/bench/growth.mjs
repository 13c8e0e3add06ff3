// Growth measurements: the production build in Chromium, launched as from Telegram Android, with the API answered
// by generated data through page.route. Times come from inside the page (performance.now) and from Chromium's
// trace of the renderer's main thread (the work each keystroke causes, debounced and deferred renders included).
import { chromium } from '@playwright/test';
import { chromeFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';
import {
  autobookingPage,
  generateAutobookings,
  generateMarket,
  generateTriggers,
  generateUser,
  generateWarehouses,
} from './data.mjs';
import { launchHash } from './launch-params.mjs';
import { androidBridgeScript } from './telegram-android-bridge.mjs';

// Only the task boundaries and the key marks: the devtools.timeline categories instrument every event, DOM call
// and layout, which doubled the measured work of a key that builds cards (13 ms read as 22 ms on this machine).
const traceCategories = ['toplevel', 'blink.user_timing'];
const mainTaskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */

/**
 * The API's answers: the seller, the warehouses, every trigger and every autobooking, the market table.
 * @typedef {object} GrowthData
 * @property {import('./data.mjs').User} user
 * @property {import('./data.mjs').Warehouse[]} warehouses
 * @property {import('./data.mjs').Trigger[]} triggers
 * @property {import('./data.mjs').Autobooking[]} autobookings
 * @property {import('../../generated/schema').SchemaMarketCoefficients} market
 */
/** @typedef {{ autobookingPages: number }} Served How many pages of the active autobookings the app read. */

/**
 * One event of Chromium's trace (Trace Event Format); `dur` only on complete events (ph 'X'). Times in µs.
 * @typedef {{ name: string, cat?: string, ph: string, pid: number, tid: number, ts: number, dur?: number }} TraceEvent
 */
/** @typedef {TraceEvent & { dur: number }} CompleteTraceEvent */

/**
 * @param {number[]} values
 * @param {number} fraction
 */
function percentile(values, fraction) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]);
}

const round1 = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/**
 * Answers every API call the screens make from the generated data.
 * @param {BrowserContext} context
 * @param {GrowthData} data
 * @param {Served} served
 */
async function routeApi(context, data, served) {
  await context.route(/\/api\/v1\//, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const json = (/** @type {unknown} */ body) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    if (!request.headers()['x-init-data'])
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"message":"Нет данных инициализации"}',
      });
    switch (`${request.method()} ${url.pathname}`) {
      case 'GET /api/v1/user':
        return json(data.user);
      case 'GET /api/v1/warehouses':
        return json(data.warehouses);
      case 'GET /api/v1/triggers':
        return json(data.triggers);
      case 'GET /api/v1/warehouses/coefficients':
        return json(data.market);
      // The autobooking views check the linked supplier's authorisation: it holds.
      case 'POST /api/v1/suppliers/auth/validate':
        return json({ success: true, data: { valid: true } });
      case 'GET /api/v1/autobooking': {
        const query = url.searchParams;
        if (!query.get('search') && (query.get('group') ?? 'active') === 'active') served.autobookingPages += 1;
        return json(autobookingPage(data.autobookings, query, data.warehouses));
      }
      default:
        return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Не найдено"}' });
    }
  });
}

/**
 * Sums the renderer main thread's top-level tasks between consecutive `step-N` user-timing marks.
 * @param {Buffer} traceBuffer
 * @param {number} steps
 * @param {number} windowMs
 */
function stepWork(traceBuffer, steps, windowMs) {
  const trace = /** @type {{ traceEvents?: TraceEvent[] }} */ (JSON.parse(traceBuffer.toString()));
  const events = trace.traceEvents ?? [];
  const marks = events.filter(
    (event) => event.cat?.includes('blink.user_timing') && /^step-\d+$/.test(event.name) && event.ph !== 'e',
  );
  const first = marks[0];
  if (!first) throw new Error('step marks missing from the trace');
  const main = events
    .filter(
      /** @returns {event is CompleteTraceEvent} */
      (event) =>
        event.ph === 'X' && event.pid === first.pid && event.tid === first.tid && mainTaskNames.has(event.name),
    )
    .sort((a, b) => a.ts - b.ts);
  // Outermost tasks only (RunTask can nest), without the harness's own: the evaluate that sets each mark.
  /** @type {CompleteTraceEvent[]} */
  const tasks = [];
  let outerEnd = -Infinity;
  for (const task of main) {
    if (task.ts < outerEnd) continue;
    outerEnd = task.ts + task.dur;
    if (!marks.some((mark) => mark.ts >= task.ts && mark.ts <= outerEnd)) tasks.push(task);
  }
  const starts = new Map(marks.map((mark) => [Number(mark.name.slice('step-'.length)), mark.ts]));
  const result = [];
  for (let index = 0; index < steps; index++) {
    const start = starts.get(index);
    if (start === undefined) throw new Error(`mark step-${index} missing from the trace`);
    const end = starts.get(index + 1) ?? start + windowMs * 1000;
    let busy = 0;
    let longest = 0;
    for (const task of tasks) {
      const from = Math.max(task.ts, start);
      const to = Math.min(task.ts + task.dur, end);
      if (to > from) {
        busy += to - from;
        longest = Math.max(longest, task.dur);
      }
    }
    result.push({ busyMs: busy / 1000, longestTaskMs: longest / 1000 });
  }
  return result;
}

/**
 * Types `text` then deletes it key by key into the focused field; returns the work of every keystroke. Two windows
 * without a key come first: their work (caret blink, timers) is the noise floor, reported as idleMs.
 * @param {Browser} browser
 * @param {Page} page
 * @param {string} text
 * @param {number} windowMs
 */
async function measureTyping(browser, page, text, windowMs) {
  const idleWindows = 2;
  const keys = [
    ...Array.from({ length: idleWindows }, () => undefined),
    ...text,
    ...Array.from(text, () => 'Backspace'),
  ];
  // The garbage of the steps before (100 pages of JSON, a scroll through 2,000 cards) is collected first, so a
  // major collection it causes is not billed to a keystroke; the keystrokes' own garbage still is.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
  await page.waitForTimeout(windowMs);
  await browser.startTracing(page, { categories: traceCategories });
  for (const [index, key] of keys.entries()) {
    await page.evaluate((mark) => performance.mark(mark), `step-${index}`);
    // Cyrillic letters are not on Playwright's US layout: type() enters them as text, as a phone keyboard does.
    if (key === 'Backspace') await page.keyboard.press(key);
    else if (key) await page.keyboard.type(key);
    await page.waitForTimeout(windowMs);
  }
  await page.evaluate((mark) => performance.mark(mark), `step-${keys.length}`);
  const trace = await browser.stopTracing();
  const windows = stepWork(trace, keys.length, windowMs);
  const work = windows.slice(idleWindows);
  const busy = work.map((item) => item.busyMs);
  return {
    keystrokes: work.length,
    maxMs: round1(Math.max(...busy)),
    p50Ms: round1(percentile(busy, 0.5)),
    longestTaskMs: round1(Math.max(...work.map((item) => item.longestTaskMs))),
    over16ms: busy.filter((value) => value >= 16).length,
    idleMs: round1(Math.max(...windows.slice(0, idleWindows).map((item) => item.busyMs))),
    perKeyMs: busy.map(round1),
  };
}

/**
 * Loads every page of the autobooking list by scrolling to its end, then scrolls it through a viewport a frame.
 * @param {Page} page
 * @param {Served} served
 * @param {number} totalPages
 */
async function measureAutobookings(page, served, totalPages) {
  const list = page
    .getByRole('list')
    .filter({ has: page.getByRole('listitem') })
    .first();
  await list.waitFor();
  const firstPageMs = await page.evaluate(() => performance.now());

  const loadStart = await page.evaluate(() => performance.now());
  let stableRounds = 0;
  let lastHeight = 0;
  for (let round = 0; stableRounds < 3; round++) {
    if (round > 5000) throw new Error(`the list stopped loading at page ${served.autobookingPages} of ${totalPages}`);
    const height = await page.evaluate(
      () =>
        /** @type {Promise<number>} */ (
          new Promise((resolve) => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollHeight)));
          })
        ),
    );
    const loading = await page.getByText('Загрузка…', { exact: true }).count();
    stableRounds =
      served.autobookingPages >= totalPages && height === lastHeight && loading === 0 ? stableRounds + 1 : 0;
    lastHeight = height;
  }
  const allPagesMs = (await page.evaluate(() => performance.now())) - loadStart;

  const scroll = await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    /** @type {number[]} */
    const frames = [];
    let previous = performance.now();
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      frames.push(now - previous);
      previous = now;
    }
    return {
      frames,
      domNodes: document.getElementsByTagName('*').length,
      items: document.querySelectorAll('[role="listitem"]').length,
    };
  });
  return {
    firstPageMs: Math.round(firstPageMs),
    allPagesMs: Math.round(allPagesMs),
    scrollFrames: scroll.frames.length,
    scrollP95FrameMs: round1(percentile(scroll.frames, 0.95)),
    scrollMaxFrameMs: round1(Math.max(...scroll.frames)),
    droppedFrames: scroll.frames.filter((frame) => frame > 25).length,
    domNodesAtEnd: scroll.domNodes,
    renderedItemsAtEnd: scroll.items,
  };
}

/**
 * Collects the page's exceptions and console errors into `errors`.
 * @param {Page} page
 * @param {string[]} errors
 */
function watchErrors(page, errors) {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
}

/** Records the page's long tasks (over 50 ms, the Long Tasks API) from its first script on. */
function recordLongTasks() {
  const page = /** @type {Window & { longTasks?: number[] }} */ (window);
  page.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) page.longTasks?.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The long tasks recorded since the last call, then forgets them.
 * @param {Page} page
 */
async function takeLongTasks(page) {
  const tasks = await page.evaluate(() => {
    const window_ = /** @type {Window & { longTasks?: number[] }} */ (window);
    return window_.longTasks?.splice(0) ?? [];
  });
  return { longTasks: tasks.length, longestTaskMs: round1(Math.max(0, ...tasks)) };
}

/**
 * The market view of a 50-warehouse table (14 days, 3 supply types) at 4× CPU, as a mid-range phone runs it: the
 * long tasks of opening it from the start view's 'Коэффициенты' (the view's own work: the app's boot is the first
 * load's figures) and of scrolling its days sideways and its warehouses down, then the main thread's work of each
 * supply-type switch (the mouse clicks straight away: no actionability checks billed to the page).
 * @param {Browser} browser
 * @param {BrowserContext} context
 * @param {string} startUrl the start view, whose header opens the market
 * @param {number} windowMs
 */
async function measureMarket(browser, context, startUrl, windowMs) {
  const page = await context.newPage();
  await page.addInitScript(recordLongTasks);
  await page.goto(startUrl);
  const entry = page.getByRole('button', { name: 'Коэффициенты' });
  await entry.waitFor({ timeout: 60_000 });
  // The views a tap may open are prefetched once the first one is idle, as on a phone left alone for a moment.
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const box = await entry.boundingBox();
  if (!box) throw new Error("the start view has no 'Коэффициенты'");
  await takeLongTasks(page);
  const tappedAt = await page.evaluate(() => performance.now());
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByTestId('market-table').waitFor({ timeout: 60_000 });
  const openMs = (await page.evaluate(() => performance.now())) - tappedAt;
  await page.waitForTimeout(windowMs);
  const open = await takeLongTasks(page);

  const scrollFrames = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const scroller = /** @type {HTMLElement} */ (document.querySelector('[data-testid="market-table"]')?.parentElement);
    let frames = 0;
    while (scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1) {
      scroller.scrollBy(scroller.clientWidth / 2, 0);
      await frame();
      frames += 1;
    }
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight / 2);
      await frame();
      frames += 1;
    }
    window.scrollTo(0, 0);
    await frame();
    return frames;
  });
  const scroll = await takeLongTasks(page);

  const switchTo = ['Монопаллеты', 'Суперсейф', 'Короба'];
  /** @type {{ x: number, y: number }[]} */
  const points = [];
  for (const label of switchTo) {
    const box = await page.getByRole('radio', { name: label }).boundingBox();
    if (!box) throw new Error(`the supply type switch has no '${label}'`);
    points.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  await browser.startTracing(page, { categories: traceCategories });
  for (const [index, point] of points.entries()) {
    await page.evaluate((mark) => performance.mark(mark), `step-${index}`);
    await page.mouse.click(point.x, point.y);
    await page.waitForTimeout(windowMs);
  }
  await page.evaluate((mark) => performance.mark(mark), `step-${points.length}`);
  const switches = stepWork(await browser.stopTracing(), points.length, windowMs);
  const checked = await page.getByRole('radio', { name: 'Короба' }).getAttribute('aria-checked');
  if (checked !== 'true') throw new Error('the supply type switch did not follow the clicks');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return {
    cpuSlowdown: 4,
    openMs: Math.round(openMs),
    open,
    scrollFrames,
    scroll,
    switchMaxMs: round1(Math.max(...switches.map((item) => item.busyMs))),
    switchLongestTaskMs: round1(Math.max(...switches.map((item) => item.longestTaskMs))),
    perSwitchMs: switches.map((item) => round1(item.busyMs)),
  };
}

/**
 * Runs every growth scenario against the server at `baseUrl`. `scale` 1 is the target size: 2,000 autobookings
 * (their active group, about 1,200, is paged in the contract's 20s), 2,000 triggers, 300 warehouses; --quick runs a
 * tenth of the lists.
 * @param {{ baseUrl: string, scale?: number, keystrokeWindowMs?: number }} options
 */
export async function measureGrowth({ baseUrl, scale = 1, keystrokeWindowMs = 400 }) {
  const now = Date.now();
  const warehouses = generateWarehouses(300);
  const listSize = Math.round(2000 * scale);
  const data = {
    user: generateUser(now),
    warehouses,
    triggers: generateTriggers(listSize, warehouses, now),
    autobookings: generateAutobookings(listSize, warehouses, now),
    // The contract's largest table: 50 warehouses, 14 days, 3 supply types.
    market: generateMarket(warehouses.slice(0, 50), now),
  };
  const activeBookings = data.autobookings.filter((booking) => booking.status === 'ACTIVE').length;
  const totalPages = Math.ceil(activeBookings / 20);
  /** @type {Served} */
  const served = { autobookingPages: 0 };

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
    });
    await context.addInitScript(androidBridgeScript);
    await routeApi(context, data, served);
    const page = await context.newPage();
    /** @type {string[]} */
    const errors = [];
    // A broken page (an exception, a CSP violation, a failed request) would make every number meaningless.
    context.on('page', (opened) => watchErrors(opened, errors));
    watchErrors(page, errors);

    // Autobookings: first page, every page of the active tab by infinite scroll, a scroll through it, then a search
    // (answered by the server; the keystrokes measure the box and the debounced, deferred list).
    await page.goto(`${baseUrl}/?view=autobookings-main${launchHash(now)}`);
    const autobookings = {
      items: activeBookings,
      pages: totalPages,
      ...(await measureAutobookings(page, served, totalPages)),
    };
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('searchbox', { name: 'Поиск по складу...' }).click();
    const autobookingsSearch = {
      items: listSize,
      ...(await measureTyping(browser, page, 'коледино', keystrokeWindowMs)),
    };

    // Triggers: the list's search over every trigger (same session: the autobookings stay in the cache).
    await page.getByRole('button', { name: 'Таймслоты' }).click();
    const search = page.getByRole('searchbox', { name: /^Поиск .*по складу/ });
    await search.click();
    const triggersSearch = { items: listSize, ...(await measureTyping(browser, page, 'коледино', keystrokeWindowMs)) };

    // The warehouse multi-select of the trigger form ('Создание таймслота') over 300 warehouses.
    // By text: role queries walk the accessibility of every card, and this list renders all of them.
    await page.getByText('добавить', { exact: true }).click();
    await page.getByRole('heading', { name: 'Создание таймслота' }).waitFor();
    await page.getByRole('button', { name: /^Склады/ }).click();
    await page.getByRole('combobox', { name: 'Поиск склада' }).click();
    const warehousePicker = {
      warehouses: warehouses.length,
      ...(await measureTyping(browser, page, 'коледино', keystrokeWindowMs)),
    };

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');

    const market = {
      warehouses: data.market.warehouseIds.length,
      rows: data.market.rows.length,
      ...(await measureMarket(browser, context, `${baseUrl}/?view=triggers-main${launchHash(now)}`, keystrokeWindowMs)),
    };
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return {
      autobookings,
      autobookingsSearch,
      triggersSearch,
      warehousePicker,
      market,
      heapMb: round1(usedSize / 1024 / 1024),
    };
  } finally {
    await browser.close();
  }
}
