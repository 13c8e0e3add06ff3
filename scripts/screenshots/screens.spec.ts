import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, type AppHarness, type OpenOptions } from '../../tests/e2e/fixtures';

const outDir = process.env.SCREENSHOTS_DIR ?? fileURLToPath(new URL('../../screenshots', import.meta.url));

interface Screen {
  name: string;
  open: OpenOptions;
  /** What to wait for (and do) before the picture. */
  ready: (page: Page, app: AppHarness) => Promise<void>;
}

/** Opens 'Дополнительные фильтры' and sets each filter, so the picture shows every control with a value. */
async function fillFilters(page: Page) {
  await page.getByRole('button', { name: /Дополнительные фильтры/ }).click();
  await page.getByRole('button', { name: 'Больше' }).click();
  await page.getByRole('button', { name: 'Больше' }).click();
  await page.getByRole('radio', { name: 'Будни' }).check();
  await page.getByLabel('Коэффициент логистики, не выше').fill('150');
  await expect(page.getByText('Слоты раньше 23.11.2026 не подходят')).toBeVisible();
  await scrollToEnd(page);
}

/** The end of a long form, where the additional filters are. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Picks an option of a one-of-few choice, shown either as a segmented row of radios or as a select. */
async function chooseOption(page: Page, label: string, option: string) {
  const radio = page.getByRole('radio', { name: option, exact: true });
  const select = page.getByRole('button', { name: new RegExp(`^${label}`) });
  await expect(radio.or(select)).toBeVisible();
  if (await radio.count()) {
    await radio.check();
    return;
  }
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A calendar day button, e.g. dayButton(page, '25 ноября 2026'). */
const dayButton = (page: Page, date: string) => page.getByRole('button', { name: new RegExp(`, ${date}`) });

const heading = (text: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { name: text }).first()).toBeVisible();
};

const shownText = (text: string) => async (page: Page) => {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
};

const screens: Screen[] = [
  { name: 'triggers-main', open: {}, ready: heading('Коледино') },
  { name: 'triggers-main-empty', open: { mock: 'triggers-empty' }, ready: shownText('Нет актуальных таймслотов') },
  {
    name: 'triggers-main-limit',
    open: { mock: 'triggers-limit' },
    ready: async (page) => {
      await expect(page.getByText('Достигнут лимит активных таймслотов')).toBeVisible();
    },
  },
  {
    name: 'triggers-form-empty',
    open: {},
    ready: async (page) => {
      await page.getByRole('button', { name: 'добавить' }).click();
      await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
    },
  },
  {
    name: 'autobookings-main',
    open: { view: 'autobookings-main' },
    ready: async (page) => {
      await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
    },
  },
  {
    name: 'autobookings-main-empty',
    open: { view: 'autobookings-main', mock: 'autobookings-empty' },
    ready: shownText('Нет активных автобронирований'),
  },
  {
    name: 'autobookings-main-lapsed',
    open: { view: 'autobookings-main', mock: 'expired-subscription' },
    ready: async (page) => {
      await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
    },
  },
  {
    name: 'autobookings-main-no-credits',
    open: { view: 'autobookings-main', mock: 'no-credits' },
    ready: async (page) => {
      await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
    },
  },
  {
    name: 'autobookings-main-no-supplier',
    open: { view: 'autobookings-main', mock: 'new-user' },
    ready: async (page) => {
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'autobookings-form-empty',
    open: { view: 'autobookings-main' },
    ready: async (page) => {
      await page.getByRole('button', { name: 'добавить' }).click();
      await expect(page.getByLabel('Черновик поставки')).toBeVisible();
    },
  },
  {
    name: 'triggers-form-edit',
    open: {},
    ready: async (page) => {
      await page.getByRole('button', { name: 'изменить' }).first().click();
      await expect(page.getByRole('heading', { name: 'Редактирование таймслота' })).toBeVisible();
    },
  },
  {
    name: 'triggers-form-range',
    open: {},
    ready: async (page) => {
      await page.getByRole('button', { name: 'добавить' }).click();
      await chooseOption(page, 'Режим поиска', 'Период');
      // A period across a whole week: its highlight reaches both edges of the calendar.
      await dayButton(page, '23 ноября 2026').click();
      await dayButton(page, '30 ноября 2026').click();
      await dayButton(page, '30 ноября 2026').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'triggers-form-custom-dates',
    open: {},
    ready: async (page) => {
      await page.getByRole('button', { name: 'добавить' }).click();
      await chooseOption(page, 'Режим поиска', 'Выбрать даты');
      await dayButton(page, '24 ноября 2026').click();
      await dayButton(page, '27 ноября 2026').click();
      await dayButton(page, '27 ноября 2026').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'autobookings-form-dates',
    open: { view: 'autobookings-main' },
    ready: async (page) => {
      await page.getByRole('button', { name: 'добавить' }).click();
      await expect(page.getByLabel('Черновик поставки')).toBeVisible();
      await chooseOption(page, 'Тип периода', 'Выбрать даты');
      await dayButton(page, '24 ноября').click();
      await dayButton(page, '27 ноября').click();
      await dayButton(page, '27 ноября').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'triggers-form-filters',
    open: {},
    ready: async (page) => {
      await page.getByRole('button', { name: 'добавить' }).click();
      await chooseOption(page, 'Режим поиска', 'Неделя');
      await fillFilters(page);
    },
  },
  {
    name: 'triggers-form-lead-time-moves-mode',
    open: {},
    ready: async (page) => {
      await page.getByRole('button', { name: 'добавить' }).click();
      await page.getByRole('button', { name: /Дополнительные фильтры/ }).click();
      await page.getByRole('button', { name: 'Больше' }).click();
      await expect(page.getByText(/^«Сегодня» раньше срока до слота/)).toBeVisible();
    },
  },
  {
    name: 'triggers-form-lapsed',
    open: { mock: 'expired-subscription' },
    ready: async (page) => {
      await page.getByRole('button', { name: 'добавить' }).click();
      await expect(page.getByTestId('runs-after-subscription')).toBeVisible();
    },
  },
  {
    name: 'autobookings-archive-failures',
    open: { view: 'autobookings-main', mock: 'autobooking-error-reasons' },
    ready: async (page) => {
      await page.getByRole('tab', { name: /Архивные/ }).click();
      // The list draws the cards near the screen: the first failure that offers it may lie further down.
      const again = page.getByRole('button', { name: 'Создать заново' }).first();
      await expect(async () => {
        if (!(await again.count())) await page.mouse.wheel(0, 600);
        await expect(again).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await again.scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'triggers-form-filters-refused',
    open: {},
    ready: async (page) => {
      await page.getByRole('button', { name: 'добавить' }).click();
      await chooseOption(page, 'Режим поиска', 'Завтра');
      await page.getByRole('button', { name: /Дополнительные фильтры/ }).click();
      await page.getByRole('radio', { name: 'Будни' }).check();
      await expect(page.getByText(/В выбранных датах нет дней/).first()).toBeVisible();
      await scrollToEnd(page);
    },
  },
  {
    name: 'autobookings-form-filters',
    open: { view: 'autobookings-main' },
    ready: async (page) => {
      await page.getByRole('button', { name: 'добавить' }).click();
      await expect(page.getByLabel('Черновик поставки')).toBeVisible();
      await fillFilters(page);
    },
  },
  { name: 'store-subscription', open: { view: 'store' }, ready: heading('Подписка на 1 месяц') },
  {
    name: 'store-bookings',
    open: { view: 'store' },
    ready: async (page) => {
      await page.getByRole('tab', { name: 'автобр-ия' }).click();
      await expect(page.getByRole('tab', { name: 'автобр-ия' })).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    name: 'store-bookings-lapsed',
    open: { view: 'store', mock: 'expired-subscription' },
    ready: async (page) => {
      await page.getByRole('tab', { name: 'автобр-ия' }).click();
      await expect(page.getByRole('button', { name: 'Купить подписку' })).toBeVisible();
    },
  },
  {
    name: 'payment-sheet',
    open: { view: 'store' },
    ready: async (page) => {
      await page.getByTestId('tariff-sub_3m').getByRole('button', { name: 'Выбрать' }).click();
      await page.getByRole('button', { name: /^Оплатить картой/ }).click();
      await expect(page.getByRole('dialog', { name: 'Оплата', exact: true })).toBeVisible();
    },
  },
  // Paying in Telegram: Stars first, the simulated sheet, the renewal's states, the card panel when the bot cannot write.
  {
    name: 'store-stars-choice',
    open: { view: 'store' },
    ready: async (page, app) => {
      await page.getByTestId('tariff-sub_1m').getByRole('button', { name: 'Выбрать' }).click();
      await expect(app.mainButton).toHaveText('Оплатить ⭐ 150');
    },
  },
  {
    name: 'stars-invoice-sheet',
    open: { view: 'store' },
    ready: async (page, app) => {
      await page.getByTestId('tariff-sub_1m').getByRole('button', { name: 'Выбрать' }).click();
      await app.mainButton.click();
      await expect(page.getByTestId('tg-invoice')).toBeVisible();
    },
  },
  {
    name: 'store-renewal-missed',
    open: { view: 'store', mock: 'stars-renewal-missed' },
    ready: async (page) => {
      await expect(page.getByTestId('missed-renewal')).toBeVisible();
    },
  },
  ...(['stars-renewing', 'stars-not-renewing', 'stars-renewal-missed'] as const).map((mock) => ({
    name: `account-${mock}`,
    open: { view: 'account' as const, mock },
    ready: async (page: Page) => {
      await expect(page.getByTestId('subscription-renewal')).toBeVisible();
    },
  })),
  {
    name: 'card-panel-bot-blocked',
    open: { view: 'store', mock: 'bot-blocked' },
    ready: async (page) => {
      await page.getByTestId('tariff-sub_3m').getByRole('button', { name: 'Выбрать' }).click();
      await page.getByRole('button', { name: /^Оплатить картой/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Оплата', exact: true });
      await dialog.getByLabel('Email').fill('seller@example.ru');
      await page.getByTestId('tg-main-button').filter({ hasText: 'Получить ссылку на оплату' }).click();
      await expect(dialog.getByText('Ссылка на оплату готова')).toBeVisible();
    },
  },
  {
    name: 'account',
    open: { view: 'account' },
    ready: async (page) => {
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'account-help',
    open: { view: 'account' },
    ready: async (page) => {
      await page.getByRole('button', { name: 'Написать в поддержку' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'terms-accepted',
    open: { view: 'terms' },
    ready: async (page) => {
      await expect(page.getByText('Условия приняты')).toBeVisible();
    },
  },
  {
    name: 'store-error',
    open: { view: 'store', mock: 'tariffs-error', query: { retryDelay: '100' } },
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { name: 'Что-то пошло не так' })).toBeVisible();
    },
  },
  {
    name: 'account-new-user',
    open: { view: 'account', mock: 'new-user' },
    ready: async (page) => {
      await expect(page.getByText('Нет платежей')).toBeVisible();
    },
  },
  {
    name: 'supplier-sheet',
    open: { view: 'account', action: 'change_supplier' },
    ready: async (page) => {
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'terms',
    open: { view: 'terms', mock: 'terms-not-accepted' },
    ready: async (page) => {
      await expect(page.getByRole('heading').first()).toBeVisible();
    },
  },
  // The outcomes: what the service found and booked, why not, and whether it runs at all.
  {
    name: 'outcomes-trigger-history',
    open: {},
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^История находок/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'История находок' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  {
    name: 'outcomes-trigger-history-undelivered',
    open: { mock: 'bot-blocked' },
    ready: async (page) => {
      await page.mouse.wheel(0, 20_000);
      await page
        .getByRole('region', { name: /^Санкт-Петербург/ })
        .getByRole('button', { name: /^История находок/ })
        .click();
      await expect(page.getByText('Уведомление не доставлено: бот заблокирован').first()).toBeVisible();
    },
  },
  {
    name: 'outcomes-triggers-finished',
    open: {},
    ready: async (page) => {
      await page.getByRole('tab', { name: /Завершенные/ }).click();
      await expect(page.getByText('был на 15.11.2026')).toBeVisible();
    },
  },
  {
    name: 'outcomes-triggers-paused-subscription',
    open: { mock: 'expired-subscription' },
    ready: shownText('Причина: нет активной подписки'),
  },
  {
    name: 'outcomes-banner-source-down',
    open: { mock: 'source-down' },
    ready: async (page) => {
      await expect(page.getByTestId('source-unavailable-banner')).toBeVisible();
    },
  },
  {
    name: 'outcomes-banner-source-down-autobookings',
    open: { mock: 'source-down', view: 'autobookings-main' },
    ready: async (page) => {
      await expect(page.getByTestId('source-unavailable-banner')).toBeVisible();
    },
  },
  {
    name: 'outcomes-banner-bot-blocked',
    open: { mock: 'bot-blocked' },
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Разрешить сообщения' })).toBeVisible();
    },
  },
  {
    name: 'outcomes-banner-bot-blocked-old-client',
    open: { mock: 'bot-blocked', view: 'autobookings-main', query: { tgVersion: '6.1' } },
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Перейти в чат' })).toBeVisible();
    },
  },
  {
    name: 'outcomes-autobooking-completed',
    open: { view: 'autobookings-main' },
    ready: async (page) => {
      await page.getByRole('tab', { name: /Завершенные/ }).click();
      await expect(page.getByText(/поставка WB-GI-98344127/)).toBeVisible();
    },
  },
  {
    name: 'outcomes-autobooking-error',
    open: { view: 'autobookings-main', mock: 'autobooking-error-reasons' },
    ready: async (page) => {
      await page.getByRole('tab', { name: /Архивные/ }).click();
      await expect(page.getByText(/Маркетплейс отозвал доступ/)).toBeVisible();
    },
  },
  {
    name: 'outcomes-autobooking-attempts',
    open: { view: 'autobookings-main' },
    ready: async (page) => {
      await page.getByRole('button', { name: 'Попытки' }).first().click();
      await expect(
        page.getByRole('dialog', { name: 'Попытки бронирования' }).getByRole('listitem').first(),
      ).toBeVisible();
    },
  },
  { name: 'market', open: { view: 'market' }, ready: shownText('Коледино') },
  { name: 'market-fifty', open: { view: 'market', mock: 'market-fifty' }, ready: heading('Коэффициенты') },
  {
    name: 'market-fifty-end',
    open: { view: 'market', mock: 'market-fifty' },
    ready: async (page) => {
      await expect(page.getByTestId('market-table').getByRole('rowheader').first()).toBeVisible();
      await scrollToEnd(page);
      await expect(page.locator('tr[aria-rowindex="51"]')).toBeVisible();
    },
  },
  {
    name: 'user-not-found',
    open: { query: { tg: 'no-init-data' } },
    ready: heading('Пользователь не найден'),
  },
];

for (const screen of screens) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${screen.name} ${theme}`, async ({ app, page }, testInfo) => {
      app.allowErrors();
      await app.open({ ...screen.open, theme });
      await screen.ready(page, app);
      // Animations and fonts settle; the picture shows the screen at rest.
      await page.waitForTimeout(400);
      const file = `${screen.name}-${testInfo.project.name}-${theme}.png`;
      await page.screenshot({ path: path.join(outDir, file), animations: 'disabled' });
    });
  }
}
