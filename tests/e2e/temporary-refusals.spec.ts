// The mock scenarios of refusals the seller cannot fix by tapping again at once: too many calls (429), the
// marketplace or payment provider down (503), both with Retry-After, and Telegram's signature too old (401
// init_data_expired). Each shows the server's message, keeps the seller's input and never repeats a change.
import type { Page } from '@playwright/test';
import { test, expect, errorBoundaryLog } from './fixtures';
import { bookingCards } from './autobookings-helpers';
import { toast, triggerCard } from './triggers-helpers';

const koledino = 'Коледино, Подольск';

function callsTo(page: Page, method: string, path: string) {
  const calls: { retryAfter: Promise<string | null> }[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path)
      calls.push({ retryAfter: request.response().then((response) => response?.headerValue('retry-after') ?? null) });
  });
  return calls;
}

async function payForPlan(page: Page, mainButton: ReturnType<Page['getByTestId']>) {
  await page.getByTestId('tariff-sub_3m').getByRole('button', { name: 'Выбрать' }).click();
  await page.getByRole('button', { name: /^Оплатить картой/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Оплата' });
  await dialog.getByLabel('Email').fill('seller@example.ru');
  await mainButton.filter({ hasText: 'Получить ссылку на оплату' }).click();
  return dialog;
}

test('rate-limited: a refused change says to try later, keeps the card and is not repeated', async ({ app, page }) => {
  app.allowErrors(/^Failed to load resource/);
  const deletes = callsTo(page, 'DELETE', '/api/v1/triggers');
  await app.open({ mock: 'rate-limited' });

  const card = triggerCard(page, koledino);
  await card.getByRole('button', { name: 'Удалить таймслот' }).click();
  await page.getByTestId('tg-popup').getByRole('button', { name: 'Удалить' }).click();
  await expect(toast(page, 'error', 'Слишком много запросов. Попробуйте немного позже')).toBeVisible();
  await expect(card).toBeVisible();
  expect(deletes).toHaveLength(1);
  expect(await deletes[0]!.retryAfter).toBe('30');
});

test('rate-limited: a refused archive says to try later and keeps the booking where it was', async ({ app, page }) => {
  app.allowErrors(/^Failed to load resource/);
  const changes = callsTo(page, 'PUT', '/api/v1/autobooking');
  await app.open({ view: 'autobookings-main', mock: 'rate-limited' });

  const card = bookingCards(page, 'Коледино');
  await card.getByRole('button', { name: 'В архив' }).click();
  await page.getByTestId('tg-popup').getByRole('button', { name: 'В архив' }).click();
  await expect(toast(page, 'error', 'Слишком много запросов. Попробуйте немного позже')).toBeVisible();
  await expect(card).toBeVisible();
  expect(changes).toHaveLength(1);
});

test('rate-limited: a refused payment shows the server message in the modal and keeps the e-mail', async ({
  app,
  page,
}) => {
  app.allowErrors(/^Failed to load resource/);
  const payments = callsTo(page, 'POST', '/api/v1/payments/create');
  await app.open({ view: 'store', mock: 'rate-limited' });

  const dialog = await payForPlan(page, app.mainButton);
  await expect(dialog.getByRole('alert')).toHaveText('Слишком много запросов. Попробуйте немного позже');
  await expect(dialog.getByLabel('Email')).toHaveValue('seller@example.ru');
  expect(payments).toHaveLength(1);
});

test('upstream-unavailable: marketplace reads are not retried past a long Retry-After, and a payment says why it failed', async ({
  app,
  page,
}) => {
  app.allowErrors(/^Failed to load resource/);
  const drafts = callsTo(page, 'POST', '/api/v1/suppliers/drafts/list');
  await app.open({ view: 'autobookings-main', mock: 'upstream-unavailable' });
  await page.getByRole('button', { name: 'добавить' }).click();
  // Retry-After asks for 30 s, more than a loading screen waits: the form says so at once, with its own retry.
  await expect(page.getByText('Не удалось загрузить черновики')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  expect(drafts).toHaveLength(1);
  expect(await drafts[0]!.retryAfter).toBe('30');

  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('button', { name: 'Магазин' }).click();
  const dialog = await payForPlan(page, app.mainButton);
  await expect(dialog.getByRole('alert')).toHaveText('Маркетплейс временно недоступен');
  await expect(dialog.getByLabel('Email')).toHaveValue('seller@example.ru');
});

test('init-data-expired: the user page asks to reopen the app instead of offering a retry that cannot help', async ({
  app,
  page,
}) => {
  app.allowErrors(/^Failed to load resource|^Failed to fetch user data$/, errorBoundaryLog);
  const users = callsTo(page, 'GET', '/api/v1/user');
  await app.open({ mock: 'init-data-expired' });

  await expect(page.getByRole('heading', { level: 1, name: 'Пользователь не найден' })).toBeVisible();
  await expect(page.getByText('Сессия устарела. Закройте приложение и откройте его снова')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Попробовать снова' })).toHaveCount(0);
  // A 401 is not retried: the same init data would be refused again.
  expect(users).toHaveLength(1);
});
