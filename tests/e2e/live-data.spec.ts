import { test, expect, receiveTelegramEvent as receive, setVisibility, type AppHarness } from './fixtures';
import { toast, triggerCard } from './triggers-helpers';

// The seller's data reloads when they come back to the app, on request, and Telegram's native feedback follows
// what they do (docs/telegram.md).

const userPath = '/api/v1/user';
const triggersPath = '/api/v1/triggers';

function calls(app: AppHarness, path: string) {
  return app.apiRequests.filter((request) => request.method === 'GET' && request.path === path).length;
}

async function hapticEvents(app: AppHarness) {
  return (await app.telegramEvents())
    .filter((event) => event.method === 'web_app_trigger_haptic_feedback')
    .map((event) => event.params);
}

test.describe('reloading', () => {
  test('coming back to the app reloads the user and the list on screen', async ({ app, page }) => {
    await app.open();
    await expect(triggerCard(page, 'Коледино, Подольск')).toBeVisible();
    // Telegram's events reach the app once its SDK has loaded (after the first paint).
    await app.telegramReady();
    const users = calls(app, userPath);
    const triggers = calls(app, triggersPath);

    await setVisibility(page, false);
    await setVisibility(page, true);
    await expect.poll(() => calls(app, userPath)).toBe(users + 1);
    await expect.poll(() => calls(app, triggersPath)).toBe(triggers + 1);
    // Telegram's own 'activated' arriving with it counts once.
    await receive(page, 'visibility_changed', { is_visible: true });
    await app.requestsSettled();
    expect(calls(app, triggersPath)).toBe(triggers + 1);
  });

  test("Telegram's 'activated' alone (the app kept open behind another) reloads too", async ({ app, page }) => {
    await app.open({ view: 'autobookings-main' });
    await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
    await app.telegramReady();
    const users = calls(app, userPath);
    await receive(page, 'visibility_changed', { is_visible: false });
    expect(calls(app, userPath)).toBe(users);
    await receive(page, 'visibility_changed', { is_visible: true });
    await expect.poll(() => calls(app, userPath)).toBe(users + 1);
  });

  test('after the authorisation message is sent, focusing the app again (Desktop, Web) reloads the user', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'account', mock: 'new-user' });
    const notice = page.getByTestId('supplier-auth-notice');
    await expect(notice).toContainText('Требуется авторизация');
    const focusAgain = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // A focus alone is not a return from the chat.
    const users = calls(app, userPath);
    await focusAgain();
    await app.requestsSettled();
    expect(calls(app, userPath)).toBe(users);

    await notice.getByRole('button', { name: 'Авторизоваться' }).click();
    await expect(notice).toContainText('Сообщение отправлено');
    await focusAgain();
    await expect.poll(() => calls(app, userPath)).toBe(users + 1);
    // The sent state stays while the seller has not authorised yet.
    await expect(notice).toContainText('Сообщение отправлено');
  });

  test("after the payment link is sent, focusing the app again reloads the seller's data", async ({ app, page }) => {
    await app.open({ view: 'store' });
    await page.getByTestId('tariff-sub_3m').getByRole('button', { name: 'Выбрать' }).click();
    await page.getByRole('button', { name: /^Оплатить картой/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Оплата' });
    await dialog.getByLabel('Email').fill('seller@example.ru');
    await app.mainButton.filter({ hasText: 'Получить ссылку на оплату' }).click();
    await expect(dialog.getByText('Ссылка на оплату отправлена')).toBeVisible();
    const users = calls(app, userPath);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => calls(app, userPath)).toBe(users + 1);
  });

  test("below Telegram 7.7 (no pull-to-refresh) each list has an 'Обновить' button", async ({ app, page }) => {
    await app.open({ query: { tgVersion: '7.0' } });
    await expect(triggerCard(page, 'Коледино, Подольск')).toBeVisible();
    const triggers = calls(app, triggersPath);
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect.poll(() => calls(app, triggersPath)).toBe(triggers + 1);

    await page.getByRole('button', { name: 'Автобронирования' }).click();
    await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
    const users = calls(app, userPath);
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect.poll(() => calls(app, userPath)).toBe(users + 1);
  });

  test("from Telegram 7.7 the lists are pulled to refresh, without an 'Обновить' button", async ({ app, page }) => {
    await app.open();
    await expect(triggerCard(page, 'Коледино, Подольск')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Обновить' })).toHaveCount(0);
  });
});

test.describe('native feedback', () => {
  test('haptics: impact on start/stop, selection on tabs, notifications with success and error toasts', async ({
    app,
    page,
  }) => {
    app.allowErrors();
    await app.open();
    // Taps before the SDK has arrived have no vibration (docs/telegram.md).
    await app.telegramReady();
    await page.getByRole('tab', { name: /Завершенные/ }).click();
    await expect.poll(() => hapticEvents(app)).toEqual([{ type: 'selection_change' }]);
    await page.getByRole('tab', { name: /Актуальные/ }).click();

    await triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'стоп' }).click();
    await expect(triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'запуск' })).toBeVisible();
    await expect
      .poll(() => hapticEvents(app))
      .toEqual([{ type: 'selection_change' }, { type: 'selection_change' }, { type: 'impact', impact_style: 'light' }]);

    await triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'Удалить таймслот' }).click();
    await page.getByTestId('tg-popup').getByRole('button', { name: 'Удалить' }).click();
    await expect(toast(page, 'success', 'Таймслот успешно удален')).toBeVisible();
    await expect
      .poll(async () => (await hapticEvents(app)).at(-1))
      .toEqual({ type: 'notification', notification_type: 'success' });

    await app.open({ mock: 'triggers-errors' });
    await triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'Удалить таймслот' }).click();
    await page.getByTestId('tg-popup').getByRole('button', { name: 'Удалить' }).click();
    await expect(toast(page, 'error', 'Не удалось удалить таймслот')).toBeVisible();
    await expect
      .poll(async () => (await hapticEvents(app)).at(-1))
      .toEqual({ type: 'notification', notification_type: 'error' });
  });

  test('a toast leaves the header free', async ({ app, page }) => {
    app.allowErrors();
    await app.open({ mock: 'triggers-errors' });
    await triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'Удалить таймслот' }).click();
    await page.getByTestId('tg-popup').getByRole('button', { name: 'Удалить' }).click();
    const shown = toast(page, 'error', 'Не удалось удалить таймслот');
    await expect(shown).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await shown.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    // The header's buttons still take taps while the toast is shown.
    await page.getByRole('button', { name: 'Автобронирования' }).click();
    await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
  });
});
