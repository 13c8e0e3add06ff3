import type { Page } from '@playwright/test';
import { test, expect, doubleTap } from './fixtures';
import {
  chooseSearchMode,
  dayButton,
  nextTriggerCall,
  openTriggerForm,
  pickWarehouses,
  searchModeSelect,
  toast,
  triggerCalls,
  triggerCard,
} from './triggers-helpers';

const day = (date: string) => `${date}T00:00:00.000Z`;
const dayEnd = (date: string) => `${date}T23:59:59.999Z`;

/** Warehouses Коледино and Подольск, boxes: the rest stays at its defaults. */
async function fillRequired(page: Page) {
  await pickWarehouses(page, ['Коледино', 'Подольск']);
  await page.getByRole('checkbox', { name: 'Короба' }).check();
}

const base = { warehouseIds: [507, 117501], supplyTypes: ['BOX'], checkInterval: 180, maxCoefficient: 0 };

test(
  'creates a TODAY trigger with the defaults, once for a double tap, and returns to the list',
  { tag: '@smoke' },
  async ({ app, page }) => {
    await app.open();
    await openTriggerForm(page);
    await expect(app.mainButton).toBeHidden();
    await expect(searchModeSelect(page)).toContainText('Сегодня');
    await expect(page.getByRole('radio', { name: '3 часа' })).toBeChecked();
    await expect(page.getByText('Даты: 21.11.2026')).toBeVisible();
    await fillRequired(page);
    await expect(page.getByRole('list', { name: 'Выбранные значения' }).getByRole('listitem')).toHaveText([
      'Коледино',
      'Подольск',
    ]);
    await expect(app.mainButton).toHaveText('Создать таймслот');

    const call = nextTriggerCall(page, 'POST');
    await doubleTap(app.mainButton, /\/api\/v1\/triggers$/);
    expect((await call).postDataJSON()).toEqual({
      ...base,
      searchMode: 'TODAY',
      startDate: day('2026-11-21'),
      endDate: dayEnd('2026-11-21'),
      selectedDates: [day('2026-11-21')],
    });
    await expect(toast(page, 'success', 'Таймслот успешно создан')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Актуальные/ })).toHaveText('Актуальные7');
    await expect(page.getByText('Активно: 5/30')).toBeVisible();
    // The created trigger (the contract's example answer) heads the list without a reload.
    await expect(page.getByRole('tabpanel').getByRole('region').first()).toHaveAccessibleName('Коледино, Подольск');
    expect(triggerCalls(app.apiRequests, 'POST')).toHaveLength(1);
    expect(
      app.apiRequests.filter((request) => request.method === 'GET' && request.path === '/api/v1/triggers'),
    ).toHaveLength(1);
    await expect(app.mainButton).toBeHidden();
  },
);

// The other fixed-day modes differ from TODAY only in their dates (datesForMode's unit test); a WEEK trigger is
// created in the slot filters' test.
const modes: { mode: string; label: string; pick?: (page: Page) => Promise<void>; dates: object }[] = [
  {
    mode: 'UNTIL_FOUND',
    label: 'До нахождения',
    dates: { startDate: day('2026-11-21'), endDate: null, selectedDates: [] },
  },
  {
    mode: 'CUSTOM_DATES',
    label: 'Выбрать даты',
    pick: async (page) => {
      await expect(dayButton(page, '20 ноября 2026')).toBeDisabled();
      await dayButton(page, '28 ноября 2026').click();
      await dayButton(page, '25 ноября 2026').click();
      await page.getByRole('button', { name: 'Перейти к следующему месяцу' }).click();
      await dayButton(page, '5 декабря 2026').click();
      await expect(page.getByRole('list', { name: 'Выбранные даты' }).getByRole('listitem')).toHaveText([
        '25.11.2026',
        '28.11.2026',
        '05.12.2026',
      ]);
    },
    dates: {
      startDate: day('2026-11-25'),
      endDate: dayEnd('2026-12-05'),
      selectedDates: [day('2026-11-25'), day('2026-11-28'), day('2026-12-05')],
    },
  },
  {
    mode: 'RANGE',
    label: 'Период',
    pick: async (page) => {
      await expect(dayButton(page, '20 ноября 2026')).toBeDisabled();
      await dayButton(page, '29 ноября 2026').click();
      await page.getByRole('button', { name: 'Перейти к следующему месяцу' }).click();
      await dayButton(page, '2 декабря 2026').click();
      await expect(page.getByText('29.11.2026 — 02.12.2026')).toBeVisible();
    },
    dates: {
      startDate: day('2026-11-29'),
      endDate: dayEnd('2026-12-02'),
      selectedDates: [day('2026-11-29'), day('2026-11-30'), day('2026-12-01'), day('2026-12-02')],
    },
  },
];

for (const { mode, label, pick, dates } of modes) {
  test(`creates a ${mode} trigger with its dates`, async ({ app, page }) => {
    await app.open();
    await openTriggerForm(page);
    await fillRequired(page);
    await page.getByRole('checkbox', { name: 'Монопаллеты' }).check();
    await page.getByRole('radio', { name: '1 час' }).check();
    await page.getByRole('slider', { name: 'Максимальный коэффициент' }).focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByText('до 5', { exact: true }).first()).toBeVisible();
    await chooseSearchMode(page, label);
    if (pick) {
      await expect(app.mainButton).toBeHidden();
      await pick(page);
    }
    const call = nextTriggerCall(page, 'POST');
    await app.mainButton.click();
    expect((await call).postDataJSON()).toEqual({
      ...base,
      supplyTypes: ['BOX', 'MONOPALLETE'],
      checkInterval: 60,
      maxCoefficient: 5,
      searchMode: mode,
      ...dates,
    });
    await expect(toast(page, 'success', 'Таймслот успешно создан')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
  });
}

test('shows every reachable validation message in place of the help text', async ({ app, page }) => {
  await app.open();
  await openTriggerForm(page);
  const warehouses = page.getByRole('button', { name: 'Склады' });
  await expect(page.getByText('До трех складов')).toBeVisible();

  // Opening and leaving the list empty: the blur validates.
  await warehouses.click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Короба' }).focus();
  await expect(page.getByText('Выберите хотя бы один склад')).toBeVisible();
  await expect(page.getByText('До трех складов')).toBeHidden();

  // A fourth warehouse is ignored, and the list says why; the valid field is not marked as an error.
  await pickWarehouses(page, ['Коледино', 'Подольск', 'Казань']);
  await expect(page.getByText('Выберите хотя бы один склад')).toBeHidden();
  await warehouses.click();
  await page.getByPlaceholder('Поиск склада').fill('Тула');
  await page.getByRole('option', { name: 'Тула', exact: true }).click({ force: true });
  await expect(page.getByText('Можно выбрать не более трех складов')).toBeVisible();
  await expect(page.getByText('Нельзя выбрать более трех складов')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Выбранные значения' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Нельзя выбрать более трех складов')).toBeHidden();
  await expect(page.getByText('До трех складов')).toBeVisible();

  // Unchecking the only supply type.
  const boxes = page.getByRole('checkbox', { name: 'Короба' });
  await boxes.check();
  await boxes.uncheck();
  await expect(page.getByText('Выберите хотя бы один тип короба')).toBeVisible();
  await expect(app.mainButton).toBeHidden();
  await boxes.check();
  await expect(page.getByText('Выберите хотя бы один тип короба')).toBeHidden();
  await expect(app.mainButton).toBeVisible();

  // A period needs both ends, and is judged once it has them: its first tap shows no error.
  await chooseSearchMode(page, 'Период');
  await expect(app.mainButton).toBeHidden();
  await dayButton(page, '23 ноября 2026').click();
  await expect(page.getByText('Выберите конечную дату')).toBeHidden();
  await expect(app.mainButton).toBeHidden();
  await page.getByRole('button', { name: 'Сбросить' }).click();
  await expect(page.getByText('Выберите начальную дату')).toBeVisible();
  await dayButton(page, '23 ноября 2026').click();
  await dayButton(page, '24 ноября 2026').click();
  await expect(page.getByText('Выберите начальную дату')).toBeHidden();
  await expect(page.getByText('Выберите конечную дату')).toBeHidden();
  await expect(app.mainButton).toBeVisible();

  // Custom dates need at least one day; the mode change dropped the period.
  await chooseSearchMode(page, 'Выбрать даты');
  await expect(page.getByText('Даты не выбраны')).toBeVisible();
  await expect(app.mainButton).toBeHidden();
  await dayButton(page, '25 ноября 2026').click();
  await expect(app.mainButton).toBeVisible();
  await page.getByRole('button', { name: 'Убрать дату 25.11.2026' }).click();
  await expect(page.getByText('Выберите хотя бы одну дату')).toBeVisible();
  await expect(page.getByText('Отметьте нужные дни, до трех месяцев вперед')).toBeHidden();
  await expect(app.mainButton).toBeHidden();
});

test('the help button explains coefficients, intervals and modes; back returns to the list', async ({ app, page }) => {
  await app.open();
  await openTriggerForm(page);
  await page.getByRole('button', { name: 'Подсказки' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подсказки' });
  await expect(dialog.getByRole('heading', { name: 'Коэффициент приемки' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Интервал проверки' })).toBeVisible();
  await expect(dialog.getByText('До нахождения', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();

  await pickWarehouses(page, ['Казань']);
  await app.backButton.click();
  await page.getByTestId('tg-popup').getByRole('button', { name: 'Отменить изменения' }).click();
  await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
  expect(triggerCalls(app.apiRequests, 'POST')).toHaveLength(0);
  // Leaving reset the form: it opens empty again.
  await openTriggerForm(page);
  await expect(page.getByRole('button', { name: 'Склады' })).toHaveText(/Выберите склады/);
});

test('edits a relevant trigger from its card', { tag: '@smoke' }, async ({ app, page }) => {
  await app.open();
  const card = triggerCard(page, 'Санкт-Петербург (Уткина Заводь), СЦ Шушары, Екатеринбург - Испытателей 14г');
  await card.getByRole('button', { name: 'изменить' }).click();
  await expect(page.getByRole('heading', { name: 'Редактирование таймслота' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Выбранные значения' }).getByRole('listitem')).toHaveText([
    'Санкт-Петербург (Уткина Заводь)',
    'СЦ Шушары',
    'Екатеринбург - Испытателей 14г',
  ]);
  await expect(page.getByRole('checkbox', { name: 'Суперсейф' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '6 часов' })).toBeChecked();
  await expect(searchModeSelect(page)).toContainText('До нахождения');
  await expect(page.getByRole('slider', { name: 'Максимальный коэффициент' })).toHaveValue('20');
  // Nothing changed yet: nothing to save.
  await expect(app.mainButton).toBeHidden();

  await page.getByRole('radio', { name: '1 час' }).check();
  await expect(app.mainButton).toHaveText('Сохранить изменения');
  await page.getByRole('checkbox', { name: 'Короба' }).check();
  const call = nextTriggerCall(page, 'PUT');
  await app.mainButton.click();
  expect((await call).postDataJSON()).toEqual({
    triggerId: 116,
    warehouseIds: [2737, 312259, 1733],
    supplyTypes: ['BOX', 'SUPERSAFE'],
    checkInterval: 60,
    maxCoefficient: 20,
    searchMode: 'UNTIL_FOUND',
    startDate: day('2026-11-18'),
    endDate: null,
    selectedDates: [],
  });
  await expect(toast(page, 'success', 'Таймслот успешно обновлен')).toBeVisible();
  await expect(card.getByRole('definition')).toHaveText([
    'Короба, Суперсейф',
    'До нахождения',
    'с 18.11.2026, без окончания',
    'каждый час',
    'Коэффициент до 20',
    'Уведомлений не было',
    '18.11',
  ]);
  await expect(card.getByRole('button', { name: 'запуск' })).toBeVisible();
});

test('without a subscription the form says the watch runs only once it is paid, and not with one', async ({
  app,
  page,
}) => {
  await app.open({ view: 'triggers-main', mock: 'expired-subscription' });
  await openTriggerForm(page);
  await expect(page.getByTestId('runs-after-subscription')).toHaveText(
    'Подписка не активна: таймслот будет создан, но заработает после оплаты подписки.',
  );
  await app.backButton.click();
  await triggerCard(page, 'Коледино, Подольск').getByRole('button', { name: 'изменить' }).click();
  await expect(page.getByTestId('runs-after-subscription')).toHaveText(
    'Подписка не активна: таймслот сохранится, но заработает после оплаты подписки.',
  );

  await app.open();
  await openTriggerForm(page);
  await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
  await expect(page.getByTestId('runs-after-subscription')).toHaveCount(0);
});
