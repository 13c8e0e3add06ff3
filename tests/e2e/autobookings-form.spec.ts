import type { Page } from '@playwright/test';
import { test, expect, doubleTap, type AppHarness, type OpenOptions } from './fixtures';
import { bookingCards, callsTo, customDay, dayButton, nextCall, pick, select, toast } from './autobookings-helpers';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const create = '/api/v1/autobooking';
const validate = '/api/v1/warehouses/validate';
const transits = '/api/v1/warehouses/transits';
const draftId = '6f1c2b7e-0a44-4c1e-9d53-1b2a3c4d5e60';
const firstDraft = 'Черновик от 20.11.2026, 17:32';

/** Opens the form the way a seller does: the list, then 'добавить'. */
async function openForm(app: AppHarness, page: Page, options: OpenOptions = {}) {
  await app.open({ view: 'autobookings-main', ...options });
  await page.getByRole('button', { name: 'добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible();
}

/** Chooses the first draft and a warehouse and waits for the warehouse validation. */
async function chooseDraftAndWarehouse(page: Page, warehouse = 'Коледино', search = 'колед') {
  await pick(page, 'Черновик поставки', firstDraft);
  const validated = nextCall(page, 'POST', validate);
  await pick(page, 'Склад', warehouse, search);
  return validated;
}

/** The computed colour of a theme token, e.g. '--destructive'. */
function tokenColor(page: Page, token: string) {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, token);
}

function supplyTypeSelect(page: Page) {
  return page.getByRole('button', { name: /^Тип поставки/ });
}

async function chooseWeekFrom(page: Page, day: string) {
  await page.getByRole('radio', { name: 'Неделя' }).check();
  await dayButton(page, `${day} 2026`).click();
}

test(
  'a complete week booking is created, shown on top of the list and paid with one credit',
  { tag: '@smoke' },
  async ({ app, page }) => {
    const drafts = nextCall(page, 'POST', '/api/v1/suppliers/drafts/list');
    await openForm(app, page);
    await expect(app.mainButton).toBeHidden();
    expect((await drafts).postDataJSON()).toEqual({ limit: 20 });
    await page.getByRole('button', { name: /^Черновик поставки/ }).click();
    await expect(page.getByRole('option')).toHaveText([
      firstDraft,
      'Черновик от 17.11.2026, 12:05',
      'Черновик от 11.11.2026, 21:47',
      'Черновик от 29.10.2026, 10:15',
      'Черновик от 02.10.2026, 15:00',
    ]);
    await page.getByRole('option', { name: firstDraft }).click();
    const validated = nextCall(page, 'POST', validate);
    await pick(page, 'Склад', 'Коледино', 'КОЛЕД');
    expect((await validated).postDataJSON()).toEqual({ draftID: draftId, warehouseId: 507, transitWarehouseId: null });

    await supplyTypeSelect(page).click();
    await expect(page.getByRole('option')).toHaveText(['Короба', 'Суперсейф', 'Монопаллеты']);
    await page.getByRole('option', { name: 'Короба' }).click();
    await chooseWeekFrom(page, '23 ноября');
    await page.getByRole('slider').fill('3');
    await expect(page.getByRole('slider')).toHaveAttribute('aria-valuetext', 'до 3');
    await expect(page.getByTestId('credits-hint')).toHaveText('У вас останется 11 автобронирований.');

    await expect(app.mainButton).toHaveText('Создать автобронирование');
    const created = nextCall(page, 'POST', create);
    await app.mainButton.click();
    const request = await created;
    expect(request.postDataJSON()).toEqual({
      draftId,
      warehouseId: 507,
      supplyType: 'BOX',
      dateType: 'WEEK',
      startDate: '2026-11-23',
      maxCoefficient: 3,
    });
    expect(request.headers()['idempotency-key']).toMatch(uuid);

    await expect(toast(page, 'success', 'Автобронирование успешно создано')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Активные5', 'Завершенные3', 'Архивные7']);
    await expect(page.getByTestId('autobooking-balance')).toHaveText('Доступно 11 автобронирований');
    const top = bookingCards(page).first();
    await expect(top).toContainText('Коледино');
    await expect(top).toContainText('Неделя с 23.11.2026');
    await expect(top).toContainText('создано 21.11');
    await expect(app.mainButton).toBeHidden();

    // The form starts empty again.
    await page.getByRole('button', { name: 'добавить' }).click();
    await expect(page.getByRole('button', { name: /^Склад/ })).toContainText('Выберите склад');
  },
);

test('transit: options come for the warehouse, empty ones are disabled, the choice is required and sent', async ({
  app,
  page,
}) => {
  await openForm(app, page, { mock: 'few-credits', theme: 'dark' });
  await chooseDraftAndWarehouse(page);
  const transit = page.getByLabel('Использовать транзитный склад');
  const listed = nextCall(page, 'POST', transits);
  await transit.check();
  expect((await listed).postDataJSON()).toEqual({ warehouseId: 507 });

  await select(page, 'Транзитный склад').click();
  await expect(page.getByRole('option')).toHaveText([
    'СЦ ВнуковоКороба, Монопаллеты',
    'СЦ ПушкиноКороба',
    'КазаньКороба, Суперсейф, Монопаллеты',
    'СЦ ШушарыНе принимает грузы',
  ]);
  await expect(page.getByRole('option', { name: /СЦ Шушары/ })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'Создание автобронирования' }).click();
  await expect(select(page, 'Транзитный склад')).toHaveAccessibleDescription('Выберите транзитный склад');

  const revalidated = nextCall(page, 'POST', validate);
  await pick(page, 'Транзитный склад', /СЦ Пушкино/);
  expect((await revalidated).postDataJSON()).toEqual({
    draftID: draftId,
    warehouseId: 507,
    transitWarehouseId: 207743,
  });
  // Through СЦ Пушкино only boxes travel.
  await supplyTypeSelect(page).click();
  await expect(page.getByRole('option')).toHaveText(['Короба']);
  await page.getByRole('option', { name: 'Короба' }).click();

  await page.getByRole('radio', { name: 'Выбрать даты' }).check();
  await customDay(page, '27 ноября').click();
  await customDay(page, '25 ноября').click();
  await expect(page.getByTestId('credits-hint')).toHaveText('У вас останется 0 автобронирований.');

  const created = nextCall(page, 'POST', create);
  await app.mainButton.click();
  expect((await created).postDataJSON()).toEqual({
    draftId,
    warehouseId: 507,
    transitWarehouseId: 207743,
    supplyType: 'BOX',
    dateType: 'CUSTOM_DATES',
    customDates: ['2026-11-25', '2026-11-27'],
    maxCoefficient: 0,
  });
  await expect(
    toast(page, 'success', 'Автобронирование успешно создано (использовано 2 автобронирования)'),
  ).toBeVisible();
  await expect(page.getByTestId('autobooking-balance')).toHaveText('Доступно 0 автобронирований');
  await expect(page.getByTestId('no-credits-notice')).toBeVisible();
});

test('turning transit off clears it and checks the warehouse alone; sorting centres have no transit', async ({
  app,
  page,
}) => {
  await openForm(app, page);
  await chooseDraftAndWarehouse(page);
  await page.getByLabel('Использовать транзитный склад').check();
  await pick(page, 'Транзитный склад', /Казань/);
  await pick(page, 'Тип поставки', 'Суперсейф');

  const alone = nextCall(page, 'POST', validate);
  await page.getByLabel('Использовать транзитный склад').uncheck();
  expect((await alone).postDataJSON()).toEqual({ draftID: draftId, warehouseId: 507, transitWarehouseId: null });
  await expect(page.getByRole('button', { name: /^Транзитный склад/ })).toHaveCount(0);
  await expect(supplyTypeSelect(page)).toContainText('Выберите тип поставки');

  await pick(page, 'Склад', 'СЦ Внуково', 'внуково');
  await expect(page.getByLabel('Использовать транзитный склад')).toBeDisabled();
  await expect(page.getByText('Недоступно для складов СЦ')).toBeVisible();
});

test('without transit warehouses the select says so', async ({ app, page }) => {
  await openForm(app, page, { mock: 'transits-none' });
  await chooseDraftAndWarehouse(page);
  await page.getByLabel('Использовать транзитный склад').check();
  await page.getByRole('button', { name: /^Транзитный склад/ }).click();
  await expect(page.getByText('Нет транзитных складов')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
});

test('a failed transit fetch leaves the list empty, says so and offers a retry', async ({ app, page }) => {
  await page.route('**/api/v1/warehouses/transits', (route) => route.abort());
  app.allowErrors();
  await openForm(app, page);
  await chooseDraftAndWarehouse(page);
  await page.getByLabel('Использовать транзитный склад').check();
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
  await page.getByRole('button', { name: /^Транзитный склад/ }).click();
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(page.getByText('Не удалось загрузить транзитные склады')).toHaveCount(2);
});

test.describe('warehouse validation', () => {
  test('the supply type waits for a draft and a warehouse; a new choice clears it and checks again', async ({
    app,
    page,
  }) => {
    await openForm(app, page);
    await expect(supplyTypeSelect(page)).toBeDisabled();
    await expect(page.getByText('Выберите черновик и склад для валидации')).toBeVisible();
    await pick(page, 'Склад', 'Казань', 'каз');
    await expect(supplyTypeSelect(page)).toBeDisabled();
    expect(callsTo(app.apiRequests, 'POST', validate)).toHaveLength(0);

    const first = nextCall(page, 'POST', validate);
    await pick(page, 'Черновик поставки', firstDraft);
    expect((await first).postDataJSON()).toEqual({ draftID: draftId, warehouseId: 117986, transitWarehouseId: null });
    await pick(page, 'Тип поставки', 'Монопаллеты');

    const again = nextCall(page, 'POST', validate);
    await pick(page, 'Черновик поставки', 'Черновик от 17.11.2026, 12:05');
    expect((await again).postDataJSON()).toMatchObject({
      draftID: '7a2d3c8f-1b55-4d2f-8e64-2c3b4d5e6f71',
      warehouseId: 117986,
    });
    await expect(supplyTypeSelect(page)).toContainText('Выберите тип поставки');
    await pick(page, 'Тип поставки', 'Короба');

    const third = nextCall(page, 'POST', validate);
    await pick(page, 'Склад', 'Коледино', 'колед');
    expect((await third).postDataJSON()).toMatchObject({ warehouseId: 507 });
    await expect(supplyTypeSelect(page)).toContainText('Выберите тип поставки');
  });

  test('only the supply types with a quantity above 0 are offered', async ({ app, page }) => {
    await openForm(app, page, { mock: 'validation-boxes-only' });
    await chooseDraftAndWarehouse(page);
    await supplyTypeSelect(page).click();
    await expect(page.getByRole('option')).toHaveText(['Короба']);
  });

  test('a warehouse that does not take the draft is reported', async ({ app, page }) => {
    await openForm(app, page, { mock: 'validation-no-meta' });
    await chooseDraftAndWarehouse(page);
    await expect(
      toast(
        page,
        'error',
        'К сожалению, склад не принимает этот черновик. Попробуйте пересоздать черновик. Дело может быть в товаре',
        'Ошибка валидации',
      ),
    ).toBeVisible();
    await expect(supplyTypeSelect(page)).toBeDisabled();
    await expect(page.getByText('Склад не принимает этот черновик', { exact: true })).toBeVisible();
  });

  test('an inactive warehouse is taken back with a field error and a toast', async ({ app, page }) => {
    app.allowErrors();
    await openForm(app, page, { mock: 'warehouse-inactive' });
    await chooseDraftAndWarehouse(page);
    await expect(toast(page, 'error', 'Склад неактивен и не принимает поставки', 'Ошибка валидации')).toBeVisible();
    await expect(select(page, 'Склад')).toHaveAccessibleDescription('Выбранный склад неактивен');
    await expect(select(page, 'Склад')).toContainText('Выберите склад');
    await expect(supplyTypeSelect(page)).toBeDisabled();
  });
});

test.describe('drafts and goods', () => {
  test('the goods modal lists article, photo, subject and quantity; a missing photo is a neutral tile', async ({
    app,
    page,
  }) => {
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await page.route(/^https:\/\/basket-/, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: pixel }),
    );
    await openForm(app, page);
    await expect(page.getByRole('button', { name: 'Посмотреть товары' })).toHaveCount(0);
    await pick(page, 'Черновик поставки', firstDraft);
    const goods = nextCall(page, 'POST', '/api/v1/suppliers/goods/draft');
    await page.getByRole('button', { name: 'Посмотреть товары' }).click();
    expect((await goods).postDataJSON()).toEqual({ draftID: draftId });
    const dialog = page.getByRole('dialog', { name: 'Товары черновика' });
    await expect(dialog.getByRole('columnheader')).toHaveText(['Артикул', 'Фото', 'Предмет', 'Кол-во']);
    await expect(dialog.getByRole('row').nth(1).getByRole('cell')).toHaveText(['PL-2231-черный', '', 'Пледы', '40']);
    await expect(dialog.getByRole('row')).toHaveCount(6);
    await expect(dialog.getByRole('img', { name: 'Нет фото' })).toHaveCount(1);
    await expect(dialog.getByRole('img', { name: 'Пледы' })).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a long draft opens with its first goods and shows more as it scrolls, to the last one', async ({
    app,
    page,
  }) => {
    const goods = Array.from({ length: 130 }, (_, index) => ({
      sa: `ART-${index + 1}`,
      imgSrc: null,
      subjectName: 'Пледы',
      quantity: index + 1,
    }));
    await page.route('**/api/v1/suppliers/goods/draft', (route) =>
      route.fulfill({ json: { success: true, data: goods } }),
    );
    await openForm(app, page);
    await pick(page, 'Черновик поставки', firstDraft);
    await page.getByRole('button', { name: 'Посмотреть товары' }).click();
    const dialog = page.getByRole('dialog', { name: 'Товары черновика' });
    await expect(dialog.getByRole('row').nth(1).getByRole('cell')).toHaveText(['ART-1', '', 'Пледы', '1']);
    await expect(dialog.getByRole('table')).toHaveAttribute('aria-rowcount', '131');
    // The rows come as the seller scrolls: all 1000 goods a draft may hold at once kept a phone busy for seconds.
    expect(await dialog.getByRole('row').count()).toBeLessThan(100);
    const last = dialog.getByRole('row').last();
    // Scrolled to the end again and again, as a seller's swipes do, through the additions of rows.
    await expect
      .poll(
        async () => {
          await dialog
            .getByRole('table')
            .locator('..')
            .evaluate((body) => body.scrollTo(0, body.scrollHeight));
          return last.getAttribute('aria-rowindex');
        },
        { intervals: [100], timeout: 90_000 },
      )
      .toBe('131');
    await expect(last.getByRole('cell')).toHaveText(['ART-130', '', 'Пледы', '130']);
  });

  test('photos that cannot load offline become neutral tiles, never broken images', async ({ app, page }) => {
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
    app.allowErrors();
    await openForm(app, page);
    await pick(page, 'Черновик поставки', firstDraft);
    await page.getByRole('button', { name: 'Посмотреть товары' }).click();
    const dialog = page.getByRole('dialog', { name: 'Товары черновика' });
    await expect(dialog.getByRole('img', { name: 'Нет фото' })).toHaveCount(5);
    await expect(dialog.locator('img')).toHaveCount(0);
  });

  test('a draft without goods says so', async ({ app, page }) => {
    await openForm(app, page, { mock: 'goods-none' });
    await pick(page, 'Черновик поставки', firstDraft);
    await page.getByRole('button', { name: 'Посмотреть товары' }).click();
    await expect(page.getByRole('dialog', { name: 'Товары черновика' }).getByText('Товары не найдены')).toBeVisible();
  });

  test('without drafts the select is empty and explains where to create one', async ({ app, page }) => {
    await openForm(app, page, { mock: 'drafts-none' });
    await expect(page.getByText('Создайте черновик поставки в личном кабинете продавца маркетплейса')).toBeVisible();
    await page.getByRole('button', { name: /^Черновик поставки/ }).click();
    await expect(page.getByText('Черновиков нет')).toBeVisible();
  });
});

test.describe('dates', () => {
  test('a month starts on the chosen day', async ({ app, page }) => {
    await openForm(app, page);
    await chooseDraftAndWarehouse(page);
    await pick(page, 'Тип поставки', 'Суперсейф');
    await page.getByRole('radio', { name: 'Месяц' }).check();
    await expect(dayButton(page, '20 ноября 2026')).toBeDisabled();
    await page.getByRole('button', { name: 'Перейти к следующему месяцу' }).click();
    await dayButton(page, '1 декабря 2026').click();
    const created = nextCall(page, 'POST', create);
    await app.mainButton.click();
    expect((await created).postDataJSON()).toMatchObject({
      dateType: 'MONTH',
      startDate: '2026-12-01',
      supplyType: 'SUPERSAFE',
    });
  });

  test('a custom period needs both ends, at most 30 days', async ({ app, page }) => {
    await openForm(app, page);
    await chooseDraftAndWarehouse(page);
    await pick(page, 'Тип поставки', 'Короба');
    await page.getByRole('radio', { name: 'Свой период' }).check();
    await dayButton(page, '28 ноября 2026').click();
    await page.getByRole('heading', { name: 'Создание автобронирования' }).click();
    await expect(page.getByRole('group', { name: 'Период' })).toHaveAccessibleDescription('Выберите дату окончания');
    await expect(app.mainButton).toBeHidden();

    await page.getByRole('button', { name: 'Перейти к следующему месяцу' }).click();
    await dayButton(page, '15 декабря 2026').click();
    await expect(page.getByRole('group', { name: 'Период' })).toHaveAccessibleDescription('Не длиннее 30 дней');
    const created = nextCall(page, 'POST', create);
    await app.mainButton.click();
    expect((await created).postDataJSON()).toMatchObject({
      dateType: 'CUSTOM_PERIOD',
      startDate: '2026-11-28',
      endDate: '2026-12-15',
    });
  });

  test('a period longer than 30 days is refused', async ({ app, page }) => {
    await openForm(app, page);
    await page.getByRole('radio', { name: 'Свой период' }).check();
    await dayButton(page, '22 ноября 2026').click();
    await page.getByRole('button', { name: 'Перейти к следующему месяцу' }).click();
    await dayButton(page, '22 декабря 2026').click();
    await expect(toast(page, 'error', 'Период не может быть длиннее 30 дней')).toBeVisible();
  });

  test('unpicking the start asks for one; unpicking every custom date asks for one', async ({ app, page }) => {
    await openForm(app, page);
    await page.getByRole('radio', { name: 'Неделя' }).check();
    await dayButton(page, '23 ноября 2026').click();
    await dayButton(page, '23 ноября 2026').click();
    await expect(page.getByRole('group', { name: 'Дата начала' })).toHaveAccessibleDescription('Выберите дату начала');

    await page.getByRole('radio', { name: 'Выбрать даты' }).check();
    await expect(page.getByRole('group', { name: 'Дата начала' })).toHaveCount(0);
    // The next 30 days from today, in the calendar both forms use.
    await expect(customDay(page, '20 ноября')).toBeDisabled();
    await expect(customDay(page, '21 ноября')).toBeEnabled();
    await page
      .getByRole('group', { name: 'Даты' })
      .getByRole('button', { name: 'Перейти к следующему месяцу' })
      .click();
    await expect(customDay(page, '20 декабря')).toBeEnabled();
    await expect(customDay(page, '21 декабря')).toBeDisabled();
    await customDay(page, '1 декабря').click();
    await customDay(page, '1 декабря').click();
    await expect(page.getByRole('group', { name: 'Даты' })).toHaveAccessibleDescription('Выберите хотя бы одну дату');
  });

  test('the selects say what is missing when left empty', async ({ app, page }) => {
    await openForm(app, page);
    const heading = page.getByRole('heading', { name: 'Создание автобронирования' });
    await select(page, 'Черновик поставки').click();
    await heading.click();
    await expect(select(page, 'Черновик поставки')).toHaveAccessibleDescription('Выберите черновик');
    await select(page, 'Склад').click();
    await heading.click();
    await expect(select(page, 'Склад')).toHaveAccessibleDescription('Выберите склад');
    await page.getByRole('radio', { name: 'Неделя' }).focus();
    await heading.click();
    await expect(page.getByRole('radiogroup', { name: 'Тип периода' })).toHaveAccessibleDescription(
      'Выберите тип периода',
    );
    await chooseDraftAndWarehouse(page);
    await supplyTypeSelect(page).click();
    await heading.click();
    await expect(supplyTypeSelect(page)).toHaveAccessibleDescription('Выберите тип поставки');
  });
});

test.describe('credits', () => {
  test('more dates than credits are refused with a way to buy more', async ({ app, page }) => {
    await openForm(app, page, { mock: 'few-credits' });
    await page.getByRole('radio', { name: 'Выбрать даты' }).check();
    await expect(page.getByTestId('credits-hint')).toHaveText('У вас останется 2 автобронирования.');
    const hint = page.getByTestId('credits-hint');
    await customDay(page, '25 ноября').click();
    await expect(hint).toHaveText('У вас останется 1 автобронирование.');
    await expect(hint).toHaveCSS('color', await tokenColor(page, '--success'));
    await customDay(page, '26 ноября').click();
    await expect(hint).toHaveText('У вас останется 0 автобронирований.');
    await expect(hint).toHaveCSS('color', await tokenColor(page, '--destructive'));

    await customDay(page, '27 ноября').click();
    const notice = page.getByTestId('credits-refused');
    await expect(notice).toContainText('Недостаточно автобронирований');
    await expect(notice).toContainText(
      'У вас недостаточно автобронирований. Выберите меньше дат или приобретите больше автобронирований.',
    );
    await expect(customDay(page, '27 ноября')).not.toHaveAccessibleName(/выбрано/);
    await notice.getByRole('button', { name: 'Купить автобронирования' }).click();
    await expect(page.getByRole('tab', { name: 'автобр-ия' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('create failures', () => {
  async function fillWeek(app: AppHarness, page: Page, mock: string) {
    await openForm(app, page, { mock });
    await chooseDraftAndWarehouse(page);
    await pick(page, 'Тип поставки', 'Короба');
    await chooseWeekFrom(page, '23 ноября');
  }

  test('an expired subscription is named with a way to renew it', async ({ app, page }) => {
    app.allowErrors();
    await fillWeek(app, page, 'autobooking-403-subscription');
    await app.mainButton.click();
    const message = toast(
      page,
      'error',
      'Ваша подписка истекла. Продлите её, чтобы создавать автобронирования',
      'Подписка истекла',
    );
    await expect(message).toBeVisible();
    await expect(page.getByRole('button', { name: /^Склад/ })).toContainText('Коледино');
    await message.getByRole('button', { name: 'Продлить' }).click();
    await expect(page.getByRole('tab', { name: 'подписка' })).toHaveAttribute('aria-selected', 'true');
  });

  test('missing credits are named with a way to buy more', async ({ app, page }) => {
    app.allowErrors();
    await fillWeek(app, page, 'autobooking-403-credits');
    await app.mainButton.click();
    const message = toast(page, 'error', 'Недостаточно автобронирований на балансе', 'Нет доступных автобронирований');
    await expect(message).toBeVisible();
    await message.getByRole('button', { name: 'Купить' }).click();
    await expect(page.getByRole('tab', { name: 'автобр-ия' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a failed create keeps the form; a retry reuses the key, a change takes a new one; a double tap sends once', async ({
    app,
    page,
  }) => {
    app.allowErrors();
    await fillWeek(app, page, 'autobookings-errors');
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === create)
        keys.push(request.headers()['idempotency-key'] ?? '');
    });

    await doubleTap(app.mainButton, /\/api\/v1\/autobooking$/);
    await expect(toast(page, 'error', 'Не удалось создать автобронирование')).toBeVisible();
    expect(keys).toHaveLength(1);
    await expect(app.mainButton).toBeEnabled();

    await app.mainButton.click();
    await expect.poll(() => keys.length).toBe(2);
    await page.getByRole('slider').fill('4');
    await expect(app.mainButton).toBeEnabled();
    await app.mainButton.click();
    await expect.poll(() => keys.length).toBe(3);
    expect(keys[0]).toMatch(uuid);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Черновик поставки/ })).toContainText(firstDraft);
  });
});

test('a timeslot template fills the warehouse, the coefficient and the supply type and loads transits', async ({
  app,
  page,
}) => {
  await openForm(app, page);
  const loaded = nextCall(page, 'POST', transits);
  await pick(
    page,
    'Шаблон из таймслота',
    'Санкт-Петербург (Уткина Заводь), СЦ Шушары, Екатеринбург - Испытателей 14г · Суперсейф · Коэффициент до 20',
  );
  expect((await loaded).postDataJSON()).toEqual({ warehouseId: 2737 });
  await expect(page.getByRole('button', { name: /^Склад/ })).toContainText('Санкт-Петербург (Уткина Заводь)');
  await expect(page.getByRole('slider')).toHaveValue('20');

  const validated = nextCall(page, 'POST', validate);
  await pick(page, 'Черновик поставки', firstDraft);
  expect((await validated).postDataJSON()).toMatchObject({ warehouseId: 2737 });
  await expect(supplyTypeSelect(page)).toContainText('Суперсейф');
  await page.getByRole('radio', { name: 'Неделя' }).check();
  await dayButton(page, '24 ноября 2026').click();
  const created = nextCall(page, 'POST', create);
  await app.mainButton.click();
  expect((await created).postDataJSON()).toMatchObject({
    warehouseId: 2737,
    supplyType: 'SUPERSAFE',
    maxCoefficient: 20,
  });
});
