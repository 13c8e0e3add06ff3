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

  test('fits 360 px with the warehouse column in place', async ({ app, page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await app.open({ view: 'market', mock: 'market-fifty' });
    const table = page.getByTestId('market-table');
    await expect(table.getByRole('rowheader')).toHaveCount(50);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});
