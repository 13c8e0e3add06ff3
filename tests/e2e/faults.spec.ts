// Fault injection: every operation of the contract answers, in turn, 500, 401, nothing at all (the client gives
// up after its own 20 s timeout, which the test reaches by moving the page's clock on, not by waiting), a dropped
// connection and a body that is not JSON. For each, the screen names the failure (docs/errors.md where it has a
// message), stays usable, keeps what the seller filled in, and the call is made as often as it should be: reads twice
// for a server error or a dropped connection (one retry), once otherwise; mutations always once. After the last fault
// the same action succeeds. One test per operation; the table below says how the seller reaches each call.
import { readFileSync } from 'node:fs';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { parse } from 'yaml';
import { operations, type OperationId } from '@generated/operations';
import { bookingCards, pick, select, toast } from './autobookings-helpers';
import { test, expect, errorBoundaryLog, type AppHarness, type OpenOptions } from './fixtures';
import { triggerCard } from './triggers-helpers';

const faults = ['500', '401', 'timeout', 'dropped connection', 'malformed JSON'] as const;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The client's timeout (src/api/client.ts): a call nobody answers is given up after it. */
const clientTimeoutMs = 20_000;
/** The first pause before a failed read is retried instead of 1 s: the tests count the retries, not their pace. */
const retryDelayMs = 100;
type Fault = (typeof faults)[number];

// The contract's named error examples: what a backend following it sends.
const errorExamples = parse(readFileSync(new URL('../../mocks/errors.yaml', import.meta.url), 'utf8')) as Record<
  string,
  { value: { code: string; message: string; detail?: string } }
>;
const errorBody = (name: 'internalError' | 'unauthorized') => errorExamples[name]!.value;
const serverError = errorBody('internalError');
const unauthorized = errorBody('unauthorized');

/**
 * Makes one operation fail with `fault` until removed. Counts the calls it caught and those that ended in the
 * browser (answered, or given up by the client).
 */
async function inject(page: Page, operation: OperationId, fault: Fault) {
  const { method, path } = operations[operation];
  let calls = 0;
  let ended = 0;
  const matches = (url: URL) => url.pathname === path;
  const onEnd = (request: Request) => {
    if (request.method() === method && matches(new URL(request.url()))) ended += 1;
  };
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    calls += 1;
    switch (fault) {
      case '500':
        return route.fulfill({ status: 500, json: serverError });
      case '401':
        return route.fulfill({ status: 401, json: unauthorized });
      case 'timeout':
        return; // never answered: the client aborts the call
      case 'dropped connection':
        return route.abort('connectionreset');
      case 'malformed JSON':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [' });
    }
  };
  await page.route(matches, handler);
  return {
    calls: () => calls,
    ended: () => ended,
    remove: async () => {
      page.off('requestfinished', onEnd);
      page.off('requestfailed', onEnd);
      await page.unroute(matches, handler);
    },
  };
}

/** Polls of the test's own counters cost nothing: look often, so a step goes on as soon as its state holds. */
const pollIntervals = [20, 50, 100];

/** Counts the API calls the page has sent that have not ended yet. */
function callsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  const onEnd = (request: Request) => pending.delete(request);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  return () => pending.size;
}

/**
 * Lets the client give up the one call left unanswered without waiting its timeout out: once that call is the only
 * one in flight (its timer started with it), the page's clock jumps past the timeout. Calls still on their way
 * would time out too, so the jump waits for them to end, however slow the mocked backend is.
 */
async function runOutTimeout(page: Page, caught: () => number, inFlight: () => number) {
  await expect.poll(caught, { intervals: pollIntervals }).toBe(1);
  await expect.poll(inFlight, { message: 'other API calls in flight', intervals: pollIntervals }).toBe(1);
  await page.clock.fastForward(clientTimeoutMs);
}

/** Reads are retried once on a server error or a dropped connection; nothing else is ever repeated. */
function expectedCalls(read: boolean, fault: Fault): number {
  return read && (fault === '500' || fault === 'dropped connection') ? 2 : 1;
}

/** The generic error page's title for a failed load (src/app/error-pages.tsx). */
function errorPageTitle(fault: Fault): string {
  return fault === 'timeout' || fault === 'dropped connection' ? 'Нет соединения' : 'Что-то пошло не так';
}

/** The toast of a failure that shows the server's detail (or message) when it has one (docs/errors.md). */
function serverText(fault: Fault, fallback: string): string {
  if (fault === '500') return serverError.detail ?? serverError.message;
  if (fault === '401') return unauthorized.message;
  return fallback;
}

const errorToast = (page: Page, message: string) => toast(page, 'error', message);

async function dismissToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Закрыть уведомление' });
  while ((await close.count()) > 0) await close.first().press('Enter');
}

const popupButton = (page: Page, label: string) => page.getByTestId('tg-popup').getByRole('button', { name: label });
const retryButton = (page: Page) => page.getByRole('button', { name: 'Попробовать снова' });
const firstDraft = 'Черновик от 20.11.2026, 17:32';

interface Ctx {
  app: AppHarness;
  page: Page;
}

interface FaultCase {
  operation: OperationId;
  /** Where the seller meets the call (in the test's title). */
  reach: string;
  /** A read: retried by the query client. */
  read: boolean;
  /** Sent with an `Idempotency-Key` (spends money or credits). */
  idempotent?: true;
  /** Gets to the call and makes it (the fault is already injected). */
  start: (ctx: Ctx) => Promise<void>;
  /** What the seller sees once the call failed. */
  shows: (ctx: Ctx, fault: Fault) => Promise<void>;
  /** Filled in once, after the first failure, when the call comes before the seller types anything. */
  fill?: (ctx: Ctx) => Promise<void>;
  /** Everything the seller filled in is still there. */
  keeps?: (ctx: Ctx) => Promise<void>;
  /** Makes the same call again: the screen's retry, or the same tap. */
  again: (ctx: Ctx) => Promise<void>;
  /** The call answered: the screen got what it asked for. */
  succeeds: (ctx: Ctx) => Promise<void>;
}

/** A read a view needs before it shows: its failure is the view's error page with 'Попробовать снова'. */
function viewRead(
  operation: OperationId,
  open: OpenOptions,
  ready: (page: Page) => Locator,
  title = errorPageTitle,
): FaultCase {
  return {
    operation,
    reach: `opening ${open.view ?? 'triggers-main'} (its error page's 'Попробовать снова' retries)`,
    read: true,
    start: ({ app }) => app.open(open),
    shows: async ({ page }, fault) => {
      await expect(page.getByRole('heading', { level: 1, name: title(fault) })).toBeVisible();
      await expect(retryButton(page)).toBeEnabled();
    },
    again: ({ page }) => retryButton(page).click(),
    succeeds: ({ page }) => expect(ready(page)).toBeVisible(),
  };
}

/** A read of a sheet opened from a card: its failure is said inside the sheet, with 'Повторить'. */
function pagedSheetRead(sheet: {
  operation: OperationId;
  reach: string;
  open: (ctx: Ctx) => Promise<void>;
  dialog: string;
  error: string;
  list: string;
}): FaultCase {
  const dialog = (page: Page) => page.getByRole('dialog', { name: sheet.dialog });
  return {
    operation: sheet.operation,
    reach: sheet.reach,
    read: true,
    start: sheet.open,
    shows: ({ page }) => expect(dialog(page).getByRole('alert')).toContainText(sheet.error),
    again: ({ page }) => dialog(page).getByRole('button', { name: 'Повторить' }).click(),
    succeeds: ({ page }) =>
      expect(dialog(page).getByRole('list', { name: sheet.list }).getByRole('listitem').first()).toBeVisible(),
  };
}

/** The trigger form with Коледино, boxes, hourly checks and coefficient 5. */
async function fillTriggerForm(page: Page) {
  await page.getByRole('button', { name: 'Склады' }).click();
  await page.getByPlaceholder('Поиск склада').fill('Коледино');
  await page.getByRole('option', { name: 'Коледино', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Короба' }).check();
  await page.getByRole('radio', { name: '1 час' }).check();
  await page.getByRole('slider', { name: 'Максимальный коэффициент' }).fill('5');
}

async function expectTriggerFormKept({ app, page }: Ctx) {
  await expect(page.getByRole('list', { name: 'Выбранные значения' }).getByRole('listitem')).toHaveText(['Коледино']);
  await expect(page.getByRole('checkbox', { name: 'Короба' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '1 час' })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Максимальный коэффициент' })).toHaveValue('5');
  await expect(app.mainButton).toBeEnabled();
}

async function openAutobookingForm({ app, page }: Ctx, open: OpenOptions = {}) {
  await app.open({ view: 'autobookings-main', ...open });
  await page.getByRole('button', { name: 'добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible();
}

/** Draft, Коледино, boxes, a week from 23 November, coefficient 3: a complete autobooking. */
async function fillAutobookingForm(page: Page) {
  await pick(page, 'Черновик поставки', firstDraft);
  await pick(page, 'Склад', 'Коледино', 'колед');
  await expect(select(page, 'Тип поставки')).toBeEnabled();
  await pick(page, 'Тип поставки', 'Короба');
  await page.getByRole('radio', { name: 'Неделя' }).check();
  await page.getByRole('button', { name: /, 23 ноября 2026 г\./ }).click();
  await page.getByRole('slider').fill('3');
}

async function expectAutobookingFormKept({ app, page }: Ctx) {
  await expect(select(page, 'Черновик поставки')).toContainText(firstDraft);
  await expect(select(page, 'Склад')).toContainText('Коледино');
  await expect(select(page, 'Тип поставки')).toContainText('Короба');
  await expect(page.getByRole('radio', { name: 'Неделя' })).toBeChecked();
  await expect(page.getByText('с 23.11.2026')).toBeVisible();
  await expect(page.getByRole('slider')).toHaveValue('3');
  await expect(app.mainButton).toBeEnabled();
}

const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Оплата' });

const cases: FaultCase[] = [
  viewRead(
    'getUser',
    {},
    (page) => page.getByRole('tab', { name: /^Актуальные/ }),
    () => 'Пользователь не найден',
  ),
  {
    operation: 'updateUser',
    reach: "terms (not accepted yet): 'Я согласен с условиями'",
    read: false,
    start: async ({ app }) => {
      await app.open({ view: 'terms', mock: 'terms-not-accepted' });
      await app.mainButton.click();
    },
    shows: ({ page }) => expect(errorToast(page, 'Не удалось принять условия использования')).toBeVisible(),
    keeps: async ({ app, page }) => {
      await expect(app.mainButton).toBeEnabled();
      await expect(page.getByTestId('tg-closed')).toHaveCount(0);
    },
    again: ({ app }) => app.mainButton.click(),
    succeeds: ({ page }) => expect(page.getByTestId('tg-closed')).toBeVisible(),
  },
  {
    operation: 'initAuth',
    reach: "account without a supplier: 'Авторизоваться'",
    read: false,
    start: async ({ app, page }) => {
      await app.open({ view: 'account', mock: 'new-user' });
      await page.getByRole('button', { name: 'Авторизоваться' }).click();
    },
    shows: ({ page }) => expect(errorToast(page, 'Не удалось отправить сообщение для авторизации')).toBeVisible(),
    keeps: ({ page }) => expect(page.getByRole('button', { name: 'Авторизоваться' })).toBeEnabled(),
    again: ({ page }) => page.getByRole('button', { name: 'Авторизоваться' }).click(),
    succeeds: ({ page }) => expect(page.getByTestId('supplier-auth-notice')).toContainText('Сообщение отправлено'),
  },
  {
    operation: 'logout',
    reach: "account: 'Выйти из аккаунта', confirmed",
    read: false,
    start: async ({ app, page }) => {
      await app.open({ view: 'account' });
      await page.getByRole('button', { name: 'Выйти из аккаунта' }).click();
      await popupButton(page, 'Выйти').click();
    },
    // A failed logout is reported (docs/account.md); the supplier stays linked, as it still is on the server.
    shows: ({ page }) =>
      expect(page.getByRole('alert').filter({ hasText: 'Не удалось выйти из аккаунта' })).toBeVisible(),
    keeps: ({ page }) => expect(page.getByTestId('supplier-name')).toHaveText('ИП Смирнова А. В.'),
    again: async ({ page }) => {
      await page.getByRole('button', { name: 'Выйти из аккаунта' }).click();
      await popupButton(page, 'Выйти').click();
    },
    succeeds: ({ page }) => expect(page.getByTestId('supplier-name')).toHaveText('Не выбран'),
  },
  {
    operation: 'validateSupplierAuth',
    reach: 'opening the account with a supplier linked (a background check)',
    read: true,
    start: ({ app }) => app.open({ view: 'account' }),
    // A failed check says nothing (the seller can do nothing about it): no authorisation notice, the account works.
    shows: async ({ page }) => {
      await expect(page.getByTestId('supplier-name')).toHaveText('ИП Смирнова А. В.');
      await expect(page.getByTestId('supplier-auth-notice')).toHaveCount(0);
      await expect(
        page.getByRole('region', { name: 'Поставщик' }).getByRole('button', { name: 'Выбрать' }),
      ).toBeEnabled();
    },
    again: async ({ page }) => {
      await page.getByRole('button', { name: 'Магазин' }).click();
      await expect(page.getByRole('tab', { name: 'подписка' })).toBeVisible();
      await page.getByTestId('tg-back-button').click();
    },
    succeeds: ({ page }) => expect(page.getByTestId('supplier-name')).toHaveText('ИП Смирнова А. В.'),
  },
  {
    operation: 'listSuppliers',
    reach: "account: supplier 'Выбрать' (the supplier select modal)",
    read: true,
    start: async ({ app, page }) => {
      await app.open({ view: 'account' });
      await page.getByRole('region', { name: 'Поставщик' }).getByRole('button', { name: 'Выбрать' }).click();
    },
    shows: async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: 'Выбор поставщика' });
      await expect(dialog.getByText('Не удалось загрузить поставщиков')).toBeVisible();
      await expect(page.getByTestId('tg-main-button').filter({ hasText: 'Сохранить' })).toBeDisabled();
    },
    again: ({ page }) =>
      page.getByRole('dialog', { name: 'Выбор поставщика' }).getByRole('button', { name: 'Повторить' }).click(),
    succeeds: ({ page }) =>
      expect(page.getByRole('dialog', { name: 'Выбор поставщика' }).getByRole('radio').first()).toBeVisible(),
  },
  {
    operation: 'listDrafts',
    reach: 'opening the autobooking form (the draft select)',
    read: true,
    start: (ctx) => openAutobookingForm(ctx),
    shows: async ({ page }) => {
      await expect(page.getByText('Не удалось загрузить черновики')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Повторить' })).toBeEnabled();
    },
    fill: async ({ page }) => {
      await pick(page, 'Склад', 'Коледино', 'колед');
      await page.getByRole('radio', { name: 'Месяц' }).check();
    },
    keeps: async ({ page }) => {
      await expect(select(page, 'Склад')).toContainText('Коледино');
      await expect(page.getByRole('radio', { name: 'Месяц' })).toBeChecked();
    },
    again: ({ page }) => page.getByRole('button', { name: 'Повторить' }).click(),
    succeeds: async ({ page }) => {
      await pick(page, 'Черновик поставки', firstDraft);
      await expect(select(page, 'Тип поставки')).toBeEnabled();
    },
  },
  {
    operation: 'listDraftGoods',
    reach: "autobooking form: a draft, 'Посмотреть товары'",
    read: true,
    start: async (ctx) => {
      await openAutobookingForm(ctx);
      await pick(ctx.page, 'Черновик поставки', firstDraft);
      await ctx.page.getByRole('button', { name: 'Посмотреть товары' }).click();
    },
    shows: ({ page }) =>
      expect(
        page.getByRole('dialog', { name: 'Товары черновика' }).getByText('Не удалось загрузить товары'),
      ).toBeVisible(),
    keeps: ({ page }) => expect(select(page, 'Черновик поставки')).toContainText(firstDraft),
    again: ({ page }) =>
      page.getByRole('dialog', { name: 'Товары черновика' }).getByRole('button', { name: 'Повторить' }).click(),
    succeeds: ({ page }) =>
      expect(page.getByRole('dialog', { name: 'Товары черновика' }).getByRole('table')).toBeVisible(),
  },
  viewRead('listTriggers', {}, (page) => page.getByRole('tab', { name: /^Актуальные/ })),
  pagedSheetRead({
    operation: 'listTriggerFinds',
    reach: "a trigger's finds ('23 находки': the history sheet)",
    open: async ({ app, page }) => {
      await app.open();
      await triggerCard(page, 'Коледино, Подольск')
        .getByRole('button', { name: /^История находок/ })
        .click();
    },
    dialog: 'История находок',
    error: 'Не удалось загрузить историю находок',
    list: 'Находки',
  }),
  pagedSheetRead({
    operation: 'listAutobookingAttempts',
    reach: "an autobooking's 'Попытки' (the attempts sheet)",
    open: async ({ app, page }) => {
      await app.open({ view: 'autobookings-main' });
      await bookingCards(page, 'Коледино').getByRole('button', { name: 'Попытки' }).click();
    },
    dialog: 'Попытки бронирования',
    error: 'Не удалось загрузить попытки',
    list: 'Попытки',
  }),
  {
    operation: 'createTrigger',
    reach: "timeslot form, filled: 'Создать таймслот'",
    read: false,
    idempotent: true,
    start: async ({ app, page }) => {
      await app.open();
      await page.getByRole('button', { name: 'добавить' }).click();
      await fillTriggerForm(page);
      await app.mainButton.click();
    },
    shows: ({ page }) => expect(errorToast(page, 'Не удалось создать таймслот')).toBeVisible(),
    keeps: expectTriggerFormKept,
    again: ({ app }) => app.mainButton.click(),
    succeeds: async ({ page }) => {
      await expect(page.getByRole('status').filter({ hasText: 'Таймслот успешно создан' })).toBeVisible();
      await expect(page.getByRole('tab', { name: /^Актуальные/ })).toBeVisible();
    },
  },
  {
    operation: 'updateTrigger',
    reach: "a timeslot's 'изменить', a new coefficient: 'Сохранить изменения'",
    read: false,
    start: async ({ app, page }) => {
      await app.open();
      await triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'изменить' }).click();
      await page.getByRole('slider', { name: 'Максимальный коэффициент' }).fill('7');
      await app.mainButton.click();
    },
    shows: ({ page }) => expect(errorToast(page, 'Не удалось обновить таймслот')).toBeVisible(),
    keeps: async ({ app, page }) => {
      await expect(page.getByRole('heading', { name: 'Редактирование таймслота' })).toBeVisible();
      await expect(page.getByRole('slider', { name: 'Максимальный коэффициент' })).toHaveValue('7');
      await expect(app.mainButton).toBeEnabled();
    },
    again: ({ app }) => app.mainButton.click(),
    succeeds: ({ page }) =>
      expect(page.getByRole('status').filter({ hasText: 'Таймслот успешно обновлен' })).toBeVisible(),
  },
  {
    operation: 'deleteTrigger',
    reach: "a timeslot's delete button, confirmed",
    read: false,
    start: async ({ app, page }) => {
      await app.open();
      await triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'Удалить таймслот' }).click();
      await popupButton(page, 'Удалить').click();
    },
    shows: ({ page }) => expect(errorToast(page, 'Не удалось удалить таймслот')).toBeVisible(),
    keeps: ({ page }) =>
      expect(triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'Удалить таймслот' })).toBeEnabled(),
    again: async ({ page }) => {
      await triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'Удалить таймслот' }).click();
      await popupButton(page, 'Удалить').click();
    },
    succeeds: ({ page }) => expect(triggerCard(page, 'Коледино, Подольск')).toHaveCount(0),
  },
  {
    operation: 'toggleTrigger',
    reach: "an active timeslot's 'стоп'",
    read: false,
    start: async ({ app, page }) => {
      await app.open();
      await triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'стоп' }).click();
    },
    // The server's detail when it has one, else the fixed message.
    shows: ({ page }, fault) =>
      expect(
        errorToast(
          page,
          fault === '500' && serverError.detail ? serverError.detail : 'Не удалось изменить статус таймслота',
        ),
      ).toBeVisible(),
    keeps: ({ page }) =>
      expect(triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'стоп' })).toBeEnabled(),
    again: ({ page }) => triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'стоп' }).click(),
    succeeds: ({ page }) =>
      expect(triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'запуск' })).toBeVisible(),
  },
  viewRead('listWarehouses', {}, (page) => page.getByRole('tab', { name: /^Актуальные/ })),
  {
    operation: 'listMarketCoefficients',
    reach: "the market's coefficients (its 'Повторить')",
    read: true,
    start: ({ app }) => app.open({ view: 'market' }),
    // The view stays: the failure is said above where the table goes, with its retry.
    shows: async ({ page }) => {
      await expect(page.getByTestId('market-error')).toContainText('Не удалось обновить коэффициенты');
      await expect(page.getByRole('heading', { name: 'Коэффициенты' })).toBeVisible();
    },
    again: ({ page }) => page.getByTestId('market-error').getByRole('button', { name: 'Повторить' }).click(),
    succeeds: async ({ page }) => {
      await expect(page.getByTestId('market-table').getByRole('rowheader').first()).toBeVisible();
      await expect(page.getByTestId('market-error')).toHaveCount(0);
    },
  },
  {
    operation: 'listTransitWarehouses',
    reach: "autobooking form: a warehouse, 'Использовать транзитный склад'",
    read: true,
    start: async (ctx) => {
      await openAutobookingForm(ctx);
      await pick(ctx.page, 'Склад', 'Коледино', 'колед');
      await ctx.page.getByRole('checkbox', { name: 'Использовать транзитный склад' }).check();
    },
    shows: async ({ page }) => {
      await expect(page.getByText('Не удалось загрузить транзитные склады')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Повторить' })).toBeEnabled();
    },
    keeps: async ({ page }) => {
      await expect(select(page, 'Склад')).toContainText('Коледино');
      await expect(page.getByRole('checkbox', { name: 'Использовать транзитный склад' })).toBeChecked();
    },
    again: ({ page }) => page.getByRole('button', { name: 'Повторить' }).click(),
    succeeds: async ({ page }) => {
      await select(page, 'Транзитный склад').click();
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  },
  {
    operation: 'validateWarehouse',
    reach: 'autobooking form: a draft and a warehouse (the check of the warehouse)',
    read: true,
    start: async (ctx) => {
      await openAutobookingForm(ctx);
      await pick(ctx.page, 'Черновик поставки', firstDraft);
      await pick(ctx.page, 'Склад', 'Коледино', 'колед');
    },
    // The error's message or 'Ошибка при валидации склада'; the field says what failed and offers a retry.
    shows: async ({ page }, fault) => {
      await expect(errorToast(page, serverText(fault, 'Ошибка при валидации склада'))).toBeVisible();
      await expect(page.getByText('Не удалось проверить склад')).toBeVisible();
    },
    keeps: async ({ page }) => {
      await expect(select(page, 'Черновик поставки')).toContainText(firstDraft);
      await expect(select(page, 'Склад')).toContainText('Коледино');
    },
    again: ({ page }) => page.getByRole('button', { name: 'Проверить склад снова' }).click(),
    succeeds: ({ page }) => expect(select(page, 'Тип поставки')).toBeEnabled(),
  },
  viewRead('listAutobookings', { view: 'autobookings-main' }, (page) => page.getByRole('tab', { name: /^Активные/ })),
  {
    operation: 'updateAutobooking',
    reach: "an active autobooking's 'В архив', confirmed",
    read: false,
    start: async ({ app, page }) => {
      await app.open({ view: 'autobookings-main' });
      await bookingCards(page, 'Коледино').getByRole('button', { name: 'В архив' }).click();
      await popupButton(page, 'В архив').click();
    },
    shows: ({ page }) => expect(errorToast(page, 'Не удалось архивировать автобронирование')).toBeVisible(),
    keeps: async ({ page }) => {
      await expect(bookingCards(page, 'Коледино')).toContainText('в ожидании');
      await expect(bookingCards(page, 'Коледино').getByRole('button', { name: 'В архив' })).toBeEnabled();
    },
    again: async ({ page }) => {
      await bookingCards(page, 'Коледино').getByRole('button', { name: 'В архив' }).click();
      await popupButton(page, 'В архив').click();
    },
    succeeds: ({ page }) =>
      expect(page.getByRole('status').filter({ hasText: 'Автобронирование архивировано' })).toBeVisible(),
  },
  {
    operation: 'createAutobooking',
    reach: "autobooking form, filled: 'Создать автобронирование'",
    read: false,
    idempotent: true,
    start: async (ctx) => {
      await openAutobookingForm(ctx);
      await fillAutobookingForm(ctx.page);
      await ctx.app.mainButton.click();
    },
    shows: ({ page }) => expect(errorToast(page, 'Не удалось создать автобронирование')).toBeVisible(),
    keeps: expectAutobookingFormKept,
    again: ({ app }) => app.mainButton.click(),
    succeeds: ({ page }) =>
      expect(page.getByRole('status').filter({ hasText: 'Автобронирование успешно создано' })).toBeVisible(),
  },
  {
    operation: 'deleteAutobooking',
    reach: "an archived autobooking's 'Удалить', confirmed",
    read: false,
    start: async ({ app, page }) => {
      await app.open({ view: 'autobookings-main' });
      await page.getByRole('tab', { name: /^Архивные/ }).click();
      await bookingCards(page, 'Тула').getByRole('button', { name: 'Удалить' }).click();
      await popupButton(page, 'Удалить').click();
    },
    shows: ({ page }) => expect(errorToast(page, 'Не удалось удалить автобронирование')).toBeVisible(),
    keeps: async ({ page }) => {
      await expect(bookingCards(page, 'Тула').getByRole('button', { name: 'Удалить' })).toBeEnabled();
      await expect(page.getByTestId('autobooking-balance')).toHaveText('Доступно 12 автобронирований');
    },
    again: async ({ page }) => {
      await bookingCards(page, 'Тула').getByRole('button', { name: 'Удалить' }).click();
      await popupButton(page, 'Удалить').click();
    },
    succeeds: ({ page }) => expect(bookingCards(page, 'Тула')).toHaveCount(0),
  },
  viewRead('listTariffs', { view: 'store' }, (page) => page.getByTestId('tariff-sub_3m')),
  {
    operation: 'createPayment',
    reach: "store: a plan's 'Выбрать', 'Оплатить картой', an e-mail: 'Получить ссылку на оплату'",
    read: false,
    idempotent: true,
    start: async ({ app, page }) => {
      await app.open({ view: 'store' });
      await page.getByTestId('tariff-sub_3m').getByRole('button', { name: 'Выбрать' }).click();
      await page.getByRole('button', { name: /^Оплатить картой/ }).click();
      await paymentDialog(page).getByRole('textbox', { name: /Email/ }).fill('seller@example.ru');
      await page.getByTestId('tg-main-button').filter({ hasText: 'Получить ссылку на оплату' }).click();
    },
    // The error is shown in the modal.
    shows: ({ page }) =>
      expect(paymentDialog(page).getByRole('alert')).toHaveText('Не удалось создать платеж. Попробуйте еще раз.'),
    keeps: async ({ page }) => {
      await expect(paymentDialog(page).getByRole('textbox', { name: /Email/ })).toHaveValue('seller@example.ru');
      await expect(page.getByTestId('tg-main-button').filter({ hasText: 'Получить ссылку на оплату' })).toBeEnabled();
    },
    again: ({ page }) => page.getByTestId('tg-main-button').filter({ hasText: 'Получить ссылку на оплату' }).click(),
    succeeds: ({ page }) => expect(paymentDialog(page).getByText('Ссылка на оплату отправлена')).toBeVisible(),
  },
  {
    operation: 'setSubscriptionRenewal',
    reach: "account of a renewing Stars subscription: 'Отключить автопродление', confirmed",
    read: false,
    start: async ({ app, page }) => {
      await app.open({ view: 'account', mock: 'stars-renewing' });
      await page.getByRole('button', { name: 'Отключить автопродление' }).click();
      await popupButton(page, 'Отключить').click();
    },
    shows: ({ page }) => expect(errorToast(page, 'Не удалось изменить автопродление')).toBeVisible(),
    keeps: async ({ page }) => {
      await expect(page.getByTestId('subscription-renewal')).toContainText('Продлевается автоматически');
      await expect(page.getByRole('button', { name: 'Отключить автопродление' })).toBeEnabled();
    },
    again: async ({ page }) => {
      await page.getByRole('button', { name: 'Отключить автопродление' }).click();
      await popupButton(page, 'Отключить').click();
    },
    succeeds: ({ page }) =>
      expect(page.getByTestId('subscription-renewal')).toHaveText(
        'Автопродление отключено · доступ до 20.12.2026 включительно',
      ),
  },
];

test('the table covers every operation of the contract once', () => {
  expect(cases.map((item) => item.operation).sort()).toEqual(Object.keys(operations).sort());
});

for (const item of cases) {
  const { method, path } = operations[item.operation];
  test(`${item.operation} (${method} ${path}), reached by ${item.reach}: ${faults.join(', ')}`, async ({
    app,
    page,
  }) => {
    // Expected logs, nothing else: the browser's for every failed request, the app's for a failed user load
    // (docs/account.md), and React's for a failed view load its error boundary turned into the error page.
    app.allowErrors(/^Failed to load resource|^Failed to fetch user data$/, errorBoundaryLog);
    const open = (options: OpenOptions = {}) =>
      app.open({ ...options, query: { ...options.query, retryDelay: String(retryDelayMs) } });
    const inFlight = callsInFlight(page);
    const ctx = { app: { ...app, open }, page };
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === method && new URL(request.url()).pathname === path)
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    for (const [index, fault] of faults.entries()) {
      await test.step(fault, async () => {
        const injected = await inject(page, item.operation, fault);
        await (index === 0 ? item.start(ctx) : item.again(ctx));
        if (fault === 'timeout') await runOutTimeout(page, injected.calls, inFlight);
        const calls = expectedCalls(item.read, fault);
        await expect
          .poll(injected.ended, { message: `ended calls of ${item.operation}`, intervals: pollIntervals })
          .toBe(calls);
        await item.shows(ctx, fault);
        expect(injected.calls(), `calls of ${item.operation}`).toBe(calls);
        if (index === 0) await item.fill?.(ctx);
        await item.keeps?.(ctx);
        await injected.remove();
        await dismissToasts(page);
      });
    }
    await test.step('answered', async () => {
      await item.again(ctx);
      await item.succeeds(ctx);
    });
    if (item.idempotent) {
      // One key per attempt: kept after a failure without a definite answer (500, timeout, dropped connection, an
      // unreadable 2xx), since the server may have acted; replaced after the definite refusal (401).
      const [first, second] = [keys[0], keys[2]];
      expect(first).toMatch(uuid);
      expect(second).toMatch(uuid);
      expect(second).not.toBe(first);
      expect(keys).toEqual([first, first, second, second, second, second]);
    }
  });
}

// A deliberate trade-off: the autobooking list is requested together with the user (no waterfall), so for a seller who has
// not accepted the terms it answers 403 before the app knows it should not ask. That refusal is expected: the
// terms open, and nothing on screen reports an error.
test('the 403 of the list for a seller without accepted terms opens the terms without any error', async ({
  app,
  page,
}) => {
  app.allowErrors(/^Failed to load resource: the server responded with a status of 403/);
  const listAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/autobooking');
  await app.open({ view: 'autobookings-main', mock: 'terms-not-accepted' });
  expect((await listAnswer).status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
  await expect(app.mainButton).toHaveText('Я согласен с условиями');
  // No toast, no error page (both are alerts).
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Back to the autobookings: the terms again, without asking the server for the list again.
  await page.getByRole('button', { name: 'Таймслоты' }).click();
  await page.getByRole('button', { name: 'Автобронирования' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(app.apiRequests.filter((request) => request.path.startsWith('/api/v1/autobooking'))).toHaveLength(1);
});
