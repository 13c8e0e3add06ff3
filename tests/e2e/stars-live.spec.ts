// A Stars purchase against the stateful reference backend (tools/reference-server) instead of Prism, launched as
// Telegram launches the app (signed init data in the launch URL); the test does what Telegram's servers do before
// the sheet closes with "paid": the bot receives `successful_payment` and the backend applies the purchase.
import { test, expect, today } from './fixtures';
import { startReferenceBackend, type ReferenceBackend } from './reference-backend-launch';

let backend: ReferenceBackend;
// Each test is a seller of its own.
let userId = 777000900;

test.beforeAll(async () => {
  backend = await startReferenceBackend({ botToken: '7000000004:stars-live-e2e', now: () => today.getTime() });
});
test.afterAll(() => backend.close());
// A seller whose subscription ran out, through the contract's staging-only Test sellers call.
test.beforeEach(async () => {
  userId += 1;
  expect((await backend.call(userId, 'PUT', '/api/test/seller', { subscriptionDays: 0 })).status).toBe(200);
});

test('after a paid invoice the app reads the seller again from the backend: the subscription, the history and its renewal', async ({
  app,
  page,
}) => {
  await backend.launch(page, userId, { view: 'store' });
  await expect(page.getByTestId('subscription-days')).toHaveText('нет подписки');
  await page.getByTestId('tariff-sub_1m').getByRole('button', { name: 'Выбрать' }).click();
  await app.mainButton.click();
  const sheet = page.getByTestId('tg-invoice');
  await expect(sheet).toBeVisible();

  const opened = (await app.telegramEvents()).find((event) => event.method === 'web_app_open_invoice');
  const { slug } = opened?.params as { slug: string };
  const userReads = () => app.apiRequests.filter((request) => request.path === '/api/v1/user').length;
  const readsBeforePaid = userReads();
  // Telegram's servers: the bot receives successful_payment before the sheet closes with paid.
  expect(backend.server.simulate.completeStarsPayment(`https://t.me/$${slug}`)).toMatchObject({ status: 'succeeded' });
  await sheet.getByRole('button', { name: 'Оплатить' }).click();

  const checkout = page.getByTestId('stars-checkout');
  await expect(checkout).toHaveAttribute('data-step', 'applied');
  await expect(checkout).toContainText('Покупка уже в приложении');
  expect(userReads()).toBeGreaterThan(readsBeforePaid);
  await app.mainButton.filter({ hasText: 'Готово' }).click();
  await expect(page.getByTestId('subscription-days')).toHaveText('осталось 30 дней');

  await page.getByRole('button', { name: /^Аккаунт/ }).click();
  await expect(page.getByTestId('subscription-renewal')).toContainText('Продлевается автоматически · 21.12');
  const paidRow = page.getByRole('row').nth(1);
  await expect(paidRow).toContainText('Подписка на 1 месяц');
  await expect(paidRow).toContainText('Оплачено');
  await expect(paidRow.getByRole('img', { name: '150 звезд' })).toBeVisible();
});

test('a sheet that says paid while the backend has no payment never reads paid: the purchase is still awaited', async ({
  app,
  page,
}) => {
  await backend.launch(page, userId, { view: 'store' });
  await page.getByTestId('tariff-sub_1m').getByRole('button', { name: 'Выбрать' }).click();
  await app.mainButton.click();
  await page.getByTestId('tg-invoice').getByRole('button', { name: 'Оплатить' }).click();
  const checkout = page.getByTestId('stars-checkout');
  await expect(checkout).toHaveAttribute('data-step', 'confirming');
  await expect
    .poll(() => app.apiRequests.filter((request) => request.path === '/api/v1/user').length)
    .toBeGreaterThan(1);
  await expect(checkout).toHaveAttribute('data-step', 'confirming');
  await expect(page.getByTestId('subscription-days')).toHaveText('нет подписки');
});
