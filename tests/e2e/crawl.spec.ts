// Random-data crawl: the app against Prism generating random, schema-valid answers (`prism mock
// --dynamic --seed N`), one Prism per seed. Every view, tab, modal and form is visited and used with whatever
// data the seed produces: random strings and dates, ids that match nothing, counts that disagree with the items,
// empty and maximal lists, huge numbers. The fixture fails a test on any uncaught exception, console error (React's
// warnings included: the crawl runs the test build made with React's development build, playwright.config.ts) and
// Prism contract violation; the crawl also fails on an error page. The autobookings sit behind the terms, a linked
// supplier and a subscription: each seed is crawled with the seller as generated (whichever gate that closes) and
// once more with those three opened.
//
// Seeds: CRAWL_SEEDS, a list like "1-24" or "3,8,15" (default 1, 3, 25 and 27, what `npm test` runs: 25 and 27
// generate repeated ids);
// `npm run test:crawl` crawls 1-27. Ports: one Prism per worker at E2E_CRAWL_PORT + the worker's index (default E2E_PRISM_PORT + 200).
import type { APIResponse, Locator, Page, Response } from '@playwright/test';
import type { SchemaSupplierAuthValidation, SchemaUser } from '@generated/schema';
import { findFreePort, isPortFree, startPrism, type PrismProcess } from '../../scripts/lib/prism.mjs';
import { createContractValidator } from '../../scripts/lib/contract-validator.mjs';
import { loadContract } from '../../scripts/lib/openapi.mjs';
import { test, expect } from './fixtures';
import { chooseSearchMode } from './triggers-helpers';

/** "1-3,7" → [1, 2, 3, 7]. */
function parseSeeds(list: string): number[] {
  return list.split(',').flatMap((part) => {
    const range = /^\s*(\d+)(?:-(\d+))?\s*$/.exec(part);
    const from = Number(range?.[1]);
    const to = Number(range?.[2] ?? range?.[1]);
    if (!range || to < from) throw new Error(`CRAWL_SEEDS: cannot read "${part}"`);
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });
}

const seeds = parseSeeds(process.env.CRAWL_SEEDS ?? '1,3,25,27');
const portBase = Number(process.env.E2E_CRAWL_PORT ?? Number(process.env.E2E_PRISM_PORT ?? 4020) + 200);

// Prism's generator (json-schema-faker) draws dates from 1890–1970. A clock in the middle puts about half of
// them ahead: some subscriptions are active, some archived bookings can be activated again, others have expired.
const crawlNow = new Date('1930-01-01T09:00:00.000Z');

/** The accessible names of the app's error pages (src/app/error-pages.tsx). */
const errorPage = /^(Что-то пошло не так|Нет соединения|Пользователь не найден|Страница не найдена)$/;

async function startSeedPrism(seed: number, workerIndex: number): Promise<PrismProcess> {
  const preferred = portBase + workerIndex;
  const port = (await isPortFree(preferred)) ? preferred : await findFreePort(portBase + 10, portBase + 99);
  return startPrism({ args: ['mock', 'openapi.yaml', '--dynamic', '--seed', String(seed)], port });
}

/** A call of the contract (the dev server also serves sources such as /src/api/client.ts). */
function isApiCall(url: URL): boolean {
  return url.pathname.startsWith('/api/');
}

const contract = createContractValidator(loadContract('openapi.yaml'));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Prism's generator ignores what the contract says beyond the schemas, so it makes lists no backend may send; the
 * app would trip over them or send them back as they are. Dropped here: triggers and bookings that break the
 * conditional rules (the dates each search mode or date type needs). Ids the generator repeats (within a list, or
 * on every page: the seeded generator answers every cursor with the same page) reach the app, which must show each
 * item once without a React key warning; a page of nothing but bookings served before ends the list, as a real
 * backend's keyset paging would.
 */
function withoutForbidden(url: URL, body: unknown, servedBookings: Map<string, Set<unknown>>): unknown {
  const allowed =
    (...schemas: string[]) =>
    (item: unknown) =>
      schemas.every((schema) => contract.validate(`#/components/schemas/${schema}`, item).length === 0);
  if (url.pathname === '/api/v1/triggers' && Array.isArray(body))
    return body.filter(allowed('Trigger', 'TriggerDateRules'));
  if (url.pathname === '/api/v1/autobooking' && isObject(body) && Array.isArray(body.items)) {
    const list = `${url.searchParams.get('group') ?? 'active'}|${url.searchParams.get('search') ?? ''}`;
    // A first page starts the list afresh.
    if (!url.searchParams.has('cursor')) servedBookings.set(list, new Set());
    const served = servedBookings.get(list) ?? new Set<unknown>();
    servedBookings.set(list, served);
    const items = body.items.filter(allowed('Autobooking', 'AutobookingDateRules'));
    const ids = items.map((item) => (item as { id?: unknown }).id);
    const repeatsOnly = url.searchParams.has('cursor') && ids.every((id) => served.has(id));
    for (const id of ids) served.add(id);
    return { ...body, items, ...(repeatsOnly ? { nextCursor: null } : {}) };
  }
  return body;
}

/**
 * Sends the page's API calls to the seed's Prism (the app server proxies /api to the default Prism). `patchUser`
 * changes the seller as generated, e.g. to open the gates in front of the autobookings.
 *
 * Prism's generator answers every call anew, so a list refetched while the crawl looks at it (after a change, say)
 * would hold other cards than the ones it just counted or is about to tap. A backend answers the same call the same
 * way until something changes its data; so does the crawl: each distinct call (method, URL and body) is sent to
 * Prism once, and its answer is given again for every repeat.
 */
async function routeToPrism(page: Page, prism: PrismProcess, patchUser?: (user: SchemaUser) => SchemaUser) {
  const servedBookings = new Map<string, Set<unknown>>();
  const answers = new Map<string, Promise<APIResponse>>();
  await page.route(isApiCall, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const target = { url: `${prism.url}${url.pathname}${url.search}` };
    const call = `${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`;
    let answer = answers.get(call);
    if (!answer) {
      // Once more when Prism closed the kept-alive connection just as it was reused (ECONNRESET).
      answer = route.fetch(target).catch(() => route.fetch(target));
      answers.set(call, answer);
    }
    const response = await answer;
    const listed =
      route.request().method() === 'GET' && ['/api/v1/triggers', '/api/v1/autobooking'].includes(url.pathname);
    if (listed && response.ok()) {
      await route.fulfill({ response, json: withoutForbidden(url, await response.json(), servedBookings) });
    } else if (patchUser && url.pathname === '/api/v1/user' && response.ok()) {
      await route.fulfill({ response, json: patchUser((await response.json()) as SchemaUser) });
    } else if (patchUser && url.pathname === '/api/v1/suppliers/auth/validate' && response.ok()) {
      // A seller with access has a marketplace authorisation that still holds: a generated `valid: false` is the
      // revoked state, whose notice takes the form's place.
      await route.fulfill({ response, json: { success: true, data: { valid: true } } });
    } else {
      await route.fulfill({ response });
    }
  });
}

/** The seller as generated, with the terms accepted, a supplier linked and a subscription running. */
function withAccess(user: SchemaUser): SchemaUser {
  return {
    ...user,
    agreeTerms: true,
    supplierId: user.supplierId || 'crawl-supplier',
    supplierName: user.supplierName || 'Поставщик',
    subscriptionExpiresAt: new Date(crawlNow.getTime() + 30 * 86_400_000).toISOString(),
  };
}

async function openApp(page: Page, view?: string) {
  await page.clock.setFixedTime(crawlNow);
  await page.goto(view ? `/?mock=dynamic&view=${view}` : '/?mock=dynamic');
  await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
}

async function expectNoErrorPage(page: Page) {
  await expect(page.getByRole('heading', { name: errorPage })).toHaveCount(0);
}

/** Waits for the answer of the call that `action` makes. */
async function answerOf(page: Page, method: string, path: string, action: () => Promise<unknown>): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === method && new URL(response.url()).pathname === path,
    ),
    action(),
  ]);
  return response;
}

// The crawl works the app with the keyboard: a pointer tap may land on the dev chrome's fixed toggle, or miss its
// target when the blur it causes shows a validation message that moves the page under the pointer.

/** Presses a button (or a select's trigger) with Enter. */
async function tap(locator: Locator) {
  await locator.press('Enter');
}

/** Chooses a radio button or ticks a checkbox with Space (a ticked checkbox stays ticked). */
async function choose(locator: Locator) {
  if (!(await locator.isChecked())) await locator.press(' ');
  await expect(locator).toBeChecked();
}

/** The first of the locator's matches that is enabled, if any. */
async function firstEnabled(locator: Locator): Promise<Locator | undefined> {
  const enabled = locator.and(locator.page().locator(':enabled'));
  return (await enabled.count()) > 0 ? enabled.first() : undefined;
}

/** Opens the select (or multi-select) labelled `label` and picks its first enabled option; false when none. */
async function pickFirst(page: Page, label: RegExp): Promise<boolean> {
  await tap(page.getByRole('button', { name: label }).first());
  const option = page.getByRole('option').and(page.locator(':not([aria-disabled="true"])'));
  if ((await option.count()) === 0) {
    await page.keyboard.press('Escape');
    return false;
  }
  await option.first().click();
  return true;
}

/** Clicks the first `count` enabled days of the calendar in view, once it is there (its code loads on first use). */
async function pickCalendarDays(page: Page, count: number) {
  const calendar = page.getByRole('grid');
  await expect(calendar.first()).toBeVisible();
  const days = calendar.locator('button:enabled');
  for (let index = 0; index < Math.min(count, await days.count()); index += 1) await tap(days.nth(index));
}

/** Answers Telegram's confirmation popup with its button `label`. */
async function confirmPopup(page: Page, label: string) {
  await page.getByTestId('tg-popup').getByRole('button', { name: label }).click();
}

async function closeDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await tap(dialog.getByRole('button', { name: 'Закрыть' }));
  await expect(dialog).toBeHidden();
}

async function visitTabs(page: Page, names: RegExp[]) {
  for (const name of names) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expectNoErrorPage(page);
  }
}

/** Searches, clears the search and waits for the tab's cards to be back (the list follows the query a little later). */
async function searchAndClear(page: Page, query: string) {
  const cards = page.getByRole('tabpanel').getByRole('region');
  const shown = await cards.count();
  const search = page.getByRole('searchbox');
  await search.fill(query);
  await expectNoErrorPage(page);
  await search.fill('');
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(shown);
}

async function crawlTriggers(page: Page, mainButton: Locator) {
  const tabs = [/^Завершенные/, /^Истекшие/, /^Актуальные/];
  await visitTabs(page, tabs);
  await searchAndClear(page, 'a');

  const toggle = await firstEnabled(page.getByRole('tabpanel').getByRole('button', { name: /^(запуск|стоп)$/ }));
  if (toggle) await answerOf(page, 'PATCH', '/api/v1/triggers', () => tap(toggle));

  const edit = page.getByRole('button', { name: 'изменить' });
  if ((await edit.count()) > 0) {
    await tap(edit.first());
    await expect(page.getByRole('heading', { name: 'Редактирование таймслота' })).toBeVisible();
    if (await mainButton.isVisible()) await answerOf(page, 'PUT', '/api/v1/triggers', () => mainButton.click());
    else await page.getByTestId('tg-back-button').click();
    await expect(page.getByRole('tab', { name: /^Актуальные/ })).toBeVisible();
  }

  const remove = page.getByRole('button', { name: 'Удалить таймслот' });
  if ((await remove.count()) > 0) {
    await tap(remove.first());
    await answerOf(page, 'DELETE', '/api/v1/triggers', () => confirmPopup(page, 'Удалить'));
  }
  await expectNoErrorPage(page);

  // A seed with 30 or more active triggers closes the form: the limit banner says why (other seeds crawl the form).
  const add = page.getByRole('button', { name: 'добавить' });
  if (await add.isDisabled()) {
    await expect(page.getByText('Достигнут лимит активных таймслотов')).toBeVisible();
    return;
  }
  await tap(add);
  await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
  await tap(page.getByRole('button', { name: 'Подсказки' }));
  await closeDialog(page, 'Подсказки');
  const hasWarehouse = await pickFirst(page, /^Склады/);
  await page.keyboard.press('Escape');
  await choose(page.getByRole('checkbox', { name: 'Короба' }));
  for (const mode of ['Завтра', 'Неделя', 'До нахождения', 'Сегодня']) await chooseSearchMode(page, mode);
  await chooseSearchMode(page, 'Период');
  await pickCalendarDays(page, 2);
  await chooseSearchMode(page, 'Выбрать даты');
  await pickCalendarDays(page, 3);
  await expectNoErrorPage(page);
  if (hasWarehouse) {
    await expect(mainButton).toBeVisible();
    await answerOf(page, 'POST', '/api/v1/triggers', () => mainButton.click());
    await expect(page.getByRole('tab', { name: /^Актуальные/ })).toBeVisible();
  }
  await expectNoErrorPage(page);
}

async function crawlStore(page: Page) {
  for (const tab of ['автобр-ия', 'подписка']) {
    await page.getByRole('tab', { name: tab }).click();
    await tap(page.getByRole('button', { name: 'Выбрать' }).first());
    await tap(page.getByRole('button', { name: /^Оплатить картой/ }));
    const dialog = page.getByRole('dialog', { name: 'Оплата' });
    await dialog.getByRole('textbox', { name: /Email/ }).fill('seller@example.ru');
    await answerOf(page, 'POST', '/api/v1/payments/create', () =>
      tap(page.getByTestId('tg-main-button').filter({ hasText: 'Получить ссылку на оплату' })),
    );
    await expect(
      dialog.getByText(/Ссылка на оплату (отправлена|готова)|Платежная система не смогла создать платеж/),
    ).toBeVisible();
    await closeDialog(page, 'Оплата');
    await expectNoErrorPage(page);
  }
}

/** Opens the account from the header; `supplierLinked`: the seller as generated has a supplier. */
async function crawlAccount(page: Page, supplierLinked: boolean) {
  const open = () => tap(page.getByRole('button', { name: /^Аккаунт/ }));
  const notice = page.getByTestId('supplier-auth-notice');
  // With a supplier linked, the account checks its authorisation as it opens: a revoked one brings back the
  // notice crawled next, so its answer is awaited rather than raced.
  if (supplierLinked) {
    const check = await answerOf(page, 'POST', '/api/v1/suppliers/auth/validate', open);
    const { data } = (await check.json()) as SchemaSupplierAuthValidation;
    if (!data.valid) await expect(notice).toBeVisible();
  } else {
    await open();
  }
  await expect(page.getByRole('region', { name: 'Поставщик' })).toBeVisible();
  // Without a supplier the notice reads the supplier list as the account opens: until it is in, 'Авторизоваться'
  // may turn into 'Выбрать поставщика' between the look below and the key press.
  await expect(notice.and(page.locator('[aria-busy="true"]'))).toHaveCount(0);
  await expectNoErrorPage(page);

  const authorise = notice.getByRole('button', { name: 'Авторизоваться' });
  if (await authorise.isVisible()) {
    await answerOf(page, 'GET', '/api/v1/user/auth/init', () => tap(authorise));
    await expect(notice).toContainText('Сообщение отправлено');
  }

  await tap(page.getByRole('region', { name: 'Поставщик' }).getByRole('button', { name: 'Выбрать' }));
  const dialog = page.getByRole('dialog', { name: 'Выбор поставщика' });
  await expect(dialog.getByText(/Загрузка поставщиков/)).toHaveCount(0);
  const radios = dialog.getByRole('radio');
  if ((await radios.count()) > 1) await choose(radios.last());
  const save = page.getByTestId('tg-main-button').filter({ hasText: 'Сохранить' });
  if (await save.isEnabled()) {
    await answerOf(page, 'POST', '/api/v1/user/update', () => tap(save));
    await expect(dialog).toBeHidden();
  } else {
    await closeDialog(page, 'Выбор поставщика');
  }

  const logout = page.getByRole('button', { name: 'Выйти из аккаунта' });
  if (await logout.isVisible()) {
    await tap(logout);
    await answerOf(page, 'POST', '/api/v1/user/auth/logout', () => confirmPopup(page, 'Выйти'));
    await expect(notice).toBeVisible();
  }
  await expectNoErrorPage(page);
}

async function crawlAutobookingList(page: Page) {
  await visitTabs(page, [/^Завершенные/, /^Архивные/, /^Активные/]);
  await searchAndClear(page, 'a');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText('Загрузка…')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The virtual list renders the rows of the top again a little after the scroll: until then it still holds the rows
  // of the end, whose buttons would be counted here and gone by the time they are pressed.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const rows = document.querySelectorAll('[role="tabpanel"] [data-index]');
        return rows.length === 0 || document.querySelector('[role="tabpanel"] [data-index="0"]') !== null;
      }),
    )
    .toBe(true);

  const archive = await firstEnabled(page.getByRole('tabpanel').getByRole('button', { name: 'В архив' }));
  if (archive) {
    await tap(archive);
    await answerOf(page, 'PUT', '/api/v1/autobooking', () => confirmPopup(page, 'В архив'));
  }
  await page.getByRole('tab', { name: /^Архивные/ }).click();
  const activate = await firstEnabled(page.getByRole('tabpanel').getByRole('button', { name: 'Активировать' }));
  if (activate) {
    await tap(activate);
    await answerOf(page, 'PUT', '/api/v1/autobooking', () => confirmPopup(page, 'Активировать'));
  }
  const remove = await firstEnabled(page.getByRole('tabpanel').getByRole('button', { name: 'Удалить' }));
  if (remove) {
    await tap(remove);
    await answerOf(page, 'DELETE', '/api/v1/autobooking', () => confirmPopup(page, 'Удалить'));
  }
  await expectNoErrorPage(page);
}

async function crawlAutobookingForm(page: Page, mainButton: Locator) {
  await tap(page.getByRole('button', { name: 'добавить' }));
  await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible();
  if (await page.getByRole('button', { name: /^Шаблон из таймслота/ }).isVisible())
    await pickFirst(page, /^Шаблон из таймслота/);

  const draftChosen = await pickFirst(page, /^Черновик поставки/);
  if (draftChosen) {
    await tap(page.getByRole('button', { name: 'Посмотреть товары' }));
    const goods = page.getByRole('dialog', { name: 'Товары черновика' });
    await expect(goods.getByRole('table').or(goods.getByText('Товары не найдены'))).toBeVisible();
    await closeDialog(page, 'Товары черновика');
  }
  const warehouseChosen = await pickFirst(page, /^Склад/);
  const transit = page.getByRole('checkbox', { name: 'Использовать транзитный склад' });
  if (warehouseChosen && (await transit.isEnabled())) {
    await choose(transit);
    await expect(page.getByRole('button', { name: /^Транзитный склад/ })).not.toHaveAttribute('aria-busy', 'true');
    await pickFirst(page, /^Транзитный склад/);
  }
  const supplyType = page.getByRole('button', { name: /^Тип поставки/ });
  if (draftChosen && warehouseChosen) {
    await expect(page.getByText('Проверяем склад…')).toHaveCount(0);
    if (await supplyType.isEnabled()) await pickFirst(page, /^Тип поставки/);
  }

  await choose(page.getByRole('radio', { name: 'Месяц' }));
  await pickCalendarDays(page, 1);
  await choose(page.getByRole('radio', { name: 'Свой период' }));
  await pickCalendarDays(page, 2);
  await choose(page.getByRole('radio', { name: 'Выбрать даты' }));
  await pickCalendarDays(page, 1);
  await choose(page.getByRole('radio', { name: 'Неделя' }));
  await pickCalendarDays(page, 1);
  await page.getByRole('slider').fill('3');
  await expectNoErrorPage(page);

  if (await mainButton.isVisible()) {
    await answerOf(page, 'POST', '/api/v1/autobooking', () => mainButton.click());
    await expect(page.getByRole('tab', { name: /^Активные/ })).toBeVisible();
  }
  await expectNoErrorPage(page);
}

for (const seed of seeds) {
  test.describe(`seed ${seed}`, () => {
    // One Prism per seed: this seed's tests run one after another in one worker.
    test.describe.configure({ mode: 'default', timeout: 90_000 });
    let prism: PrismProcess;
    test.beforeAll(async ({}, workerInfo) => {
      prism = await startSeedPrism(seed, workerInfo.parallelIndex);
    });
    test.afterAll(async () => {
      await prism?.stop();
    });
    // What the crawl reached with this seed's data goes to the report (`--reporter=json` or html).
    test.afterEach(async ({ app, page }, testInfo) => {
      // A call the app still had under way (the next page, say) is not forwarded to a Prism about to stop.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const calls = [
        ...new Set(app.apiRequests.map((request) => `${request.method} ${request.path.split('?')[0]}`)),
      ].sort();
      testInfo.annotations.push({ type: 'api calls', description: calls.join(', ') });
    });

    test('timeslots: tabs, search, start/stop, edit, delete and the create form', async ({ app, page }) => {
      await routeToPrism(page, prism);
      await openApp(page);
      await expectNoErrorPage(page);
      await crawlTriggers(page, app.mainButton);
    });

    test('store, payment, account, supplier choice, logout, terms and the autobooking gates', async ({ app, page }) => {
      await routeToPrism(page, prism);
      // The seller as generated: the terms view, an authorisation or subscription notice, or the list.
      const userAnswer = await answerOf(page, 'GET', '/api/v1/user', () => openApp(page, 'autobookings-main'));
      const user = (await userAnswer.json()) as SchemaUser;
      await expectNoErrorPage(page);
      // On to the store and the account through the header, as the seller goes.
      await tap(page.getByRole('button', { name: 'Магазин' }));
      await crawlStore(page);
      await crawlAccount(page, Boolean(user.supplierId));

      await openApp(page, 'terms');
      await expect(page.getByRole('heading', { name: 'Пользовательское соглашение' })).toBeVisible();
      if (await app.mainButton.isVisible()) {
        await answerOf(page, 'POST', '/api/v1/user/update', () => app.mainButton.click());
        await expect(page.getByTestId('tg-closed')).toBeVisible();
      }
      await expectNoErrorPage(page);
    });

    test('autobookings with access: tabs, search, paging, archive, activate, delete and the create form', async ({
      app,
      page,
    }) => {
      await routeToPrism(page, prism, withAccess);
      await openApp(page, 'autobookings-main');
      await expect(page.getByRole('tab', { name: /^Активные/ })).toBeVisible();
      await crawlAutobookingList(page);
      await crawlAutobookingForm(page, app.mainButton);
    });
  });
}
