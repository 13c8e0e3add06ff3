import type { Locator, Page } from '@playwright/test';
import { test, expect, hold } from './fixtures';
import { openTriggerForm, triggerCard } from './triggers-helpers';

// The forms' controls at the two phone widths the app is checked at: one row or a select, even gaps, calendars
// that hold their highlight, readable buttons in flight, one way to choose days, recent warehouses. (A banner's
// button reads at 4.5:1 in both themes: axe's contrast rule in accessibility.spec.ts, on the red and yellow banners.)

const phones = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

async function openAutobookingForm(page: Page) {
  await page.getByRole('button', { name: 'добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible();
}

/** A select of a form, named by its label. */
const selectNamed = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });

/**
 * How a one-of-few choice is laid out: 'row' when all its options share one row, 'select' when it is a select,
 * else the rows' tops.
 */
async function layoutOf(page: Page, label: string): Promise<string> {
  const group = page.getByRole('radiogroup', { name: label });
  await expect(group.or(selectNamed(page, label))).toBeVisible();
  if ((await group.count()) === 0) return 'select';
  const tops = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => Math.round(radio.closest('label')!.getBoundingClientRect().top)));
  return new Set(tops).size === 1 ? 'row' : `rows at ${tops.join(', ')}`;
}

/** Picks an option of a one-of-few choice, whichever way it is shown. */
async function choose(page: Page, label: string, option: string) {
  const radio = page.getByRole('radio', { name: option, exact: true });
  await expect(radio.or(selectNamed(page, label))).toBeVisible();
  if (await radio.count()) {
    await radio.check();
    return;
  }
  await selectNamed(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A calendar day button, e.g. dayButton(page, '25 ноября 2026'). */
const dayButton = (page: Page, date: string) => page.getByRole('button', { name: new RegExp(`, ${date} г\\.`) });

for (const viewport of phones) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('one-of-few choices fit their options in one row or are a select', async ({ app, page }) => {
      await app.open();
      await openTriggerForm(page);
      expect(await layoutOf(page, 'Интервал проверки')).toMatch(/^(row|select)$/);
      expect(await layoutOf(page, 'Режим поиска')).toMatch(/^(row|select)$/);
      await page.getByRole('button', { name: /Дополнительные фильтры/ }).click();
      expect(await layoutOf(page, 'Быстрый выбор дней')).toMatch(/^(row|select)$/);

      await page.getByRole('button', { name: 'Автобронирования' }).click();
      await openAutobookingForm(page);
      expect(await layoutOf(page, 'Тип периода')).toMatch(/^(row|select)$/);
    });

    test('the supply types leave the same gap under them as the warehouses', async ({ app, page }) => {
      await app.open();
      await openTriggerForm(page);
      // The gap between a field's last line of text and the next line of text below it in the form.
      const gapUnder = (text: Locator) =>
        text.evaluate((element) => {
          const bottom = element.getBoundingClientRect().bottom;
          const form = element.closest('form')!;
          const walker = document.createTreeWalker(form, NodeFilter.SHOW_TEXT);
          let next = Number.POSITIVE_INFINITY;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const { top, height } = range.getBoundingClientRect();
            if (height > 0 && top >= bottom - 0.5) next = Math.min(next, top);
          }
          return next - bottom;
        });
      const underWarehouses = await gapUnder(page.getByText('До трех складов', { exact: true }));
      const underMonopallets = await gapUnder(page.getByText('Монопаллеты', { exact: true }));
      expect(Math.abs(underMonopallets - underWarehouses)).toBeLessThanOrEqual(6);
    });

    test('a calendar takes the place its placeholder held: nothing under it moves when it loads', async ({
      app,
      page,
    }) => {
      // The calendar's code comes on demand: held back, the placeholder shows.
      const releaseCalendar = await hold(page, /\/assets\/day-picker-calendar-[\w-]+\.js$/);
      await app.open();
      await openTriggerForm(page);
      await choose(page, 'Режим поиска', 'Период');
      const under = page.getByRole('slider', { name: 'Максимальный коэффициент' });
      const topOf = async () => (await under.boundingBox())?.y;
      await expect(page.getByRole('grid')).toHaveCount(0);
      const before = await topOf();
      releaseCalendar();
      await expect(page.getByRole('grid', { name: 'ноябрь 2026' })).toBeVisible();
      expect(await topOf()).toBeCloseTo(before ?? NaN, 0);
    });

    test('a period across a whole week keeps its highlight inside the calendar', async ({ app, page }) => {
      await app.open();
      await openTriggerForm(page);
      await choose(page, 'Режим поиска', 'Период');
      await dayButton(page, '23 ноября 2026').click();
      await dayButton(page, '30 ноября 2026').click();
      const box = await page.getByRole('group', { name: 'Период поиска' }).boundingBox();
      const highlighted = await page
        .locator('.rdp-range_start, .rdp-range_middle, .rdp-range_end')
        .evaluateAll((cells) =>
          cells.map((cell) => {
            const { left, right } = cell.getBoundingClientRect();
            return { left, right };
          }),
        );
      expect(highlighted).toHaveLength(8);
      for (const cell of highlighted) {
        expect(cell.left).toBeGreaterThanOrEqual(box!.x - 0.5);
        expect(cell.right).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
      }
    });
  });
}

test('a toggle in flight keeps its label readable and its width, and nothing beside it moves', async ({
  app,
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/triggers', async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.fallback();
  });
  await app.open();
  const card = triggerCard(page, 'Санкт-Петербург (Уткина Заводь), СЦ Шушары, Екатеринбург - Испытателей 14г');
  const toggle = card.getByRole('button', { name: 'запуск' });
  const edit = card.getByRole('button', { name: 'изменить' });
  const before = { toggle: await toggle.boundingBox(), edit: await edit.boundingBox() };

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  // The label's opacity as drawn: its own times every ancestor's.
  const labelOpacity = await toggle.getByText('запуск').evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
  expect(labelOpacity).toBeGreaterThanOrEqual(0.9);
  expect((await toggle.boundingBox())!.width).toBeCloseTo(before.toggle!.width, 0);
  expect((await edit.boundingBox())!.x).toBeCloseTo(before.edit!.x, 0);

  release();
  await expect(card.getByRole('button', { name: 'стоп' })).toBeEnabled();
});

test('both forms choose days with the same calendar', async ({ app, page }) => {
  await app.open();
  await openTriggerForm(page);
  await choose(page, 'Режим поиска', 'Выбрать даты');
  await dayButton(page, '24 ноября 2026').click();
  const triggerDays = page.getByRole('group', { name: 'Даты поиска' });
  await expect(triggerDays.getByRole('grid', { name: 'Ноябрь 2026' })).toBeVisible();
  await expect(triggerDays.getByRole('list', { name: 'Выбранные даты' })).toHaveText('24.11.2026');

  await page.getByRole('button', { name: 'Автобронирования' }).click();
  // Leaving the changed form asks first.
  await page.getByTestId('tg-popup').getByRole('button', { name: 'Отменить изменения' }).click();
  await openAutobookingForm(page);
  await choose(page, 'Тип периода', 'Выбрать даты');
  await dayButton(page, '24 ноября 2026').click();
  const bookingDays = page.getByRole('group', { name: 'Даты' });
  await expect(bookingDays.getByRole('grid', { name: 'Ноябрь 2026' })).toBeVisible();
  await expect(bookingDays.getByRole('list', { name: 'Выбранные даты' })).toHaveText('24.11.2026');
  // The next 30 days from today: 20 December is the last one offered.
  await page.getByRole('button', { name: 'Перейти к следующему месяцу' }).click();
  await expect(dayButton(page, '20 декабря 2026')).toBeEnabled();
  await expect(dayButton(page, '21 декабря 2026')).toBeDisabled();
});

test("the warehouse lists start with the seller's recent warehouses once one was used", async ({ app, page }) => {
  await app.open();
  await openTriggerForm(page);
  await page.getByRole('button', { name: 'Склады' }).click();
  await expect(page.getByRole('group', { name: 'Недавние' })).toHaveCount(0);
  await page.getByPlaceholder('Поиск склада').fill('Казань');
  await page.getByRole('option', { name: 'Казань', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Короба' }).check();
  await app.mainButton.click();
  await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible();

  await openTriggerForm(page);
  await page.getByRole('button', { name: 'Склады' }).click();
  const recent = page.getByRole('group', { name: 'Недавние' });
  await expect(recent.getByRole('option')).toHaveText(['Казань']);
  await expect(page.getByRole('option').first()).toHaveText('Казань');
  await expect(page.getByRole('group', { name: 'Все склады' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Автобронирования' }).click();
  await openAutobookingForm(page);
  await selectNamed(page, 'Склад').click();
  await expect(page.getByRole('group', { name: 'Недавние' }).getByRole('option')).toHaveText(['Казань']);
});
