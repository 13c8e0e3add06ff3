import { test, expect } from './fixtures';
import { dayButton, nextCall, pick, select } from './autobookings-helpers';
import { chooseSearchMode } from './triggers-helpers';

const firstDraft = 'Черновик от 20.11.2026, 17:32';

test('the autobooking form says what is missing until the main button shows', async ({ app, page }) => {
  await app.open({ view: 'autobookings-main' });
  await page.getByRole('button', { name: 'добавить' }).click();
  const missing = page.getByTestId('missing-fields');
  await expect(missing).toHaveText('Выберите черновик поставки, склад, тип поставки и тип периода');
  await expect(missing).toBeInViewport();
  await expect(app.mainButton).toBeHidden();

  await pick(page, 'Черновик поставки', firstDraft);
  const validated = nextCall(page, 'POST', '/api/v1/warehouses/validate');
  await pick(page, 'Склад', 'Коледино', 'колед');
  await validated;
  await expect(missing).toHaveText('Выберите тип поставки и тип периода');
  await pick(page, 'Тип поставки', 'Короба');
  await page.getByRole('radio', { name: 'Неделя' }).check();
  await expect(missing).toHaveText('Выберите дату начала');
  await dayButton(page, '23 ноября 2026').click();
  await expect(missing).toBeEmpty();
  await expect(app.mainButton).toHaveText('Создать автобронирование');
});

test('the trigger form says what is missing until the main button shows', async ({ app, page }) => {
  await app.open();
  await page.getByRole('button', { name: 'добавить' }).click();
  const missing = page.getByTestId('missing-fields');
  await expect(missing).toHaveText('Выберите склад и тип короба');
  await expect(app.mainButton).toBeHidden();

  await page.getByRole('checkbox', { name: 'Короба' }).check();
  await expect(missing).toHaveText('Выберите склад');
  await chooseSearchMode(page, 'Выбрать даты');
  await expect(missing).toHaveText('Выберите склад и даты');
});

test.describe('on a screen tall enough to show the period above the bottom bars', () => {
  test.use({ viewport: { width: 390, height: 1000 } });

  test('an error shown on blur moves no control: a tap on the period right after closing a select lands', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'autobookings-main' });
    await page.getByRole('button', { name: 'добавить' }).click();
    const week = page.getByRole('radio', { name: 'Неделя' });
    await expect(week).toBeVisible();
    // Measured once the form has stopped growing (its selects fill in as their reads answer).
    let last = '';
    await expect
      .poll(async () => {
        const box = JSON.stringify(await week.boundingBox());
        const settled = box === last;
        last = box;
        return settled;
      })
      .toBe(true);
    const before = await week.boundingBox();

    await select(page, 'Склад').click();
    await page.getByRole('heading', { name: 'Создание автобронирования' }).click();
    await expect(select(page, 'Склад')).toHaveAccessibleDescription('Выберите склад');
    expect(await week.boundingBox()).toEqual(before);

    // The seller's tap, at the place the button was before the error appeared.
    await page.mouse.click((before?.x ?? 0) + 10, (before?.y ?? 0) + 10);
    await expect(week).toBeChecked();
  });
});
