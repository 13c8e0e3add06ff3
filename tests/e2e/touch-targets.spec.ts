import type { Page } from '@playwright/test';
import { test, expect, type OpenOptions } from './fixtures';
import { chooseSearchMode } from './triggers-helpers';

/** The smallest tap area a finger hits reliably (Apple's and Material's guidelines: 44 pt / 48 dp). */
const MIN_TARGET = 44;

/**
 * Every visible control of the app whose tap area is under 44×44 px, as 'name w×h'. The tap area is the control's
 * box (its label's for an input inside one), grown by an invisible hit area (a positioned ::before/::after).
 * The simulated Telegram chrome of the test build is not the app and is left out.
 */
function smallTargets(page: Page, minimum: number) {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], [role="tab"], [role="option"], [role="button"], input:not([type="hidden"]), select, textarea';
    const small: string[] = [];
    const px = (value: string) => (value.endsWith('px') ? Number.parseFloat(value) : 0);
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[data-dev-chrome], [aria-hidden="true"], [inert]')) continue;
      let target: HTMLElement = element;
      const label = element.closest('label');
      if (element instanceof HTMLInputElement && label) target = label;
      const rect = target.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      let { width, height } = rect;
      for (const pseudo of ['::before', '::after']) {
        const area = getComputedStyle(target, pseudo);
        if (area.content === 'none' || area.position !== 'absolute') continue;
        width = Math.max(width, rect.width - px(area.left) - px(area.right));
        height = Math.max(height, rect.height - px(area.top) - px(area.bottom));
      }
      if (width + 0.5 < min || height + 0.5 < min) {
        const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 40) ?? target.tagName;
        small.push(`${name || target.tagName} ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return small;
  }, minimum);
}

/** A launch's screen, then the screens reached from it one after another (a launch is paid once, not per screen). */
interface Screen {
  name: string;
  open: OpenOptions;
  then?: Record<string, (page: Page) => Promise<unknown>>;
}

const screens: Screen[] = [
  {
    name: 'triggers list',
    open: {},
    then: {
      'trigger form with warehouses chosen': async (page) => {
        await page.getByRole('button', { name: 'добавить' }).click();
        await page.getByRole('button', { name: 'Склады' }).click();
        await page.getByRole('option').first().click();
        await page.keyboard.press('Escape');
      },
      'trigger form with a period calendar': async (page) => {
        await chooseSearchMode(page, 'Период');
        await expect(page.getByRole('grid').first()).toBeVisible();
      },
    },
  },
  { name: 'triggers list, limit reached', open: { mock: 'triggers-limit' } },
  {
    name: 'autobooking list',
    open: { view: 'autobookings-main' },
    then: {
      'autobooking form with custom dates': async (page) => {
        await page.getByRole('button', { name: 'добавить' }).click();
        await page.getByRole('radio', { name: 'Выбрать даты' }).check();
        await expect(page.getByRole('group', { name: 'Даты' })).toBeVisible();
      },
      'autobooking form with a week calendar': async (page) => {
        await page.getByRole('radio', { name: 'Неделя' }).check();
        await expect(page.getByRole('grid').first()).toBeVisible();
      },
    },
  },
  { name: 'autobooking list, lapsed subscription', open: { view: 'autobookings-main', mock: 'expired-subscription' } },
  { name: 'autobooking list, no supplier', open: { view: 'autobookings-main', mock: 'auth-message-sent' } },
  {
    name: 'store',
    open: { view: 'store' },
    then: {
      'payment sheet': async (page) => {
        await page.getByTestId('tariff-sub_3m').getByRole('button', { name: 'Выбрать' }).click();
        await page.getByRole('button', { name: /^Оплатить картой/ }).click();
        await expect(page.getByRole('dialog', { name: 'Оплата' })).toBeVisible();
      },
    },
  },
  {
    name: 'account',
    open: { view: 'account' },
    then: {
      'supplier sheet': async (page) => {
        await page.getByRole('region', { name: 'Поставщик' }).getByRole('button', { name: 'Выбрать' }).click();
        await expect(page.getByRole('dialog', { name: 'Выбор поставщика' }).getByRole('radio').first()).toBeVisible();
      },
    },
  },
  { name: 'account without a supplier', open: { view: 'account', mock: 'new-user' } },
  { name: 'terms', open: { view: 'terms', mock: 'terms-not-accepted' } },
  { name: 'user not found', open: { mock: 'user-error' } },
];

for (const screen of screens) {
  const next = Object.entries(screen.then ?? {});
  test(`every control of the ${[screen.name, ...next.map(([name]) => name)].join(', ')} is at least 44×44 px to tap`, async ({
    app,
    page,
  }) => {
    // The failing-user screen logs its failure; what is checked here is the layout.
    app.allowErrors();
    await app.open(screen.open);
    await expect(page.locator('[aria-busy="true"], [data-testid="view-skeleton"]')).toHaveCount(0);
    expect.soft(await smallTargets(page, MIN_TARGET), screen.name).toEqual([]);
    for (const [name, reach] of next) {
      await reach(page);
      expect.soft(await smallTargets(page, MIN_TARGET), name).toEqual([]);
    }
  });
}
