import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

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
      await expect(table.getByRole('rowheader')).toHaveCount(50);
      const pageWidth = () =>
        page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? Infinity, inner: innerWidth }));
      const before = await pageWidth();
      expect(before.scroll).toBeLessThanOrEqual(before.inner);

      // The table is wider than the screen and scrolls in its own container; its first column stays put.
      const scroller = table.locator('xpath=..');
      const room = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(room).toBeGreaterThan(0);
      const warehouse = table.getByRole('rowheader').first();
      const left = (await warehouse.boundingBox())?.x;
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      expect((await warehouse.boundingBox())?.x).toBe(left);
      const after = await pageWidth();
      expect(after.scroll).toBeLessThanOrEqual(after.inner);
    });
  }
});
