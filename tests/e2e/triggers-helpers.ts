import { expect, type FrameLocator, type Page, type Request } from '@playwright/test';

/** Where the app is: the page itself, or the iframe of a Telegram Web host page. */
export type AppScreen = Page | FrameLocator;

/** A trigger card, named by its warehouses as the seller reads them. */
export function triggerCard(page: AppScreen, warehouses: string) {
  return page.getByRole('region', { name: warehouses, exact: true });
}

/** Scrolls the current tab's list to its end until all `count` cards are there (it renders three at a time). */
export async function revealTriggerCards(page: Page, count: number) {
  const cards = page.getByRole('tabpanel').getByRole('region');
  await expect(async () => {
    // The last card into view, then past it: the list's end comes into view wherever the pointer is.
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 20_000);
    await expect(cards).toHaveCount(count, { timeout: 500 });
  }).toPass();
  return cards;
}

/** An error toast ('Ошибка' title) or a success toast ('Успешно') with the given message. */
export function toast(page: AppScreen, tone: 'error' | 'success', message: string) {
  return page
    .getByRole(tone === 'error' ? 'alert' : 'status')
    .filter({ hasText: tone === 'error' ? 'Ошибка' : 'Успешно' })
    .filter({ hasText: message });
}

/** Resolves with the next trigger call of `method`. */
export function nextTriggerCall(page: Page, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === method && new URL(request.url()).pathname === '/api/v1/triggers',
  );
}

/** Every trigger call of `method` the page has made so far, counted from the harness log. */
export function triggerCalls(requests: { method: string; path: string }[], method: string) {
  return requests.filter((request) => request.method === method && request.path === '/api/v1/triggers');
}

/** The calendar day button of a date, e.g. dayButton(page, '25 ноября 2026'). */
export function dayButton(page: Page, date: string) {
  return page.getByRole('button', { name: new RegExp(`, ${date} г\\.$`) });
}

/** The trigger form's search mode: a select on a phone, where its six modes do not fit one row. */
export function searchModeSelect(page: Page) {
  return page.getByRole('button', { name: /^Режим поиска/ });
}

/** Chooses the trigger form's search mode, e.g. chooseSearchMode(page, 'Период'). */
export async function chooseSearchMode(page: Page, mode: string) {
  await searchModeSelect(page).click();
  await page.getByRole('option', { name: mode, exact: true }).click();
  await expect(searchModeSelect(page)).toContainText(mode);
}

/** Opens the trigger form from the list's add button. */
export async function openTriggerForm(page: Page) {
  await page.getByRole('button', { name: 'добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
}

/** Picks each of `names` in the warehouse multi-select, then closes it. */
export async function pickWarehouses(page: Page, names: string[]) {
  await page.getByRole('button', { name: 'Склады' }).click();
  for (const name of names) {
    await page.getByPlaceholder('Поиск склада').fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}
