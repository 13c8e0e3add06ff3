import type { Page } from '@playwright/test';
import { test, expect, doubleTap } from './fixtures';

const validatePath = '/api/v1/suppliers/auth/validate';

function supplierCard(page: Page) {
  return page.getByRole('region', { name: 'Поставщик' });
}

test.describe('account with a linked supplier', () => {
  test('shows the supplier, access, payment history, and checks the authorisation', async ({ app, page }) => {
    await app.open({ view: 'account' });
    await expect(page.getByTestId('supplier-name')).toHaveText('ИП Смирнова А. В.');
    await expect(supplierCard(page)).toContainText('активна');
    await expect(supplierCard(page)).toContainText('до 20.12.2026 включительно');
    await expect(page.getByTestId('autobooking-count')).toHaveText('12');
    await expect(page.getByTestId('supplier-auth-notice')).toHaveCount(0);
    await expect.poll(() => app.apiRequests.filter((request) => request.path === validatePath).length).toBe(1);

    const rows = page.getByRole('table', { name: 'История платежей' }).getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0)).toContainText('ДатаТарифСтатусСумма');
    const expected = [
      ['18.11.2026', '10 автобронирований', 'Ожидает оплаты', '1 790 ₽'],
      ['02.11.2026', 'Подписка на 3 месяца', 'Оплачено', '490 ₽'],
      ['15.10.2026', '5 автобронирований', 'Не оплачено', '950 ₽'],
      ['01.08.2026', 'Неизвестный тариф', 'Оплачено', '99 ₽'],
    ];
    for (const [index, cells] of expected.entries()) {
      await expect(rows.nth(index + 1).getByRole('cell')).toHaveText(cells);
    }
  });

  test("a Stars payment Telegram has not confirmed reads unconfirmed, never the card's awaiting payment", async ({
    app,
    page,
  }) => {
    await app.open({ view: 'account', mock: 'stars-pending' });
    const rows = page.getByRole('table', { name: 'История платежей' }).getByRole('row');
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      '21.11.2026',
      'Подписка на 1 месяц',
      'Не подтверждено',
      '150',
    ]);
  });

  test('an expired subscription is shown as inactive with a way to the store', async ({ app, page }) => {
    await app.open({ view: 'account', mock: 'expired-subscription' });
    await expect(supplierCard(page)).toContainText('не активна');
    await expect(page.getByTestId('autobooking-count')).toHaveText('3');
    await supplierCard(page).getByRole('button', { name: 'Купить' }).first().click();
    await expect(page.getByRole('tab', { name: 'подписка' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a revoked marketplace authorisation brings the banner back', async ({ app, page }) => {
    await app.open({ view: 'account', mock: 'supplier-auth-revoked' });
    const notice = page.getByTestId('supplier-auth-notice');
    await expect(notice).toContainText('Авторизация истекла');
    await expect(page.getByTestId('supplier-name')).toHaveText('ИП Смирнова А. В.');
    // The message sent for the old authorisation does not count: the seller can send a new one.
    const init = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/auth/init'));
    await notice.getByRole('button', { name: 'Авторизоваться' }).click();
    await init;
    await expect(notice).toContainText('Сообщение отправлено');
  });

  test('a failed authorisation check shows nothing', async ({ app, page }) => {
    app.allowErrors();
    await page.route(`**${validatePath}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Внутренняя ошибка сервера' }),
      }),
    );
    await app.open({ view: 'account' });
    await expect(page.getByTestId('supplier-name')).toHaveText('ИП Смирнова А. В.');
    await expect
      .poll(() => app.apiRequests.filter((request) => request.path === validatePath).length)
      .toBeGreaterThan(0);
    await expect(page.getByTestId('supplier-auth-notice')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('account without a supplier', () => {
  test('asks to authorise, sends the message and goes to the chat', async ({ app, page }) => {
    await app.open({ view: 'account', mock: 'new-user' });
    const notice = page.getByTestId('supplier-auth-notice');
    await expect(notice).toContainText('Требуется авторизация');
    await expect(notice).toContainText('личном кабинете продавца');
    await expect(page.getByTestId('supplier-name')).toHaveText('Не выбран');
    await expect(page.getByText('Нет платежей')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Выйти из аккаунта' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Аккаунт', exact: true })).toBeVisible();

    await doubleTap(notice.getByRole('button', { name: 'Авторизоваться' }), /\/api\/v1\/user\/auth\/init$/);
    await expect(notice).toContainText('Сообщение отправлено');
    expect(app.apiRequests.filter((request) => request.path === '/api/v1/user/auth/init')).toHaveLength(1);
    expect(app.apiRequests.filter((request) => request.path === validatePath)).toHaveLength(0);

    await notice.getByRole('button', { name: 'Перейти в чат' }).click();
    expect((await app.telegramEvents()).map((event) => event.method)).toContain('web_app_close');
  });

  test('starts in the sent state when the message was sent, and can send it again', async ({ app, page }) => {
    await app.open({ view: 'account', mock: 'auth-message-sent' });
    const notice = page.getByTestId('supplier-auth-notice');
    await expect(notice).toContainText('Сообщение отправлено');
    await expect(notice.getByRole('button', { name: 'Перейти в чат' })).toBeVisible();
    await notice.getByRole('button', { name: 'Отправить еще раз' }).click();
    await expect
      .poll(() => app.apiRequests.filter((request) => request.path === '/api/v1/user/auth/init').length)
      .toBe(1);
    await expect(notice).toContainText('Сообщение отправлено');
  });
});

test.describe('supplier select', () => {
  test('changes the supplier; the header and the card follow', { tag: '@smoke' }, async ({ app, page }) => {
    await app.open({ view: 'account' });
    await supplierCard(page).getByRole('button', { name: 'Выбрать' }).click();
    const dialog = page.getByRole('dialog', { name: 'Выбор поставщика' });
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    await expect(dialog.getByRole('radio', { name: /ИП Смирнова А. В./ })).toBeChecked();
    const save = app.mainButton.filter({ hasText: 'Сохранить' });
    await expect(save).toBeDisabled();

    await dialog.getByRole('radio', { name: 'ООО «Северный ветер»' }).check();
    await expect(save).toBeEnabled();
    const update = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/update'));
    await save.click();
    expect((await update).postDataJSON()).toEqual({ supplierId: '0b9e7c1d-3f2a-4e55-8c11-7a6b5c4d3e22' });

    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('supplier-name')).toHaveText('ООО «Северный ветер»');
    await expect(page.getByRole('button', { name: 'Аккаунт: ООО «Северный ветер»' })).toBeVisible();
    // The new supplier's authorisation is checked as well.
    await expect.poll(() => app.apiRequests.filter((request) => request.path === validatePath).length).toBe(2);
  });

  test('the deep link opens it on the current supplier, and closing clears the link', async ({ app, page }) => {
    await app.open({ view: 'account', action: 'change_supplier' });
    const dialog = page.getByRole('dialog', { name: 'Выбор поставщика' });
    await expect(dialog.getByRole('radio', { name: /ИП Смирнова А. В./ })).toBeChecked();
    await expect(app.mainButton.filter({ hasText: 'Сохранить' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(app.backButton).toBeHidden();
    await supplierCard(page).getByRole('button', { name: 'Выбрать' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(app.backButton).toBeHidden();
  });

  test('preselects the first supplier when none is chosen yet', async ({ app, page }) => {
    // A seller who authorised in the cabinet but has not chosen a supplier: the accounts are listed. Once one is
    // linked, its authorisation holds (Prism answers the scenario's "nothing linked" otherwise).
    await page.route('**/api/v1/suppliers/auth/validate', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=valid' } }),
    );
    await app.open({ view: 'account', action: 'change_supplier', mock: 'supplier-not-chosen' });
    const dialog = page.getByRole('dialog', { name: 'Выбор поставщика' });
    await expect(dialog.getByRole('radio', { name: 'ИП Смирнова А. В.' })).toBeChecked();
    const save = app.mainButton.filter({ hasText: 'Сохранить' });
    await expect(save).toBeEnabled();
    const update = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/update'));
    await save.click();
    expect((await update).postDataJSON()).toEqual({ supplierId: 'c2f6a1b4-7d3e-4f60-9a1b-2e5c8d9f0a11' });
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('supplier-name')).toHaveText('ИП Смирнова А. В.');
    await expect(page.getByTestId('supplier-auth-notice')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Аккаунт: ИП Смирнова А. В.' })).toBeVisible();
  });

  test('says when there are no suppliers', async ({ app, page }) => {
    await app.open({ view: 'account', action: 'change_supplier', mock: 'suppliers-none' });
    const dialog = page.getByRole('dialog', { name: 'Выбор поставщика' });
    await expect(dialog.getByText('Нет доступных поставщиков')).toBeVisible();
    await expect(app.mainButton.filter({ hasText: 'Сохранить' })).toBeDisabled();
  });

  test('a failed save keeps the modal and the old supplier', async ({ app, page }) => {
    app.allowErrors();
    await app.open({ view: 'account', action: 'change_supplier', mock: 'account-errors' });
    const dialog = page.getByRole('dialog', { name: 'Выбор поставщика' });
    await dialog.getByRole('radio', { name: 'ООО «Домашний текстиль»' }).check();
    await doubleTap(app.mainButton.filter({ hasText: 'Сохранить' }), /\/api\/v1\/user\/update$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Не удалось сохранить поставщика' })).toBeVisible();
    expect(app.apiRequests.filter((request) => request.path === '/api/v1/user/update')).toHaveLength(1);
    await expect(dialog.getByRole('radio', { name: 'ООО «Домашний текстиль»' })).toBeChecked();
    await expect(page.getByTestId('supplier-name')).toHaveText('ИП Смирнова А. В.');
  });
});

test.describe('logout', () => {
  test('asks first, then forgets the supplier locally', async ({ app, page }) => {
    await app.open({ view: 'account' });
    const logout = page.getByRole('button', { name: 'Выйти из аккаунта' });

    await logout.click();
    const popup = page.getByTestId('tg-popup');
    await expect(popup).toContainText('Выйти из аккаунта?');
    await popup.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByTestId('supplier-name')).toHaveText('ИП Смирнова А. В.');
    expect(app.apiRequests.filter((request) => request.path === '/api/v1/user/auth/logout')).toHaveLength(0);

    await logout.click();
    await popup.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByTestId('supplier-name')).toHaveText('Не выбран');
    expect(app.apiRequests.filter((request) => request.path === '/api/v1/user/auth/logout')).toHaveLength(1);
    await expect(page.getByTestId('supplier-auth-notice')).toContainText('Требуется авторизация');
    await expect(page.getByRole('button', { name: 'Аккаунт', exact: true })).toBeVisible();
    await expect(logout).toHaveCount(0);
  });
});

test.describe('renewal of a subscription bought with Stars', () => {
  const renewalPath = '/api/v1/subscription/renewal';
  const renewalLine = (page: Page) => page.getByTestId('subscription-renewal');

  test('switches off behind a confirmation that says until when access stays, and on again', async ({ app, page }) => {
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === renewalPath) bodies.push(request.postDataJSON());
    });
    await app.open({ view: 'account', mock: 'stars-renewing' });
    await expect(renewalLine(page)).toHaveText('Продлевается автоматически · 21.12 · 150');
    // The star is drawn, not an emoji a client may lack, and read out in words.
    await expect(renewalLine(page).getByRole('img', { name: '150 звезд' })).toBeVisible();
    // A subscription that renews by itself offers no buying.
    await expect(supplierCard(page).getByRole('button', { name: 'Продлить' })).toHaveCount(0);

    const popup = page.getByTestId('tg-popup');
    await page.getByRole('button', { name: 'Отключить автопродление' }).click();
    await expect(popup).toContainText('Отключить автопродление?');
    await expect(popup).toContainText('Доступ сохранится до 20.12.2026 включительно');
    await popup.getByRole('button', { name: 'Отмена' }).click();
    await expect(renewalLine(page)).toContainText('Продлевается автоматически');
    expect(bodies).toEqual([]);

    await page.getByRole('button', { name: 'Отключить автопродление' }).click();
    await popup.getByRole('button', { name: 'Отключить' }).click();
    // Off, the line says until when access stays.
    await expect(renewalLine(page)).toHaveText('Автопродление отключено · доступ до 20.12.2026 включительно');
    await expect(page.getByRole('status').filter({ hasText: 'Автопродление отключено' })).toBeVisible();
    expect(bodies).toEqual([{ autoRenew: false }]);
    await expect(supplierCard(page).getByRole('button', { name: 'Продлить' })).toBeVisible();

    await page.getByRole('button', { name: 'Включить автопродление' }).click();
    await expect(popup).toContainText('150 звезд каждые 30 дней');
    await popup.getByRole('button', { name: 'Включить' }).click();
    await expect(renewalLine(page)).toHaveText('Продлевается автоматически · 21.12 · 150');
    expect(bodies).toEqual([{ autoRenew: false }, { autoRenew: true }]);
  });

  test('a renewal Telegram could not charge says so plainly, offers no switch, and leads to renewing', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'account', mock: 'stars-renewal-missed' });
    await expect(renewalLine(page)).toHaveText(
      'Автопродление не прошло 21.11: Telegram не списал звезды — на счете их не хватило или подписка отменена в настройках Telegram. Подписка закончилась.',
    );
    await expect(supplierCard(page)).toContainText('не активна');
    // Telegram's subscription has ended: it cannot be switched back on, only bought again.
    await expect(page.getByRole('button', { name: /автопродление/ })).toHaveCount(0);
    await supplierCard(page).getByRole('button', { name: 'Продлить' }).click();
    await expect(page.getByRole('tab', { name: 'подписка' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('missed-renewal')).toContainText('Автопродление не прошло 21.11');
  });

  test('a subscription paid by card has no renewal switch', async ({ app, page }) => {
    await app.open({ view: 'account' });
    await expect(supplierCard(page).getByRole('button', { name: 'Продлить' })).toBeVisible();
    await expect(renewalLine(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /автопродление/ })).toHaveCount(0);
  });

  test("'Поддержка по оплате' opens the chat of the backend's payment bot", async ({ app, page }) => {
    await app.open({ view: 'account' });
    await expect(page.getByText('в чате отправьте /paysupport')).toBeVisible();
    // Before the SDK has arrived a link opens in a browser tab (src/shared/telegram/open-link.ts), not in Telegram.
    await app.telegramReady();
    await page.getByRole('button', { name: 'Поддержка по оплате' }).click();
    await expect
      .poll(async () => (await app.telegramEvents()).find((event) => event.method === 'web_app_open_tg_link')?.params)
      .toEqual({ path_full: '/slot_booking_bot' });
  });
});
