import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { telegramThemes } from '../../src/dev/telegram-launch.js';
import { test, expect, receiveTelegramEvent, type OpenOptions } from './fixtures';

type Theme = 'light' | 'dark';
type Open = (options?: OpenOptions) => Promise<void>;

/**
 * Waits until the page is at rest in `theme`, as the seller reads it: Telegram's theme bound (its SDK binds the
 * colours after the first paint; until then the page wears the stylesheet's light defaults, and the colours then
 * ease over in a transition), nothing loading (a list being refetched is dimmed), and every finite animation or
 * transition (a modal fading in, a colour easing) finished. Spinners run forever and are left running.
 */
async function atRest(page: Page, theme: Theme) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim().toLowerCase(),
      ),
    )
    .toBe(telegramThemes[theme].bg_color);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Serious and critical axe findings of the page at rest in `theme`, one line per rule and element. The themes differ
 * in colours only (Telegram's theme parameters become CSS variables; the DOM is the same), so the dark theme is
 * checked by the rules that read colours, and the light one by every rule.
 */
async function seriousViolations(page: Page, theme: Theme): Promise<string[]> {
  await test.step(`at rest, ${theme} theme`, () => atRest(page, theme));
  // The dev chrome stands in for Telegram's own buttons and popups, which are native UI in the real client.
  const axe = new AxeBuilder({ page }).exclude('[data-dev-chrome]');
  const results = await (theme === 'dark' ? axe.withRules(colourRules) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${theme}: ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim()}`,
      ),
    );
}

/** The axe rules whose verdict depends on colours. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Every state in both themes on one page: light, Telegram switching to dark, and back for the next state. */
async function violationsInBothThemes(page: Page): Promise<string[]> {
  const light = await seriousViolations(page, 'light');
  await receiveTelegramEvent(page, 'theme_changed', { theme_params: telegramThemes.dark });
  const dark = await seriousViolations(page, 'dark');
  await receiveTelegramEvent(page, 'theme_changed', { theme_params: telegramThemes.light });
  await atRest(page, 'light');
  return [...light, ...dark];
}

/** A view or an open modal, reached from where the previous state of its journey left the page. */
interface State {
  name: string;
  reach: (page: Page, open: Open) => Promise<void>;
}

const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

// Each journey starts with a fresh launch; the states after the first follow on the same page, as a seller goes.
const journeys: { name: string; states: State[] }[] = [
  {
    name: 'triggers',
    states: [
      {
        name: 'triggers-main',
        reach: async (page, open) => {
          await open();
          await expect(tab(page, /Актуальные/)).toBeVisible();
        },
      },
      {
        name: 'triggers-main, completed',
        reach: async (page) => {
          await tab(page, /Завершенные/).click();
          await expect(tab(page, /Завершенные/)).toHaveAttribute('aria-selected', 'true');
        },
      },
      {
        name: 'triggers-main, expired',
        reach: async (page) => {
          await tab(page, /Истекшие/).click();
          await expect(tab(page, /Истекшие/)).toHaveAttribute('aria-selected', 'true');
        },
      },
      {
        name: 'triggers-form',
        reach: async (page) => {
          await page.getByRole('button', { name: 'добавить' }).click();
          await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
        },
      },
      {
        name: 'warehouse picker',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Склады' }).click();
          await expect(page.getByRole('option').first()).toBeVisible();
        },
      },
      {
        name: 'hints',
        reach: async (page) => {
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: 'Подсказки' }).click();
          await expect(dialog(page, 'Подсказки')).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'autobookings',
    states: [
      {
        name: 'autobookings-main',
        reach: async (page, open) => {
          await open({ view: 'autobookings-main' });
          await expect(tab(page, /Активные/)).toBeVisible();
        },
      },
      {
        name: 'autobookings-main, completed',
        reach: async (page) => {
          await tab(page, /Завершенные/).click();
          await expect(tab(page, /Завершенные/)).toHaveAttribute('aria-selected', 'true');
        },
      },
      {
        name: 'autobookings-main, archived',
        reach: async (page) => {
          await tab(page, /Архивные/).click();
          await expect(tab(page, /Архивные/)).toHaveAttribute('aria-selected', 'true');
        },
      },
      {
        name: 'autobookings-form',
        reach: async (page) => {
          await page.getByRole('button', { name: 'добавить' }).click();
          await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible();
        },
      },
      {
        name: 'goods',
        reach: async (page) => {
          await page.getByRole('button', { name: /^Черновик поставки/ }).click();
          await page.getByRole('option').first().click();
          await page.getByRole('button', { name: 'Посмотреть товары' }).click();
          await expect(dialog(page, 'Товары черновика').getByRole('row').nth(1)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'terms and account',
    states: [
      {
        name: 'terms',
        reach: async (page, open) => {
          await open({ view: 'terms' });
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        },
      },
      {
        name: 'account',
        reach: async (page) => {
          await page.getByRole('button', { name: /^Аккаунт/ }).click();
          await expect(page.getByRole('table', { name: 'История платежей' })).toBeVisible();
        },
      },
      {
        name: 'supplier select',
        reach: async (page) => {
          await page.getByRole('region', { name: 'Поставщик' }).getByRole('button', { name: 'Выбрать' }).click();
          await expect(dialog(page, 'Выбор поставщика').getByRole('radio').first()).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'store',
    states: [
      {
        name: 'store-subscription',
        reach: async (page, open) => {
          await open({ view: 'store' });
          await expect(page.getByTestId('tariff-sub_3m')).toBeVisible();
        },
      },
      {
        name: 'payment',
        reach: async (page) => {
          await page.getByTestId('tariff-sub_3m').getByRole('button', { name: 'Выбрать' }).click();
          await page.getByRole('button', { name: /^Оплатить картой/ }).click();
          await expect(dialog(page, 'Оплата')).toBeVisible();
        },
      },
      {
        name: 'store-bookings',
        reach: async (page) => {
          await page.keyboard.press('Escape');
          await tab(page, 'автобр-ия').click();
          await expect(page.getByTestId('tariff-pack_5')).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'notices and errors',
    states: [
      {
        name: 'triggers-main, subscription inactive',
        reach: async (page, open) => {
          await open({ mock: 'expired-subscription' });
          await expect(page.getByText('Подписка не активна')).toBeVisible();
        },
      },
      {
        name: 'triggers-form, validation error',
        reach: async (page) => {
          await page.getByRole('button', { name: 'добавить' }).click();
          await page.getByRole('button', { name: 'Склады' }).click();
          await page.keyboard.press('Escape');
          await page.getByRole('checkbox', { name: 'Короба' }).focus();
          await expect(page.getByText('Выберите хотя бы один склад')).toBeVisible();
        },
      },
      {
        name: 'autobookings-main, no credits',
        reach: async (page, open) => {
          await open({ view: 'autobookings-main', mock: 'no-credits' });
          await expect(page.getByTestId('no-credits-notice')).toBeVisible();
        },
      },
      {
        name: 'store-bookings, subscription inactive',
        reach: async (page, open) => {
          await open({ view: 'store', mock: 'expired-subscription' });
          await tab(page, 'автобр-ия').click();
          await expect(page.getByText('Для создания автобронирования необходима активная подписка')).toBeVisible();
        },
      },
      {
        name: 'account, supplier not authorised',
        reach: async (page, open) => {
          await open({ view: 'account', mock: 'auth-message-sent' });
          await expect(page.getByTestId('supplier-auth-notice')).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'error pages',
    states: [
      {
        name: 'not-found',
        reach: async (page, open) => {
          await open();
          await expect(tab(page, /Актуальные/)).toBeVisible();
          await page.evaluate(() => window.__appRouter?.navigate({ to: '/nowhere' as never }));
          await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
        },
      },
      {
        name: 'user-not-found',
        reach: async (page, open) => {
          await open({ query: { tg: 'no-init-data' } });
          await expect(page.getByRole('heading', { name: 'Пользователь не найден' })).toBeVisible();
        },
      },
    ],
  },
];

for (const journey of journeys) {
  test(`axe finds nothing serious in ${journey.name}, light and dark theme`, async ({ app, page }) => {
    const open: Open = (options = {}) => app.open({ ...options, theme: 'light' });
    const found: string[] = [];
    for (const state of journey.states) {
      await test.step(state.name, async () => {
        await state.reach(page, open);
        found.push(...(await violationsInBothThemes(page)).map((line) => `${state.name}: ${line}`));
      });
    }
    expect(found).toEqual([]);
  });
}

/** Presses Tab until `target` has the focus, at most `limit` times: it must be reachable in the tab order. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the header, a form, a multi-select, the slider and a select work from the keyboard alone', async ({
  app,
  page,
}) => {
  await app.open();
  await expect(tab(page, /Актуальные/)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Разделы' });

  // The header first, in reading order.
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('button', { name: 'Аккаунт: ИП Смирнова А. В.' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('button', { name: 'Магазин' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('button', { name: 'Таймслоты' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('button', { name: 'Автобронирования' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('button', { name: 'Автобронирования' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(nav.getByRole('button', { name: 'Таймслоты' })).toHaveAttribute('aria-current', 'page');

  // The trigger form, opened and filled without a pointer.
  await tabTo(page, page.getByRole('button', { name: 'добавить' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();

  const warehouses = page.getByRole('button', { name: 'Склады' });
  await tabTo(page, warehouses);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByPlaceholder('Поиск склада')).toBeFocused();
  await page.keyboard.type('казань');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(warehouses).toBeFocused();
  await expect(page.getByRole('list', { name: 'Выбранные значения' }).getByRole('listitem')).toHaveText(['Казань']);

  const boxes = page.getByRole('checkbox', { name: 'Короба' });
  await tabTo(page, boxes);
  await page.keyboard.press('Space');
  await expect(boxes).toBeChecked();

  await tabTo(page, page.getByRole('radio', { name: '3 часа' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '6 часов' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '6 часов' })).toBeFocused();

  const coefficient = page.getByRole('slider', { name: 'Максимальный коэффициент' });
  await tabTo(page, coefficient);
  await page.keyboard.press('End');
  await expect(coefficient).toHaveValue('20');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(coefficient).toHaveValue('2');
  await expect(app.mainButton).toHaveText('Создать таймслот');

  // A select of the autobooking form: opened, moved through and chosen with arrows and Enter.
  await app.open({ view: 'autobookings-main' });
  await expect(tab(page, /Активные/)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'добавить' }));
  await page.keyboard.press('Enter');
  const draft = page.getByRole('button', { name: /^Черновик поставки/ });
  await tabTo(page, draft);
  await page.keyboard.press('ArrowDown');
  // The drafts may still be loading (a spinner in the panel): the arrows move through them once they are there.
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(draft).toHaveText(/Черновик от 17\.11\.2026/);
  await expect(page.getByRole('button', { name: 'Посмотреть товары' })).toBeVisible();
});
