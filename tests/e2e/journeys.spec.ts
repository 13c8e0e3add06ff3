import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

async function pickWarehouses(page: Page, names: string[]) {
  await page.getByRole('button', { name: 'Склады' }).click();
  for (const name of names) {
    await page.getByPlaceholder('Поиск склада').fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

async function openTriggerForm(page: Page) {
  await page.getByRole('button', { name: 'добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
}

test.describe('nothing typed is lost', () => {
  test('leaving a changed trigger form asks first, by back and by the header, and discarding resets it', async ({
    app,
    page,
  }) => {
    await app.open();
    await app.telegramReady();
    await openTriggerForm(page);
    await pickWarehouses(page, ['Коледино']);
    const popup = page.getByTestId('tg-popup');

    await app.backButton.click();
    await expect(popup).toContainText('Отменить изменения?');
    await popup.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Выбранные значения' })).toHaveText('Коледино');

    await page.getByRole('navigation', { name: 'Разделы' }).getByRole('button', { name: 'Автобронирования' }).click();
    await expect(popup).toContainText('Отменить изменения?');
    await popup.getByRole('button', { name: 'Отменить изменения' }).click();
    await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeHidden();

    // Discarded: the form opens fresh, with no draft to continue.
    await page.getByRole('navigation', { name: 'Разделы' }).getByRole('button', { name: 'Таймслоты' }).click();
    await openTriggerForm(page);
    await expect(page.getByRole('list', { name: 'Выбранные значения' })).toBeHidden();
    await expect(page.getByText('Вы не закончили заполнять форму')).toBeHidden();

    // An unchanged form leaves without a question.
    await app.backButton.click();
    await expect(page.getByRole('button', { name: 'добавить' })).toBeVisible();
    await expect(popup).toBeHidden();
  });

  test('a changed form keeps the closing confirmation on and survives closing the app as a draft', async ({
    app,
    page,
  }) => {
    await app.open();
    await app.telegramReady();
    await openTriggerForm(page);
    await pickWarehouses(page, ['Коледино', 'Подольск']);
    await page.getByRole('checkbox', { name: 'Короба' }).check();
    await expect
      .poll(async () =>
        (await app.telegramEvents()).filter((event) => event.method === 'web_app_setup_closing_behavior').at(-1),
      )
      .toEqual({ method: 'web_app_setup_closing_behavior', params: { need_confirmation: true } });
    // Kept in Telegram's cloud storage (the simulated client is 8.0), the last change included.
    await expect
      .poll(async () =>
        (await app.telegramEvents()).some(
          (event) =>
            event.method === 'web_app_invoke_custom_method' &&
            (event.params as { method: string; params: { value?: string } }).method === 'saveStorageValue' &&
            (event.params as { params: { value?: string } }).params.value?.includes('"BOX"'),
        ),
      )
      .toBe(true);

    await page.reload();
    await openTriggerForm(page);
    const offer = page.locator('section').filter({ hasText: 'Вы не закончили заполнять форму' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page.getByRole('list', { name: 'Выбранные значения' }).getByRole('listitem')).toHaveText([
      'Коледино',
      'Подольск',
    ]);
    await expect(page.getByRole('checkbox', { name: 'Короба' })).toBeChecked();
    await expect(app.mainButton).toHaveText('Создать таймслот');

    // Saved: the draft is gone.
    await app.mainButton.click();
    await expect(page.getByRole('button', { name: 'добавить' })).toBeVisible();
    await openTriggerForm(page);
    await expect(page.getByRole('list', { name: 'Выбранные значения' })).toBeHidden();
    await page.waitForTimeout(1000);
    await expect(page.getByText('Вы не закончили заполнять форму')).toBeHidden();
  });

  test('below 6.9 the draft stays on the device, and starting anew drops it', async ({ app, page }) => {
    await app.open({ query: { tgVersion: '6.2' } });
    await openTriggerForm(page);
    await pickWarehouses(page, ['Коледино']);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('trigger_draft_new_'))))
      .toHaveLength(1);
    await page.reload();
    await openTriggerForm(page);
    await page.getByRole('button', { name: 'Начать заново' }).click();
    await expect(page.getByText('Вы не закончили заполнять форму')).toBeHidden();
    await expect(page.getByRole('list', { name: 'Выбранные значения' })).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('trigger_draft_new_'))))
      .toHaveLength(0);
    expect(
      (await app.telegramEvents()).filter((event) => event.method === 'web_app_invoke_custom_method'),
    ).toHaveLength(0);
  });

  test('the payment e-mail of the last payment link is prefilled the next time', async ({ app, page }) => {
    await app.open({ view: 'store' });
    await page.getByRole('button', { name: 'Выбрать' }).first().click();
    await app.mainButton.click();
    await page.getByRole('textbox', { name: 'Email' }).fill('seller@example.ru');
    await app.mainButton.click();
    await expect(page.getByText('Ссылка на оплату отправлена')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Выбрать' }).first().click();
    await app.mainButton.click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('seller@example.ru');
  });
});

test.describe('paying', () => {
  test("the link sheet offers 'Оплатить сейчас' through Telegram's openLink; the payment shows as waiting until it resolves", async ({
    app,
    page,
  }) => {
    await app.open({ view: 'store' });
    await app.telegramReady();
    await expect(page.getByTestId('pending-payment')).toBeHidden();
    await page.getByRole('button', { name: 'Выбрать' }).first().click();
    await app.mainButton.click();
    await page.getByRole('textbox', { name: 'Email' }).fill('seller@example.ru');
    await app.mainButton.click();
    await expect(page.getByText('Ссылка на оплату отправлена')).toBeVisible();
    await expect(app.mainButton).toHaveText('Перейти в чат');

    await page.getByRole('button', { name: 'Оплатить сейчас' }).click();
    await expect
      .poll(async () => (await app.telegramEvents()).find((event) => event.method === 'web_app_open_link')?.params)
      .toMatchObject({ url: expect.stringContaining('https://yoomoney.ru/checkout/payments/v2/contract') });
    await expect(page.getByTestId('tg-closed')).toBeHidden();

    await page.getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByTestId('pending-payment')).toContainText('Платеж ожидает оплаты');
    await expect(page.getByTestId('pending-payment')).toContainText('Подписка на 1 месяц');
    await page.getByRole('button', { name: /Аккаунт/ }).click();
    await expect(page.getByRole('row').nth(1)).toContainText('Ожидает оплаты');
  });
});

test.describe('one rule for blocked creation', () => {
  for (const [mock, tab, line] of [
    ['no-credits', 'автобр-ия', 'Чтобы создать автобронирование, пополните баланс автобронирований.'],
    ['expired-subscription', 'подписка', 'Чтобы создать автобронирование, нужна активная подписка.'],
  ] as const) {
    test(`${mock}: 'добавить' stays and leads straight to the store tab that sells what is missing`, async ({
      app,
      page,
    }) => {
      await app.open({ view: 'autobookings-main', mock });
      await page.getByRole('button', { name: 'добавить' }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('store-purpose')).toHaveText(line);
      await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toHaveCount(0);
    });
  }
});

test.describe('every refusal keeps its reason', () => {
  test("a refused activation names the server's reason and leaves the card with 'Срок истек'", async ({
    app,
    page,
  }) => {
    app.allowErrors(/Failed to load resource/);
    await app.open({ view: 'autobookings-main', mock: 'autobookings-conflicts' });
    await page.getByRole('tab', { name: /Архивные/ }).click();
    const card = page.getByRole('region', { name: /Санкт-Петербург \(Уткина Заводь\)/ }).first();
    await card.getByRole('button', { name: 'Активировать' }).click();
    await page.getByTestId('tg-popup').getByRole('button', { name: 'Активировать' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Не удалось обновить автобронирование. Срок автобронирования истек' }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Активировать' })).toHaveCount(0);
    await expect(card).toContainText('Срок истек');
  });

  test('a refused delete names its reason', async ({ app, page }) => {
    app.allowErrors(/Failed to load resource/);
    await app.open({ view: 'autobookings-main', mock: 'autobookings-conflicts' });
    await page.getByRole('tab', { name: /Архивные/ }).click();
    await page.getByRole('button', { name: 'Удалить' }).first().click();
    await page.getByTestId('tg-popup').getByRole('button', { name: 'Удалить' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Сначала отправьте автобронирование в архив' }),
    ).toBeVisible();
  });

  test('drafts that failed to load say so, with a retry, never "none"', async ({ app, page }) => {
    app.allowErrors(/Failed to load resource/);
    await app.open({ view: 'autobookings-main', mock: 'autobooking-form-errors' });
    await page.getByRole('button', { name: 'добавить' }).click();
    await expect(page.getByText('Не удалось загрузить черновики').first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Черновик поставки' }).click();
    await expect(page.getByText('Не удалось загрузить черновики')).toHaveCount(2);
    await expect(page.getByText('Черновиков нет')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});

test.describe('errors inside the shell', () => {
  test('a store whose price list fails keeps the header and navigation and shows its error with a retry', async ({
    app,
    page,
  }) => {
    app.allowErrors(/^Failed to load resource|error boundary/);
    await app.open({ view: 'store', mock: 'tariffs-error' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(main.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    await expect(nav).toBeVisible();
    await expect(page.getByTestId('view-skeleton')).toHaveCount(0);

    await nav.getByRole('button', { name: 'Таймслоты' }).click();
    await expect(page.getByRole('button', { name: 'добавить' })).toBeVisible();
  });

  test('a failed read gives way to its error page after one retry, and a 4xx at once', async ({ app, page }) => {
    app.allowErrors(/^Failed to load resource|error boundary/);
    const tariffCalls = () => app.apiRequests.filter((request) => request.path === '/api/v1/tariffs').length;
    const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Что-то пошло не так' });

    await app.open({ view: 'store', mock: 'tariffs-error', query: { retryDelay: '100' } });
    await expect(heading).toBeVisible();
    // The first answer and one retry, not a back-off of several.
    expect(tariffCalls()).toBe(2);

    // A refusal would only be repeated: its page comes after the one answer.
    await page.route('**/api/v1/tariffs', (route) =>
      route.fulfill({ status: 403, json: { code: 'forbidden', message: 'Доступ запрещен' } }),
    );
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('main').getByText('403')).toBeVisible();
    expect(tariffCalls()).toBe(3);
  });

  test("'Попробовать снова' keeps the error page with its progress while it asks again, never the skeleton", async ({
    app,
    page,
  }) => {
    app.allowErrors(/^Failed to load resource|error boundary/);
    let release = () => undefined as void;
    let held: Promise<void> = Promise.resolve();
    await page.route('**/api/v1/tariffs', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Внутренняя ошибка сервера' } });
    });
    await app.open({ view: 'store', query: { retryDelay: '100' } });
    const main = page.getByRole('main');
    const retry = main.getByRole('button', { name: 'Попробовать снова' });
    await expect(retry).toBeEnabled();
    const tariffCalls = () => app.apiRequests.filter((request) => request.path === '/api/v1/tariffs').length;
    expect(tariffCalls()).toBe(2);
    await page.evaluate(() => {
      const seen = { skeleton: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="view-skeleton"]')) seen.skeleton = true;
      }).observe(document.body, { childList: true, subtree: true });
    });

    held = new Promise((resolve) => {
      release = resolve;
    });
    await retry.click();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect.poll(tariffCalls).toBe(3);
    release();
    await expect(retry).not.toHaveAttribute('aria-busy');
    await expect(main.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeVisible();
    expect(tariffCalls()).toBe(4);

    await page.unroute('**/api/v1/tariffs');
    await retry.click();
    await expect(main.getByRole('heading', { name: 'Подписка на 1 месяц' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: { skeleton: boolean } }).seen.skeleton)).toBe(false);
  });

  test("the seller's own failure still replaces the whole app", async ({ app, page }) => {
    app.allowErrors();
    await app.open({ mock: 'user-error' });
    await expect(page.getByRole('heading', { name: 'Пользователь не найден' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Разделы' })).toHaveCount(0);
  });
});

test.describe('account', () => {
  test("an active subscription can be renewed from the account: 'Продлить' opens the plans", async ({ app, page }) => {
    await app.open({ view: 'account' });
    await page.getByRole('button', { name: 'Продлить' }).click();
    await expect(page.getByRole('tab', { name: 'подписка' })).toHaveAttribute('aria-selected', 'true');
  });
});
