import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, type AppHarness, type OpenOptions } from './fixtures';

type Theme = 'light' | 'dark';
type Step = { name: string; reach: (page: Page, open: (options?: OpenOptions) => Promise<void>) => Promise<void> };

async function scan(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).exclude('[data-dev-chrome]').analyze();
  const serious = results.violations;
  return serious.map((v) => ({ name, id: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1, 2).join(' ')}`) }));
}

const journeys: { name: string; steps: Step[] }[] = [
  {
    name: 'triggers',
    steps: [
      { name: 'triggers-main', reach: async (page, open) => { await open(); await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible(); } },
      { name: 'triggers-main completed', reach: async (page) => { await page.getByRole('tab', { name: /Завершенные/ }).click(); } },
      { name: 'triggers-main expired', reach: async (page) => { await page.getByRole('tab', { name: /Истекшие/ }).click(); } },
      { name: 'triggers-form', reach: async (page) => { await page.getByRole('tab', { name: /Актуальные/ }).click(); await page.getByRole('button', { name: 'добавить' }).click(); await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible(); } },
      { name: 'warehouse picker', reach: async (page) => { await page.getByRole('button', { name: 'Склады' }).click(); await expect(page.getByPlaceholder('Поиск склада')).toBeVisible(); } },
      { name: 'hints', reach: async (page) => { await page.keyboard.press('Escape'); await page.getByRole('button', { name: 'Подсказки' }).click(); await expect(page.getByRole('dialog', { name: 'Подсказки' })).toBeVisible(); } },
    ],
  },
  {
    name: 'autobookings',
    steps: [
      { name: 'autobookings-main', reach: async (page, open) => { await open({ view: 'autobookings-main' }); await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible(); } },
      { name: 'autobookings completed', reach: async (page) => { await page.getByRole('tab', { name: /Завершенные/ }).click(); } },
      { name: 'autobookings archived', reach: async (page) => { await page.getByRole('tab', { name: /Архивные/ }).click(); } },
      { name: 'autobookings-form', reach: async (page) => { await page.getByRole('button', { name: 'добавить' }).click(); await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible(); } },
      { name: 'goods', reach: async (page) => { await page.getByRole('button', { name: /^Черновик поставки/ }).click(); await page.getByRole('option').first().click(); await page.getByRole('button', { name: 'Посмотреть товары' }).click(); await expect(page.getByRole('dialog', { name: 'Товары черновика' }).getByRole('row').nth(1)).toBeVisible(); } },
    ],
  },
  {
    name: 'account and terms',
    steps: [
      { name: 'terms', reach: async (page, open) => { await open({ view: 'terms' }); await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); } },
      { name: 'account', reach: async (page, open) => { await open({ view: 'account' }); await expect(page.getByRole('table', { name: 'История платежей' })).toBeVisible(); } },
      { name: 'supplier select', reach: async (page) => { await page.getByRole('region', { name: 'Поставщик' }).getByRole('button', { name: 'Выбрать' }).click(); await expect(page.getByRole('dialog', { name: 'Выбор поставщика' }).getByRole('radio').first()).toBeVisible(); } },
    ],
  },
  {
    name: 'store',
    steps: [
      { name: 'store-subscription', reach: async (page, open) => { await open({ view: 'store' }); await expect(page.getByTestId('tariff-sub_3m')).toBeVisible(); } },
      { name: 'payment', reach: async (page) => { await page.getByTestId('tariff-sub_3m').getByRole('button', { name: 'Выбрать' }).click(); await page.getByTestId('tg-main-button').click(); await expect(page.getByRole('dialog', { name: 'Оплата' })).toBeVisible(); } },
      { name: 'store-bookings', reach: async (page) => { await page.keyboard.press('Escape'); await page.getByRole('tab', { name: 'автобр-ия' }).click(); await expect(page.getByTestId('tariff-pack_5')).toBeVisible(); } },
    ],
  },
  {
    name: 'error pages',
    steps: [
      { name: 'not-found', reach: async (page, open) => { await open(); await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible(); await page.evaluate(() => window.__appRouter?.navigate({ to: '/nowhere' as never })); await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible(); } },
      { name: 'user-not-found', reach: async (page, open) => { await open({ query: { tg: 'no-init-data' } }); await expect(page.getByRole('heading', { name: 'Пользователь не найден' })).toBeVisible(); } },
    ],
  },
];

for (const theme of ['light', 'dark'] as Theme[]) {
  for (const journey of journeys) {
    test(`${journey.name} in ${theme}`, async ({ app, page }) => {
      const found = [];
      const open = (options: OpenOptions = {}) => app.open({ ...options, theme });
      for (const step of journey.steps) {
        await step.reach(page, open);
        found.push(...(await scan(page, step.name)));
      }
      console.log(`=== ${journey.name} ${theme}\n` + JSON.stringify(found, null, 1));
    });
  }
}
