import type { Page, Route } from '@playwright/test';
import { test, expect, errorBoundaryLog, type AppHarness } from './fixtures';
import { triggerCard } from './triggers-helpers';

// Answers kept from the last launch paint the screen, but the server's answer decides what the seller may open
// (docs/performance.md, "Kept answers"). Each test keeps a launch's answers, changes what the server says, and
// launches again.

const storageKey = 'slots:start-answers';

/** Launches and waits until the answers of `view` are kept. */
async function keptLaunch(app: AppHarness, page: Page, options: { mock?: string; view?: string }) {
  await app.open(options);
  await page.waitForFunction(
    ({ key, view }) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { screens?: Record<string, string> }).screens?.[view] !==
      undefined,
    { key: storageKey, view: options.view ?? 'triggers-main' },
  );
}

/** The server's user from now on: Prism's answer with `change` applied. */
async function serverUser(page: Page, change: Record<string, unknown>) {
  await page.route(/\/api\/v1\/user$/, async (route: Route) => {
    const answer = await route.fetch();
    const user = (await answer.json()) as Record<string, unknown>;
    await route.fulfill({ response: answer, json: { ...user, ...change } });
  });
}

/** The server's active autobooking list from now on: the contract's first page. */
async function serverListsAutobookings(page: Page) {
  await page.route(/\/api\/v1\/autobooking\?/, (route) =>
    route.fallback({ headers: { ...route.request().headers(), prefer: 'code=200, example=firstPage' } }),
  );
}

const refusal = (status: number, code: string, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ code, message }),
});

/** The server refuses the list for want of a supplier: the launch shows the authorisation notice, not the terms. */
async function expectAuthorisationNoticeWhenListRefused(app: AppHarness, page: Page) {
  await page.route(/\/api\/v1\/autobooking\?/, (route) =>
    route.fulfill(refusal(403, 'supplier_not_linked', 'Авторизуйтесь в личном кабинете продавца.')),
  );
  // Unlinked, so the marketplace lists no supplier (as after a logout).
  await page.route(/\/api\/v1\/suppliers\/info$/, (route) =>
    route.fallback({ headers: { ...route.request().headers(), prefer: 'example=none' } }),
  );
  app.allowErrors(/403/);

  await app.open({ view: 'autobookings-main' });
  await expect(page.getByTestId('supplier-auth-notice')).toContainText('Требуется авторизация');
  await expect(page.getByText('Условия приняты')).toHaveCount(0);
}

test('a seller who accepted the terms since the kept launch opens the autobookings, not the terms page', async ({
  app,
  page,
}) => {
  await keptLaunch(app, page, { mock: 'terms-not-accepted' });
  await serverUser(page, { agreeTerms: true });
  await serverListsAutobookings(page);

  await app.open({ mock: 'terms-not-accepted', view: 'autobookings-main' });
  await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
  await expect(page.getByText('Условия приняты')).toHaveCount(0);
});

test('a seller whose kept answers say the terms are not accepted is still sent to the terms when the server agrees', async ({
  app,
  page,
}) => {
  await keptLaunch(app, page, { mock: 'terms-not-accepted' });
  await app.open({ mock: 'terms-not-accepted', view: 'autobookings-main' });
  await expect(page.getByRole('heading', { name: /соглашение/i }).first()).toBeVisible();
  await expect(app.mainButton).toBeVisible();
});

test('init data the server refuses on a reopen replaces the kept screen with the sign-in page and drops what was kept', async ({
  app,
  page,
}) => {
  await keptLaunch(app, page, {});
  await expect(triggerCard(page, 'Коледино, Подольск')).toBeVisible();
  await page.route(/\/api\/v1\//, (route) =>
    route.fulfill(
      refusal(401, 'init_data_expired', 'Данные Telegram устарели. Закройте приложение и откройте его снова.'),
    ),
  );
  app.allowErrors(/^Failed to load resource|^Failed to fetch user data$/, errorBoundaryLog);

  await app.open();
  await expect(page.getByRole('heading', { name: 'Пользователь не найден' })).toBeVisible();
  await expect(page.getByText('Данные Telegram устарели. Закройте приложение и откройте его снова.')).toBeVisible();
  await expect(triggerCard(page, 'Коледино, Подольск')).toHaveCount(0);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
});

test('a supplier unlinked elsewhere shows the authorisation notice, not the terms page', async ({ app, page }) => {
  await keptLaunch(app, page, { view: 'autobookings-main' });
  await serverUser(page, { supplierId: null, supplierName: null, authMessageSent: false });
  await expectAuthorisationNoticeWhenListRefused(app, page);
});

test("a refusal of the list by another access code never reads as 'terms not accepted'", async ({ app, page }) => {
  let userReads = 0;
  await page.route(/\/api\/v1\/user$/, async (route) => {
    const answer = await route.fetch();
    const user = (await answer.json()) as Record<string, unknown>;
    // The first read still names the supplier; the server unlinked it meanwhile.
    userReads += 1;
    await route.fulfill({
      response: answer,
      json: userReads === 1 ? user : { ...user, supplierId: null, supplierName: null, authMessageSent: false },
    });
  });
  await expectAuthorisationNoticeWhenListRefused(app, page);
});

test('a subscription renewed elsewhere lifts the kept warning once the server answers', async ({ app, page }) => {
  await keptLaunch(app, page, { mock: 'expired-subscription', view: 'autobookings-main' });
  await expect(page.getByText('Подписка не активна').first()).toBeVisible();
  await serverUser(page, { subscriptionExpiresAt: '2027-01-20T09:00:00.000Z' });

  await app.open({ mock: 'expired-subscription', view: 'autobookings-main' });
  await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
  await expect(page.getByText('Подписка не активна')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'добавить' })).toBeVisible();
});
