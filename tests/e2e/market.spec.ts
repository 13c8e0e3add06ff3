import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { select } from './autobookings-helpers';
import { chooseSearchMode, searchModeSelect, triggerCard } from './triggers-helpers';

test.describe('the market view', () => {
  test('is one tap from both lists and shows a real table of coefficients with its headers and names', async ({
    app,
    page,
  }) => {
    await app.open();
    await page.getByRole('button', { name: 'Коэффициенты' }).click();
    await expect(page.getByRole('heading', { name: 'Коэффициенты' })).toBeVisible();
    const table = page.getByTestId('market-table');
    await expect(table.getByRole('columnheader', { name: 'Сегодня, 21 ноября, выходной' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Коледино' })).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveCount(6);
    await expect(page.getByTestId('market-status')).toHaveText('Обновлено 12:24');
    const cell = table.getByRole('button', { name: /^Коледино, 21 ноября: / });
    await expect(cell).toHaveAccessibleName(/^Коледино, 21 ноября: (коэффициент \d+|закрыто|нет данных)/);

    // The supply type switch redraws the table for that type.
    const before = await cell.getAttribute('aria-label');
    await page.getByRole('radio', { name: 'Суперсейф' }).click();
    await expect(page.getByRole('radio', { name: 'Суперсейф' })).toHaveAttribute('aria-checked', 'true');
    expect(
      await table.getByRole('button', { name: /^Коледино, 21 ноября: / }).getAttribute('aria-label'),
    ).toBeDefined();
    expect(before).toBeTruthy();

    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('a cell opens its sheet, and both actions open the forms filled with that slot', async ({ app, page }) => {
    await app.open({ view: 'market' });
    const table = page.getByTestId('market-table');
    const free = table.locator('button[data-tone="free"]').first();
    const name = (await free.getAttribute('aria-label')) ?? '';
    const [warehouse] = name.split(',');
    await free.click();
    const sheet = page.getByTestId('market-cell-sheet');
    await expect(sheet).toContainText('Короба');
    await expect(sheet).toContainText('Коэффициент 0');
    await page.getByRole('button', { name: 'Следить' }).click();
    await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
    expect(warehouse).toBeTruthy();
    await app.backButton.click();

    await page.getByTestId('market-table').locator('button[data-tone="free"]').first().click();
    await page.getByRole('button', { name: 'Забронировать' }).click();
    await expect(page.getByText('Черновик поставки').first()).toBeVisible();
  });

  test("'Следить' opens the trigger form filled with that slot: warehouse, supply type, that day and a cap at its coefficient", async ({
    app,
    page,
  }) => {
    await app.open({ view: 'market' });
    const paid = page.getByTestId('market-table').locator('button[data-tone="paid2"]').first();
    const name = (await paid.getAttribute('aria-label')) ?? '';
    const [, warehouse, day, month, coefficient] = /^(.+), (\d+) (ноября|декабря): коэффициент (\d+)/.exec(name) ?? [];
    expect(warehouse).toBeTruthy();
    await paid.click();
    await page.getByRole('button', { name: 'Следить' }).click();
    await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Выбранные значения' }).getByRole('listitem')).toHaveText([warehouse!]);
    await expect(page.getByRole('checkbox', { name: 'Короба' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Суперсейф' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Монопаллеты' })).not.toBeChecked();
    await expect(searchModeSelect(page)).toContainText('Выбрать даты');
    const date = `${day!.padStart(2, '0')}.${month === 'ноября' ? '11' : '12'}.2026`;
    await expect(page.getByRole('list', { name: 'Выбранные даты' }).getByRole('listitem')).toHaveText([
      new RegExp(date.replace(/\./g, '\\.')),
    ]);
    await expect(page.getByRole('slider', { name: 'Максимальный коэффициент' })).toHaveValue(coefficient!);
  });

  test('both forms show the chosen warehouses’ 14 days against the caps, say the effect, and a tap sets the cap', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'market' });
    await page.getByTestId('market-table').locator('button[data-tone="free"]').first().click();
    await page.getByRole('button', { name: 'Следить' }).click();
    // A week watched: its days are judged by the caps; the days after it are outside the dates.
    await chooseSearchMode(page, 'Неделя');
    const strip = page.getByTestId('market-strip');
    await expect(strip.getByRole('button')).toHaveCount(14);
    await expect(strip.locator('[data-verdict="dates"]')).toHaveCount(7);
    const effect = page.getByTestId('market-strip-effect');
    await expect(effect).toHaveText(/^Сейчас под ваши условия (подходит|подходят) \d+ (день|дня|дней) из 14$/);
    const passing = async () => Number(/ (\d+) д/.exec((await effect.textContent()) ?? '')?.[1]);
    const before = await passing();
    // The cap is 0 (free only): a paid day of the week fails on the coefficient until the cap is set at it.
    const dearer = strip.locator('[data-verdict="coefficient"]').first();
    const label = (await dearer.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/не подходит: коэффициент выше максимального$/);
    const value = /коэффициент (\d+)/.exec(label)?.[1];
    await dearer.click();
    await expect(page.getByRole('slider', { name: 'Максимальный коэффициент' })).toHaveValue(value!);
    await expect(strip.getByRole('button', { name: label.replace(/, не подходит.*$/, ', подходит') })).toHaveAttribute(
      'data-verdict',
      'pass',
    );
    expect(await passing()).toBeGreaterThan(before);
    // The strip says the logistics the market shows now for these warehouses, whose cap is in the filters.
    await expect(page.getByTestId('market-strip-logistics')).toHaveText(/^Логистика сейчас \d+(–\d+)?\u00a0%/);
    // The logistics field itself says the same range under its cap.
    await page.getByRole('button', { name: /^Дополнительные фильтры/ }).click();
    await expect(page.getByTestId('logistics-seen')).toHaveText(/^ Сейчас \d+(–\d+)?\u00a0%\.$/);

    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

    // The autobooking form from the market's 'Забронировать' has the same strip for its warehouse and day.
    await app.open({ view: 'market' });
    await page.getByTestId('market-table').locator('button[data-tone="free"]').first().click();
    await page.getByRole('button', { name: 'Забронировать' }).click();
    await expect(page.getByText('Черновик поставки').first()).toBeVisible();
    await expect(strip.getByRole('button')).toHaveCount(14);
    await expect(effect).toHaveText(/^Сейчас под ваши условия (подходит|подходят) \d+ (день|дня|дней) из 14$/);
  });

  test("a find in a trigger's history books its slot: 'Забронировать этот слот' opens the autobooking form filled with it", async ({
    app,
    page,
  }) => {
    await app.open();
    await triggerCard(page, 'Коледино, Подольск')
      .getByRole('button', { name: /^История находок/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'История находок' });
    const book = dialog.getByRole('button', { name: 'Забронировать этот слот' });
    await expect(book.first()).toBeVisible();
    const find = dialog
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Забронировать этот слот' }) })
      .first();
    const [warehouse] = ((await find.getAttribute('aria-label')) ?? '').split(',');
    await find.getByRole('button', { name: 'Забронировать этот слот' }).click();
    await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible();
    await expect(select(page, 'Склад')).toContainText(warehouse!);
    // Its day is the one custom date: the strip judges that day and leaves the others outside the dates.
    const strip = page.getByTestId('market-strip');
    await expect(strip.getByRole('button')).toHaveCount(14);
    await expect(strip.locator('[data-verdict="dates"]')).toHaveCount(13);
  });

  test('stale data says since when and why, every cell marked stale', async ({ app, page }) => {
    await app.open({ view: 'market', mock: 'source-down', theme: 'dark' });
    await expect(page.getByTestId('market-stale')).toContainText('Сервис не получает слоты с 21.11, 07:40');
    await expect(page.getByTestId('market-status')).toHaveText('Данные на 07:37');
    await expect(page.getByTestId('market-table').getByRole('button').first()).toHaveAccessibleName(/\(устарело\)$/);
  });

  test('no data is explained, never an empty grid', async ({ app, page }) => {
    await app.open({ view: 'market', mock: 'market-none' });
    await expect(page.getByText('Коэффициентов пока нет')).toBeVisible();
    await expect(page.getByTestId('market-table')).toHaveCount(0);
  });

  for (const { width, height } of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    test(`fits ${width} px: the days scroll inside the table, the warehouse column stays, the page never widens`, async ({
      app,
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await app.open({ view: 'market', mock: 'market-fifty' });
      const table = page.getByTestId('market-table');
      // The table says its size (50 warehouses and the days' row) and draws the rows near the screen: the last
      // warehouse appears once the page is scrolled to it.
      await expect(table).toHaveAttribute('aria-rowcount', '51');
      await expect(table.getByRole('rowheader').first()).toBeVisible();
      const drawn = await table.getByRole('rowheader').count();
      expect(drawn).toBeLessThan(50);
      const lastRow = table.locator('[role="row"][aria-rowindex="51"]');
      await expect(lastRow).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(lastRow.getByRole('rowheader')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      const pageWidth = () =>
        page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? Infinity, inner: innerWidth }));
      const before = await pageWidth();
      expect(before.scroll).toBeLessThanOrEqual(before.inner);

      // The table is wider than the screen and scrolls in its own container; its first column stays put. Only the
      // days in sight are drawn: the last day comes as the days scroll to it, and the first one goes.
      const scroller = table.locator('xpath=..');
      const room = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(room).toBeGreaterThan(0);
      const warehouse = table.getByRole('rowheader').first();
      const dayCells = (column: number) => table.locator(`[role="cell"][aria-colindex="${column}"]`);
      await expect(dayCells(2).first().getByRole('button')).toBeVisible();
      await expect(dayCells(15)).toHaveCount(0);
      const left = (await warehouse.boundingBox())?.x;
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      expect((await warehouse.boundingBox())?.x).toBe(left);
      await expect(dayCells(15).first().getByRole('button')).toBeInViewport();
      await expect(dayCells(2)).toHaveCount(0);
      const after = await pageWidth();
      expect(after.scroll).toBeLessThanOrEqual(after.inner);
    });
  }
});
