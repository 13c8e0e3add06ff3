// Every row of the contract's marketplace authorisation table against the stateful reference backend, launched as
// Telegram launches the app (signed init data in the launch URL): each state shows its next step where the seller
// is, and a change the backend makes meanwhile (the seller authorised, or revoked the access, in the seller
// cabinet) shows once the seller is back from the chat, or at the next marketplace read.
import { expect, setVisibility, test, today } from './fixtures';
import { startReferenceBackend, type ReferenceBackend } from './reference-backend-launch';

let backend: ReferenceBackend;
// Each test is a seller of its own.
let userId = 777000800;

test.beforeAll(async () => {
  backend = await startReferenceBackend({ botToken: '7000000003:access-states-e2e', now: () => today.getTime() });
});
test.afterAll(() => backend.close());
test.beforeEach(() => {
  userId += 1;
});

/** Puts the seller into a state through the contract's staging-only Test sellers call. */
async function provision(state: Record<string, unknown>) {
  expect((await backend.call(userId, 'PUT', '/api/test/seller', state)).status).toBe(200);
}

async function backendUser() {
  return (await backend.call(userId, 'GET', '/api/v1/user')).body as { supplierId: string | null };
}

/** The seller switches to the chat and back, as Telegram reports it (once per test: the page's clock stands still). */
async function backFromChat(page: import('@playwright/test').Page) {
  await setVisibility(page, false);
  await setVisibility(page, true);
}

test('authorised with several suppliers and none chosen: the bookings screen offers the choice, not the sent message', async ({
  app,
  page,
}) => {
  await provision({ supplier: 'authorised' });
  await backend.launch(page, userId, { view: 'autobookings-main' });
  const notice = page.getByTestId('supplier-auth-notice');
  await expect(notice).toContainText('Выберите поставщика');
  await expect(notice).not.toContainText('Сообщение отправлено');

  await notice.getByRole('button', { name: 'Выбрать поставщика' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выбор поставщика' });
  await dialog.getByRole('radio', { name: 'ООО «Северный ветер»' }).check();
  await app.mainButton.filter({ hasText: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Аккаунт: ООО «Северный ветер»' })).toBeVisible();
  expect((await backendUser()).supplierId).toBe('0b9e7c1d-3f2a-4e55-8c11-7a6b5c4d3e22');
});

test('authorised with one supplier: it is linked at once and the bookings show', async ({ page }) => {
  await provision({ supplier: 'authorised', suppliers: 1 });
  await backend.launch(page, userId, { view: 'autobookings-main' });
  await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Аккаунт: ИП Смирнова А. В.' })).toBeVisible();
  await expect(page.getByTestId('supplier-auth-notice')).toHaveCount(0);
  // The bookings read before the link said they paused for want of a supplier; they are read again.
  await expect(page.getByTestId('work-status').first()).toBeVisible();
  await expect(page.getByText(/поставщик не выбран/)).toHaveCount(0);
  expect((await backendUser()).supplierId).toBe('c2f6a1b4-7d3e-4f60-9a1b-2e5c8d9f0a11');
});

test('revoked while the app is open: the 403 of the drafts turns the form into the revoked notice, not a retry', async ({
  app,
  page,
}) => {
  app.allowErrors(/status of 403/);
  await backend.launch(page, userId, { view: 'autobookings-main' });
  await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
  await expect(page.getByTestId('supplier-auth-notice')).toHaveCount(0);

  backend.server.simulate.revokeAuthorisation(userId);
  const drafts = page.waitForResponse((response) => response.url().endsWith('/api/v1/suppliers/drafts/list'));
  await page.getByRole('button', { name: 'добавить' }).click();
  expect((await drafts).status()).toBe(403);
  const notice = page.getByTestId('supplier-auth-notice');
  await expect(notice).toContainText('Авторизация истекла');
  await expect(notice.getByRole('button', { name: 'Авторизоваться' })).toBeVisible();
  await expect(page.getByText('Не удалось загрузить черновики')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
});

test('message sent and waiting: the notice stays until the seller authorises, then offers the supplier choice on return', async ({
  page,
}) => {
  await provision({ supplier: 'waiting' });
  await backend.launch(page, userId, { view: 'autobookings-main' });
  const notice = page.getByTestId('supplier-auth-notice');
  await expect(notice).toContainText('Сообщение отправлено');
  await expect(notice.getByRole('button', { name: 'Перейти в чат' })).toBeVisible();

  backend.server.simulate.authorise(userId);
  await backFromChat(page);
  await expect(notice).toContainText('Выберите поставщика');
  await expect(notice.getByRole('button', { name: 'Выбрать поставщика' })).toBeVisible();
});

test('coming back after re-authorising a revoked supplier checks the authorisation again: the notice goes', async ({
  page,
}) => {
  await provision({ supplier: 'revoked' });
  await backend.launch(page, userId, { view: 'account' });
  const notice = page.getByTestId('supplier-auth-notice');
  await expect(notice).toContainText('Авторизация истекла');
  await notice.getByRole('button', { name: 'Авторизоваться' }).click();
  await expect(notice).toContainText('Сообщение отправлено');

  backend.server.simulate.authorise(userId);
  await backFromChat(page);
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('supplier-name')).toHaveText('ИП Смирнова А. В.');
});
