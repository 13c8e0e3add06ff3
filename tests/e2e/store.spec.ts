import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, doubleTap, type AppHarness } from './fixtures';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function tariffCard(page: Page, id: string) {
  return page.getByTestId(`tariff-${id}`);
}

async function cardTop(page: Page, id: string) {
  return (await tariffCard(page, id).boundingBox())?.y;
}

type TariffRow = readonly [id: string, name: string, price: string, discount: string | null, original: string | null];

/** One card per row with its name and price, and the discount with the crossed-out original price where there is one. */
async function expectTariffCards(page: Page, rows: readonly TariffRow[]) {
  await expect(page.getByRole('article')).toHaveCount(rows.length);
  for (const [id, name, price, discount, original] of rows) {
    const card = tariffCard(page, id);
    await expect(card.getByRole('heading')).toHaveText(name);
    await expect(card).toContainText(price);
    if (discount && original) {
      await expect(card).toContainText(discount);
      await expect(card.locator('s')).toHaveText(original);
    } else {
      await expect(card.locator('s')).toHaveCount(0);
    }
  }
}

function paymentRequests(page: Page, requests: Request[]) {
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/payments/create')) requests.push(request);
  });
}

/** The card way where Stars come first: the button under the choice opens the card payment's modal. */
function payByCardButton(page: Page) {
  return page.getByRole('button', { name: /^Оплатить картой/ });
}

async function openPayment(page: Page, tariffId = 'sub_3m') {
  await tariffCard(page, tariffId).getByRole('button', { name: 'Выбрать' }).click();
  await payByCardButton(page).click();
  return page.getByRole('dialog', { name: 'Оплата', exact: true });
}

test.describe('subscription tab', () => {
  test('shows the remaining days and every plan with price, discount and original price', async ({ app, page }) => {
    await app.open({ view: 'store' });
    await expect(page.getByTestId('subscription-days')).toHaveText('осталось 30 дней');
    await expect(page.getByRole('tab', { name: 'подписка' })).toHaveAttribute('aria-selected', 'true');

    const plans = [
      ['sub_1m', 'Подписка на 1 месяц', '190 ₽', null, null],
      ['sub_3m', 'Подписка на 3 месяца', '490 ₽', '−15%', '576 ₽'],
      ['sub_6m', 'Подписка на 6 месяцев', '890 ₽', '−25%', '1 187 ₽'],
      ['sub_12m', 'Подписка на 1 год', '1 590 ₽', '−40%', '2 650 ₽'],
    ] as const;
    await expectTariffCards(page, plans);
    await expect(tariffCard(page, 'sub_1m')).not.toContainText('%');
  });

  test('after a renewal Telegram could not charge, says why above the plans', async ({ app, page }) => {
    await app.open({ view: 'store', mock: 'stars-renewal-missed' });
    const missed = page.getByTestId('missed-renewal');
    await expect(missed).toContainText('Автопродление не прошло 21.11');
    await expect(missed).toContainText('на счете их не хватило или подписка отменена в настройках Telegram');
    await expect(missed).toContainText('Выберите тариф, чтобы продлить ее.');
    await expect(page.getByTestId('subscription-days')).toHaveText('нет подписки');
    // It belongs to the plans: the packs' tab keeps its own word on the subscription.
    await page.getByRole('tab', { name: 'автобр-ия' }).click();
    await expect(missed).toHaveCount(0);
  });

  test('shows no subscription for a new seller and after expiry', async ({ app, page }) => {
    await app.open({ view: 'store', mock: 'new-user' });
    await expect(page.getByTestId('subscription-days')).toHaveText('нет подписки');
    await app.open({ view: 'store', mock: 'expired-subscription' });
    await expect(page.getByTestId('subscription-days')).toHaveText('нет подписки');
  });

  test('lays the plans out four per row on a wide screen and two on a phone', async ({ app, page }) => {
    await app.open({ view: 'store' });
    expect(await cardTop(page, 'sub_3m')).toBe(await cardTop(page, 'sub_1m'));
    expect(await cardTop(page, 'sub_6m')).toBeGreaterThan((await cardTop(page, 'sub_1m')) ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.setViewportSize({ width: 800, height: 900 });
    expect(await cardTop(page, 'sub_12m')).toBe(await cardTop(page, 'sub_1m'));
  });
});

test.describe('bookings tab', () => {
  test('switches tabs without stacking history and lists every pack', async ({ app, page }) => {
    await app.open();
    await page.getByRole('button', { name: 'Магазин' }).click();
    await page.getByRole('tab', { name: 'автобр-ия' }).click();
    await expect(page.getByRole('tab', { name: 'автобр-ия' })).toHaveAttribute('aria-selected', 'true');

    const packs = [
      ['pack_1', '1 автобронирование', '210 ₽', null, null],
      ['pack_5', '5 автобронирований', '950 ₽', '−10%', '1 056 ₽'],
      ['pack_10', '10 автобронирований', '1 790 ₽', '−15%', '2 106 ₽'],
      ['pack_30', '30 автобронирований', '5 150 ₽', '−20%', '6 438 ₽'],
      ['pack_100', '100 автобронирований', '17 400 ₽', '−25%', '23 200 ₽'],
    ] as const;
    await expectTariffCards(page, packs);
    // What one autobooking of each pack comes to, and that they need a subscription as well.
    await expect(tariffCard(page, 'pack_1')).not.toContainText('за автобронирование');
    await expect(tariffCard(page, 'pack_10')).toContainText('по 179 ₽ за автобронирование');
    await expect(tariffCard(page, 'pack_30')).toContainText('по 172 ₽ за автобронирование');
    await expect(page.getByTestId('store-note')).toHaveText(
      'Одно автобронирование — одна выбранная дата или один период: неделя, месяц или свой период. Автобронирования работают, пока активна подписка.',
    );
    await expect(page.getByText('Доступно автобронирований: 12')).toBeVisible();
    await expect(page.getByText('Для создания автобронирования необходима активная подписка')).toHaveCount(0);

    await page.getByRole('tab', { name: 'подписка' }).click();
    await expect(page.getByRole('tab', { name: 'подписка' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('store-note')).toContainText('нужны еще автобронирования на балансе');
    // Back leaves the store instead of bouncing between its tabs.
    await app.backButton.click();
    await expect(page.getByRole('button', { name: 'Таймслоты' })).toHaveAttribute('aria-current', 'page');
  });

  test('packs sit three per row on a wide screen', async ({ app, page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await app.open({ view: 'store' });
    await page.getByRole('tab', { name: 'автобр-ия' }).click();
    expect(await cardTop(page, 'pack_10')).toBe(await cardTop(page, 'pack_1'));
    expect(await cardTop(page, 'pack_30')).toBeGreaterThan((await cardTop(page, 'pack_1')) ?? 0);
  });

  test('warns without an active subscription and leads to the plans', async ({ app, page }) => {
    await app.open({ view: 'store', mock: 'expired-subscription' });
    await page.getByRole('tab', { name: 'автобр-ия' }).click();
    await expect(page.getByText('Для создания автобронирования необходима активная подписка')).toBeVisible();
    await page.getByRole('button', { name: 'Купить подписку' }).click();
    await expect(page.getByRole('tab', { name: 'подписка' })).toHaveAttribute('aria-selected', 'true');
    await expect(tariffCard(page, 'sub_1m')).toBeVisible();
  });
});

test.describe('price list', () => {
  test("shows the backend's price list and charges that tariff: no price lives in the app", async ({ app, page }) => {
    const requests: Request[] = [];
    paymentRequests(page, requests);
    // The backend raised one plan's price and dropped another plan: the store follows without a release.
    await page.route('**/api/v1/tariffs', async (route) => {
      const list = (await (await route.fetch()).json()) as {
        plans: { id: string; price: number; originalPrice: number; discountPercent: number }[];
      };
      list.plans = list.plans
        .filter((plan) => plan.id !== 'sub_6m')
        .map((plan) =>
          plan.id === 'sub_3m' ? { ...plan, price: 52050, originalPrice: 65100, discountPercent: 20 } : plan,
        );
      await route.fulfill({ json: list });
    });
    await app.open({ view: 'store' });

    await expectTariffCards(page, [
      ['sub_1m', 'Подписка на 1 месяц', '190 ₽', null, null],
      ['sub_3m', 'Подписка на 3 месяца', '520,50 ₽', '−20%', '651 ₽'],
      ['sub_12m', 'Подписка на 1 год', '1 590 ₽', '−40%', '2 650 ₽'],
    ]);
    const dialog = await openPayment(page);
    await expect(dialog).toContainText('520,50 ₽');
    await dialog.getByLabel('Email').fill('seller@example.ru');
    await app.mainButton.filter({ hasText: 'Получить ссылку на оплату' }).click();
    await expect(dialog.getByText('Ссылка на оплату отправлена')).toBeVisible();
    expect(requests.map((request) => request.postDataJSON() as unknown)).toEqual([
      { tariffId: 'sub_3m', email: 'seller@example.ru' },
    ]);
  });
});

test.describe('selection and payment', () => {
  test('choosing marks one item and shows the pay button', async ({ app, page }) => {
    await app.open({ view: 'store' });
    await expect(app.mainButton).toBeHidden();

    await tariffCard(page, 'sub_3m').getByRole('button', { name: 'Выбрать' }).click();
    await expect(tariffCard(page, 'sub_3m').getByRole('button', { name: 'Выбрано' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Stars first (Telegram's own sheet), card as the second way.
    await expect(app.mainButton).toHaveText('Оплатить ⭐ 390');
    await expect(payByCardButton(page)).toHaveText('Оплатить картой 490 ₽');

    await tariffCard(page, 'sub_12m').getByRole('button', { name: 'Выбрать' }).click();
    await expect(tariffCard(page, 'sub_3m').getByRole('button', { name: 'Выбрать' })).toBeVisible();
    await expect(app.mainButton).toHaveText('Оплатить ⭐ 1 250');
    await expect(payByCardButton(page)).toHaveText('Оплатить картой 1 590 ₽');

    await tariffCard(page, 'sub_12m').getByRole('button', { name: 'Выбрано' }).click();
    await expect(app.mainButton).toBeHidden();
    await expect(payByCardButton(page)).toHaveCount(0);
  });

  test('validates the e-mail: required, format, and the error clears once valid', async ({ app, page }) => {
    await app.open({ view: 'store' });
    const dialog = await openPayment(page);
    await expect(dialog).toContainText('Подписка на 3 месяца');
    await expect(dialog).toContainText('490 ₽');
    // The sheet's action takes Telegram's main button over from the store's 'Оплатить'.
    await expect(app.mainButton).toHaveText('Получить ссылку на оплату');

    const email = dialog.getByLabel('Email');
    await app.mainButton.filter({ hasText: 'Получить ссылку на оплату' }).click();
    await expect(dialog.getByText('Email обязателен')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('seller@');
    await expect(dialog.getByText('Неверный формат email')).toBeVisible();
    await email.fill('seller@example.ru');
    await expect(dialog.getByText('Неверный формат email')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    expect(app.apiRequests.filter((request) => request.path === '/api/v1/payments/create')).toHaveLength(0);
  });

  test(
    'with a confirmation URL the link is sent to the chat; a double tap creates one payment',
    { tag: '@smoke' },
    async ({ app, page }) => {
      const requests: Request[] = [];
      paymentRequests(page, requests);
      await app.open({ view: 'store' });
      await page.getByRole('tab', { name: 'автобр-ия' }).click();
      const dialog = await openPayment(page, 'pack_10');
      await dialog.getByLabel('Email').fill('seller@example.ru');
      await doubleTap(app.mainButton.filter({ hasText: 'Получить ссылку на оплату' }), /\/api\/v1\/payments\/create$/);

      await expect(dialog.getByText('Ссылка на оплату отправлена')).toBeVisible();
      expect(requests).toHaveLength(1);
      expect(requests[0]?.postDataJSON()).toEqual({ tariffId: 'pack_10', email: 'seller@example.ru' });
      expect(requests[0]?.headers()['idempotency-key']).toMatch(uuid);

      await app.mainButton.filter({ hasText: 'Перейти в чат' }).click();
      expect((await app.telegramEvents()).map((event) => event.method)).toContain('web_app_close');
    },
  );

  test('a started payment shows in the account history', async ({ app, page }) => {
    await app.open({ view: 'store' });
    await page.getByRole('tab', { name: 'автобр-ия' }).click();
    const dialog = await openPayment(page, 'pack_30');
    await dialog.getByLabel('Email').fill('seller@example.ru');
    await app.mainButton.filter({ hasText: 'Получить ссылку на оплату' }).click();
    await expect(dialog.getByText('Ссылка на оплату отправлена')).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();

    await page.getByRole('button', { name: /^Аккаунт/ }).click();
    const rows = page.getByRole('table', { name: 'История платежей' }).getByRole('row');
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      '21.11.2026',
      '30 автобронирований',
      'Ожидает оплаты',
      '5 150 ₽',
    ]);
  });

  test('without a confirmation URL the modal shows the error; a retry is a new attempt; closing resets it', async ({
    app,
    page,
  }) => {
    const requests: Request[] = [];
    paymentRequests(page, requests);
    await app.open({ view: 'store', mock: 'payment-no-confirmation' });
    let dialog = await openPayment(page);
    await dialog.getByLabel('Email').fill('seller@example.ru');
    const submit = app.mainButton.filter({ hasText: 'Получить ссылку на оплату' });
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Платежная система не смогла создать платеж. Попробуйте еще раз позже.',
    );
    await expect(dialog.getByText('Ссылка на оплату отправлена')).toHaveCount(0);

    await submit.click();
    await expect.poll(() => requests.length).toBe(2);
    // The server answered the first attempt, so the retry is a new one.
    expect(requests[1]?.headers()['idempotency-key']).not.toBe(requests[0]?.headers()['idempotency-key']);

    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toHaveCount(0);
    await payByCardButton(page).click();
    dialog = page.getByRole('dialog', { name: 'Оплата', exact: true });
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('a failed call keeps the e-mail, and retrying the same attempt reuses its key', async ({ app, page }) => {
    app.allowErrors();
    const requests: Request[] = [];
    paymentRequests(page, requests);
    await app.open({ view: 'store', mock: 'payments-error' });
    const dialog = await openPayment(page);
    const email = dialog.getByLabel('Email');
    await email.fill('seller@example.ru');
    const submit = app.mainButton.filter({ hasText: 'Получить ссылку на оплату' });

    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Не удалось создать платеж. Попробуйте еще раз.');
    await expect(email).toHaveValue('seller@example.ru');
    await submit.click();
    await expect.poll(() => requests.length).toBe(2);
    const [first, second] = requests.map((request) => request.headers()['idempotency-key']);
    expect(first).toMatch(uuid);
    expect(second).toBe(first);

    await email.fill('other@example.ru');
    await submit.click();
    await expect.poll(() => requests.length).toBe(3);
    expect(requests[2]?.headers()['idempotency-key']).not.toBe(first);
    expect(requests[2]?.postDataJSON()).toEqual({ tariffId: 'sub_3m', email: 'other@example.ru' });
  });
});

test.describe('payment in Telegram Stars', () => {
  const sheet = (page: Page) => page.getByTestId('tg-invoice');
  const checkout = (page: Page) => page.getByTestId('stars-checkout');
  const starsDialog = (page: Page) => page.getByRole('dialog', { name: 'Оплата звездами' });

  /** Chooses a plan and taps 'Оплатить ⭐ N': Telegram's payment sheet opens over the app. */
  async function payInStars(page: Page, app: { mainButton: Locator }, tariffId = 'sub_1m') {
    await tariffCard(page, tariffId).getByRole('button', { name: 'Выбрать' }).click();
    await app.mainButton.click();
    await expect(sheet(page)).toBeVisible();
  }

  async function openedInvoices(app: AppHarness) {
    return (await app.telegramEvents()).filter((event) => event.method === 'web_app_open_invoice');
  }

  test(
    "offers Stars first: Telegram's sheet opens the backend's invoice without an e-mail; a double tap creates one payment; paid shows the purchase",
    { tag: '@smoke' },
    async ({ app, page }) => {
      const requests: Request[] = [];
      paymentRequests(page, requests);
      await app.open({ view: 'store', mock: 'stars-paid' });
      await expect(tariffCard(page, 'sub_1m').getByTestId('tariff-stars')).toHaveText('или 150');
      await expect(tariffCard(page, 'sub_1m').getByRole('img', { name: '150 звезд' })).toBeVisible();
      await tariffCard(page, 'sub_1m').getByRole('button', { name: 'Выбрать' }).click();
      await expect(app.mainButton).toHaveText('Оплатить ⭐ 150');
      await doubleTap(app.mainButton, /\/api\/v1\/payments\/create$/);
      await expect(sheet(page)).toBeVisible();
      expect(requests).toHaveLength(1);
      expect(requests[0]?.postDataJSON()).toEqual({ tariffId: 'sub_1m', method: 'stars' });
      expect(requests[0]?.headers()['idempotency-key']).toMatch(uuid);
      expect((await openedInvoices(app)).map((event) => event.params)).toEqual([
        { slug: '8yQvTnG3sEAAAAB0aXxNdpsPZXM' },
      ]);

      await sheet(page).getByRole('button', { name: 'Оплатить' }).click();
      await expect(checkout(page)).toHaveAttribute('data-step', 'applied');
      await expect(checkout(page)).toContainText('Оплачено');
      await expect(checkout(page)).toContainText('Покупка уже в приложении');
      await app.mainButton.filter({ hasText: 'Готово' }).click();
      await expect(starsDialog(page)).toHaveCount(0);
      await expect(page.getByTestId('subscription-days')).toHaveText('осталось 30 дней');
    },
  );

  test('paid, but the purchase never shows within the wait: says so with payment support, never a silent paid', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'store' });
    await payInStars(page, app);
    await sheet(page).getByRole('button', { name: 'Оплатить' }).click();
    await expect(checkout(page)).toHaveAttribute('data-step', 'confirming');
    await expect(checkout(page)).toContainText('Платеж обрабатывается');
    const users = () => app.apiRequests.filter((request) => request.path === '/api/v1/user').length;
    const before = users();
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(8000);
          return checkout(page).getAttribute('data-step');
        },
        { timeout: 60_000 },
      )
      .toBe('unconfirmed');
    expect(users() - before).toBeGreaterThanOrEqual(3);
    await expect(checkout(page)).toHaveRole('alert');
    await expect(checkout(page)).toContainText('Оплата получена, но покупка еще не появилась');
    await checkout(page).getByRole('button', { name: 'Поддержка по оплате' }).click();
    await expect
      .poll(async () => (await app.telegramEvents()).find((event) => event.method === 'web_app_open_tg_link')?.params)
      .toEqual({ path_full: '/slot_booking_bot' });
  });

  test('cancelled: nothing is lost, no error, the choice stays', async ({ app, page }) => {
    await app.open({ view: 'store' });
    await payInStars(page, app);
    await sheet(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(starsDialog(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(tariffCard(page, 'sub_1m').getByRole('button', { name: 'Выбрано' })).toBeVisible();
    await expect(app.mainButton).toHaveText('Оплатить ⭐ 150');
    // The payment it created stays pending at the backend, but none is awaited: the store says nothing was paid.
    await expect(page.getByTestId('pending-payment')).toContainText('Оплата не завершена');
    await expect(page.getByTestId('pending-payment')).toContainText('Подписка на 1 месяц: звезды не списаны');
    await expect(page.getByTestId('pending-payment')).not.toContainText('ожидает');
    // It says the same after a switch of tab, and so does the account's history.
    await page.getByRole('tab', { name: 'автобр-ия' }).click();
    await expect(page.getByTestId('pending-payment')).toContainText('Оплата не завершена');
    await page.getByRole('button', { name: /^Аккаунт/ }).click();
    const rows = page.getByRole('table', { name: 'История платежей' }).getByRole('row');
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      '21.11.2026',
      'Подписка на 1 месяц',
      'Не завершено',
      '150',
    ]);
  });

  test('failed: says why, and the retry opens the same invoice again without a new payment', async ({ app, page }) => {
    const requests: Request[] = [];
    paymentRequests(page, requests);
    await app.open({ view: 'store' });
    await payInStars(page, app);
    await sheet(page).getByRole('button', { name: 'Ошибка оплаты' }).click();
    await expect(checkout(page)).toHaveRole('alert');
    await expect(checkout(page)).toContainText('Оплата не прошла');
    await expect(checkout(page)).toContainText('звезды не списаны');
    await app.mainButton.filter({ hasText: 'Попробовать снова' }).click();
    await expect(sheet(page)).toBeVisible();
    const invoices = await openedInvoices(app);
    expect(invoices).toHaveLength(2);
    expect(invoices[1]?.params).toEqual(invoices[0]?.params);
    expect(requests).toHaveLength(1);
    await sheet(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(starsDialog(page)).toHaveCount(0);
    await expect(page.getByTestId('pending-payment')).toContainText('Оплата не завершена');
  });

  test('pending: shown as processing, and the store shows the payment as waiting', async ({ app, page }) => {
    await app.open({ view: 'store', mock: 'stars-pending' });
    await payInStars(page, app);
    await sheet(page).getByRole('button', { name: 'В обработке' }).click();
    await expect(checkout(page)).toHaveAttribute('data-step', 'pending');
    await expect(checkout(page)).toContainText('Платеж обрабатывается');
    await app.mainButton.filter({ hasText: 'Готово' }).click();
    await expect(page.getByTestId('pending-payment')).toContainText('Платеж обрабатывается');
    await expect(page.getByTestId('pending-payment')).toContainText('Подписка на 1 месяц');
    // The account's history says what the store says, not the card's 'Ожидает оплаты'.
    await page.getByRole('button', { name: /^Аккаунт/ }).click();
    const rows = page.getByRole('table', { name: 'История платежей' }).getByRole('row');
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      '21.11.2026',
      'Подписка на 1 месяц',
      'Обрабатывается',
      '150',
    ]);
  });

  test('a Stars payment of an earlier visit, still unconfirmed, says both what comes if it was paid and that nothing was taken if not', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'store', mock: 'stars-pending' });
    const banner = page.getByTestId('pending-payment');
    await expect(banner).toContainText('Оплата звездами не подтверждена');
    await expect(banner).toContainText('если вы оплатили, покупка появится здесь');
    await expect(banner).toContainText('звезды не списаны');
    await expect(banner.getByRole('button')).toHaveCount(0);
  });

  test('on a small phone both ways to pay are in sight once a plan is chosen', async ({ app, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await app.open({ view: 'store' });
    await tariffCard(page, 'sub_1m').getByRole('button', { name: 'Выбрать' }).click();
    await expect(app.mainButton).toBeInViewport({ ratio: 1 });
    await expect(payByCardButton(page)).toBeInViewport({ ratio: 1 });
    // Not under Telegram's main button either.
    const card = await payByCardButton(page).boundingBox();
    const main = await app.mainButton.boundingBox();
    expect(card && main && card.y + card.height).toBeLessThanOrEqual(main?.y ?? 0);
  });

  test('an invoice link that is not Telegram’s is refused: nothing opens', async ({ app, page }) => {
    await page.route('**/api/v1/payments/create', (route) =>
      route.fulfill({
        json: {
          id: 'p-1',
          status: 'pending',
          method: 'stars',
          confirmation: null,
          invoiceLink: 'https://pay.example/$abc',
        },
      }),
    );
    await app.open({ view: 'store' });
    await tariffCard(page, 'sub_1m').getByRole('button', { name: 'Выбрать' }).click();
    await app.mainButton.click();
    await expect(checkout(page)).toHaveRole('alert');
    await expect(checkout(page)).toContainText('Не удалось открыть оплату в Telegram');
    await expect(sheet(page)).toHaveCount(0);
    expect(await openedInvoices(app)).toHaveLength(0);
  });

  test('a client without invoices (6.0) pays by card only: no Stars button or price', async ({ app, page }) => {
    await app.open({ view: 'store', query: { tgVersion: '6.0' } });
    await expect(tariffCard(page, 'sub_3m')).toContainText('490 ₽');
    await expect(page.locator('[data-stars]')).toHaveCount(0);
    await expect(page.getByTestId('tariff-stars')).toHaveCount(0);
    await tariffCard(page, 'sub_3m').getByRole('button', { name: 'Выбрать' }).click();
    await expect(app.mainButton).toHaveText('Оплатить 490 ₽');
    await expect(page.getByRole('button', { name: /^Оплатить картой/ })).toHaveCount(0);
    await app.mainButton.click();
    await expect(page.getByRole('dialog', { name: 'Оплата', exact: true }).getByLabel('Email')).toBeVisible();
  });

  test('with the bot unable to write, the card panel offers the link itself and never claims it was sent', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'store', mock: 'bot-blocked' });
    const dialog = await openPayment(page);
    await dialog.getByLabel('Email').fill('seller@example.ru');
    await app.mainButton.filter({ hasText: 'Получить ссылку на оплату' }).click();
    await expect(dialog.getByText('Ссылка на оплату готова')).toBeVisible();
    await expect(dialog).not.toContainText('отправлена');
    await expect(app.mainButton).toHaveText('Открыть страницу оплаты');
    await app.mainButton.click();
    await expect
      .poll(async () => (await app.telegramEvents()).find((event) => event.method === 'web_app_open_link')?.params)
      .toMatchObject({ url: expect.stringContaining('https://yoomoney.ru/') });
  });
});

test.describe('a card payment left unfinished', () => {
  const resumeUrl = 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=2f0b6c1e-000f-5000-9000-000000000701';

  test("'Продолжить оплату' opens the provider's page of the pending payment again", async ({ app, page }) => {
    await app.open({ view: 'store', mock: 'card-pending' });
    const banner = page.getByTestId('pending-payment');
    await expect(banner).toContainText('Платеж ожидает оплаты');
    await expect(banner).toContainText('10 автобронирований');
    // Before the SDK has arrived a link opens in a browser tab (src/shared/telegram/open-link.ts), not in Telegram.
    await app.telegramReady();
    await banner.getByRole('button', { name: 'Продолжить оплату' }).click();
    await expect
      .poll(async () => (await app.telegramEvents()).find((event) => event.method === 'web_app_open_link')?.params)
      .toMatchObject({ url: resumeUrl });
  });

  test('once its page has expired, the pending payment offers nothing to continue', async ({ app, page }) => {
    await page.route('**/api/v1/user', async (route) => {
      const response = await route.fetch();
      const user = (await response.json()) as { payments: { resume?: { expiresAt: string } | null }[] };
      for (const payment of user.payments) if (payment.resume) payment.resume.expiresAt = '2026-11-21T08:59:00.000Z';
      await route.fulfill({ response, json: user });
    });
    await app.open({ view: 'store', mock: 'card-pending' });
    const banner = page.getByTestId('pending-payment');
    await expect(banner).toContainText('покупка появится здесь сразу после оплаты');
    await expect(banner.getByRole('button', { name: 'Продолжить оплату' })).toHaveCount(0);
  });
});
