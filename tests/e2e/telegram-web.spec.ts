import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, hold } from './fixtures';
import { nextTriggerCall, toast, triggerCalls, triggerCard } from './triggers-helpers';

// Telegram Web: the app runs in an iframe of web.telegram.org and talks to it by postMessage. The test host page
// (tests/telegram-web/host.html) plays Telegram Web; it is served at Telegram Web's own origin, to which the
// app's bridge addresses its messages, and it loads the app with `?tg=real`, so the app runs its production
// Telegram code path (no simulated client) against the mocked backend.
const hostOrigin = 'https://web.telegram.org';
const hostPage = readFileSync(new URL('../telegram-web/host.html', import.meta.url), 'utf8');
// The host page's module of launch parameters, the same one the simulated client uses.
const launchModule = readFileSync(new URL('../../src/dev/telegram-launch.js', import.meta.url), 'utf8');

interface HostMessage {
  eventType: string;
  eventData?: Record<string, unknown>;
}

async function openInTelegramWeb(page: Page, options: { view?: string; theme?: 'light' | 'dark' } = {}) {
  await page.route(`${hostOrigin}/k/**`, (route) =>
    new URL(route.request().url()).pathname === '/k/telegram-launch.js'
      ? route.fulfill({ contentType: 'text/javascript', body: launchModule })
      : route.fulfill({ contentType: 'text/html', body: hostPage }),
  );
  // A public page may load a local address only with the seller's permission (Local Network Access); in production
  // the app is public too.
  await page.context().grantPermissions(['local-network-access'], { origin: hostOrigin });
  const appUrl = new URL('/', test.info().project.use.baseURL);
  appUrl.searchParams.set('tg', 'real');
  if (options.view) appUrl.searchParams.set('view', options.view);
  const query = new URLSearchParams({ app: appUrl.toString(), theme: options.theme ?? 'light' });
  await page.goto(`${hostOrigin}/k/?${query}`);
  const frame = page.frameLocator('iframe[title="Mini App"]');
  // The first load inside the frame, on a shared CI machine, may take longer than one assertion usually waits.
  await expect(frame.getByRole('button', { name: 'Аккаунт: ИП Смирнова А. В.' })).toBeVisible({ timeout: 20_000 });
  return frame;
}

/** The Mini App frame itself, for reading its styles and globals. */
function appFrame(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(test.info().project.use.baseURL ?? '-'));
  if (!frame) throw new Error('the Mini App frame is not loaded');
  return frame;
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { telegramHost: { received: HostMessage[] } }).telegramHost.received);
const receivedTypes = async (page: Page) => (await received(page)).map((message) => message.eventType);

test('launches from the iframe hash and sets itself up by postMessage, without the simulated client', async ({
  app,
  page,
}) => {
  const frame = await openInTelegramWeb(page);
  await expect(frame.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
  await expect
    .poll(() => receivedTypes(page))
    .toEqual(
      expect.arrayContaining(['iframe_ready', 'web_app_ready', 'web_app_expand', 'web_app_setup_swipe_behavior']),
    );
  // Every call carries the init data the host put into the iframe's hash.
  expect(app.apiRequests.length).toBeGreaterThan(0);
  for (const request of app.apiRequests) expect(request.initData).toContain('signature=test-host-signature');
  // The production path: neither the simulated client nor its in-page buttons, and no styles taken from the host.
  const state = await appFrame(page).evaluate(() => ({
    simulated: '__telegramEvents' in window,
    devChrome: document.querySelector('[data-dev-chrome]') !== null,
    customStyles: document.getElementById('telegram-custom-styles') !== null,
    storageBlocked: (() => {
      try {
        return !window.sessionStorage;
      } catch {
        return true;
      }
    })(),
  }));
  // The browser treats the frame's storage as third-party and blocks it, so the app works without sessionStorage.
  expect(state).toEqual({ simulated: false, devChrome: false, customStyles: false, storageBlocked: true });
});

test("the host's main and back buttons create a trigger and walk back", async ({ app, page }) => {
  const frame = await openInTelegramWeb(page);
  const mainButton = page.getByTestId('host-main-button');
  const backButton = page.getByTestId('host-back-button');
  await expect(backButton).toBeHidden();

  await frame.getByRole('button', { name: 'добавить' }).click();
  await expect(frame.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
  await expect(backButton).toBeVisible();
  await expect(mainButton).toBeHidden();
  await backButton.click();
  await expect(frame.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
  await expect(backButton).toBeHidden();

  await frame.getByRole('button', { name: 'добавить' }).click();
  await frame.getByRole('button', { name: 'Склады' }).click();
  await frame.getByPlaceholder('Поиск склада').fill('Коледино');
  await frame.getByRole('option', { name: 'Коледино', exact: true }).click();
  await page.keyboard.press('Escape');
  await frame.getByRole('checkbox', { name: 'Короба' }).check();
  // A form with input asks Telegram to confirm closing.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { telegramHost: { closingConfirmation: boolean } }).telegramHost.closingConfirmation,
      ),
    )
    .toBe(true);
  await expect(mainButton).toHaveText('Создать таймслот');
  await expect(mainButton).toBeEnabled();

  const call = nextTriggerCall(page, 'POST');
  await mainButton.click();
  expect((await call).postDataJSON()).toMatchObject({ warehouseIds: [507], supplyTypes: ['BOX'], searchMode: 'TODAY' });
  await expect(toast(frame, 'success', 'Таймслот успешно создан')).toBeVisible();
  await expect(mainButton).toBeHidden();
  await expect(backButton).toBeHidden();
  expect(triggerCalls(app.apiRequests, 'POST')).toHaveLength(1);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { telegramHost: { closingConfirmation: boolean } }).telegramHost.closingConfirmation,
      ),
    )
    .toBe(false);
});

test("deleting a trigger asks with Telegram's popup: cancel keeps it, the destructive button deletes it", async ({
  app,
  page,
}) => {
  const frame = await openInTelegramWeb(page);
  const koledino = 'Коледино, Подольск';
  const card = triggerCard(frame, koledino);
  const popup = page.getByTestId('host-popup');

  await card.getByRole('button', { name: 'Удалить таймслот' }).click();
  await expect(popup.getByRole('heading', { name: 'Удалить таймслот' })).toBeVisible();
  await expect(popup).toContainText(koledino);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(popup).toBeHidden();
  expect(triggerCalls(app.apiRequests, 'DELETE')).toHaveLength(0);
  // No in-app dialog stands in for the popup.
  await expect(frame.getByRole('dialog')).toHaveCount(0);

  await card.getByRole('button', { name: 'Удалить таймслот' }).click();
  const call = nextTriggerCall(page, 'DELETE');
  await popup.getByRole('button', { name: 'Удалить' }).click();
  expect((await call).postDataJSON()).toEqual({ triggerId: 118 });
  await expect(toast(frame, 'success', 'Таймслот успешно удален')).toBeVisible();
  await expect(card).toHaveCount(0);
  const popups = (await received(page)).filter((message) => message.eventType === 'web_app_open_popup');
  expect(popups).toHaveLength(2);
});

test("logging out asks with Telegram's popup", async ({ app, page }) => {
  const frame = await openInTelegramWeb(page, { view: 'account' });
  await frame.getByRole('button', { name: 'Выйти из аккаунта' }).click();
  const popup = page.getByTestId('host-popup');
  await expect(popup).toContainText('Выйти из аккаунта?');
  await popup.getByRole('button', { name: 'Выйти' }).click();
  await expect(frame.getByTestId('supplier-name')).toHaveText('Не выбран');
  expect(app.apiRequests.filter((request) => request.path === '/api/v1/user/auth/logout')).toHaveLength(1);
});

test('a theme change in Telegram recolours the open app', async ({ page }) => {
  const frame = await openInTelegramWeb(page);
  await expect(frame.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
  const background = () => appFrame(page).evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await background()).toBe('rgb(239, 239, 243)');
  await page.getByTestId('host-theme-button').click();
  await expect.poll(background).toBe('rgb(35, 46, 60)');
  await page.getByTestId('host-theme-button').click();
  await expect.poll(background).toBe('rgb(239, 239, 243)');
});

test('a theme changed while the app is starting still recolours it', async ({ page }) => {
  // The Telegram SDK, which listens for theme changes, comes once the app has rendered: held back here.
  const releaseSdk = await hold(page, /\/assets\/sdk-setup-[\w-]+\.js$/);
  await openInTelegramWeb(page);
  const background = () => appFrame(page).evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByTestId('host-theme-button').click();
  expect(await background()).toBe('rgb(239, 239, 243)');
  releaseSdk();
  await expect.poll(background).toBe('rgb(35, 46, 60)');
});

test('a dark launch paints dark from the first frame', async ({ page }) => {
  await openInTelegramWeb(page, { theme: 'dark' });
  expect(await appFrame(page).evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(35, 46, 60)');
});

test("the viewport follows the host's resizes", async ({ page }) => {
  const frame = await openInTelegramWeb(page);
  await expect(frame.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
  const viewportHeight = () =>
    appFrame(page).evaluate(() => document.documentElement.style.getPropertyValue('--tg-viewport-height'));
  const frameHeight = () => page.locator('iframe[title="Mini App"]').evaluate((element) => element.clientHeight);
  await expect.poll(viewportHeight).toBe(`${await frameHeight()}px`);
  await page.setViewportSize({ width: 390, height: 500 });
  await expect.poll(viewportHeight).toBe(`${await frameHeight()}px`);
});

test('the payment goes through the main button, and going to the chat closes the app', async ({ page }) => {
  const frame = await openInTelegramWeb(page, { view: 'store' });
  await frame.getByTestId('tariff-sub_3m').getByRole('button', { name: 'Выбрать' }).click();
  await expect(page.getByTestId('host-main-button')).toHaveText('Оплатить ⭐ 390');
  await frame.getByRole('button', { name: /^Оплатить картой/ }).click();
  const dialog = frame.getByRole('dialog', { name: 'Оплата' });
  await dialog.getByLabel('Email').fill('seller@example.ru');
  // The sheet's primary actions are Telegram's main button, drawn by the host page.
  await expect(page.getByTestId('host-main-button')).toHaveText('Получить ссылку на оплату');
  await page.getByTestId('host-main-button').click();
  await expect(dialog.getByText('Ссылка на оплату отправлена')).toBeVisible();
  await expect(page.getByTestId('host-main-button')).toHaveText('Перейти в чат');
  await page.getByTestId('host-main-button').click();
  await expect(page.getByTestId('host-closed')).toBeVisible();
  expect(await receivedTypes(page)).toContain('web_app_close');
});
