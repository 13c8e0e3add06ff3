import type { Page } from '@playwright/test';
import { test, expect, receiveTelegramEvent as receive, setVisibility } from './fixtures';

// What real Telegram clients do to a running mini app: reload it, hand it the launch parameters in the hash or the
// query, shrink the viewport for the keyboard, send it to the background and back. Events come in as the mobile
// clients send them, through window.Telegram.WebView.receiveEvent (a theme change: accessibility.spec.ts, whose dark
// checks follow one, and telegram-web.spec.ts).

const dark = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
};
const initData = new URLSearchParams({
  user: JSON.stringify({ id: 279058397, first_name: 'Анна', language_code: 'ru' }),
  chat_instance: '-3788475317572404878',
  chat_type: 'sender',
  auth_date: '1795078800',
  signature: 'test-signature',
  hash: '89d6079ad6762351f38c6dbbc41bb53048019256a9443988af7a48bcad16ba31',
}).toString();
const launchParams = new URLSearchParams({
  tgWebAppVersion: '8.0',
  tgWebAppPlatform: 'ios',
  tgWebAppThemeParams: JSON.stringify(dark),
  tgWebAppData: initData,
});

const cssVariable = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

/** Waits for the Telegram setup that runs after the first render: theme, then the viewport and its CSS variables. */
async function setUp(page: Page) {
  await expect.poll(() => cssVariable(page, '--tg-viewport-height')).not.toBe('');
}

for (const [where, url] of [
  ['only in the hash', `/?view=store&theme=dark#${launchParams}`],
  ['only in the query', `/?view=store&theme=dark&${launchParams}`],
] as const) {
  test(`launch parameters ${where} start the app themed, with the seller's init data`, async ({ app, page }) => {
    await page.goto(url);
    await expect(
      page.getByRole('navigation', { name: 'Разделы' }).locator('[aria-current="page"]'),
    ).toHaveAccessibleName(/Магазин/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(35, 46, 60)');
    expect(app.apiRequests.length).toBeGreaterThan(0);
    for (const request of app.apiRequests) expect(request.initData).toBe(initData);
  });
}

test('a reload inside the client starts the app again in its launch view, with the init data', async ({
  app,
  page,
}) => {
  await app.open({ view: 'store' });
  await page.getByRole('button', { name: /Аккаунт/ }).click();
  await expect(page.getByRole('navigation', { name: 'Разделы' }).locator('[aria-current="page"]')).toHaveAccessibleName(
    /Аккаунт/,
  );
  const before = app.apiRequests.length;
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Разделы' }).locator('[aria-current="page"]')).toHaveAccessibleName(
    /Магазин/,
  );
  await expect(page.getByText(/дн|нет подписки/).first()).toBeVisible();
  const after = app.apiRequests.slice(before);
  expect(after.map((request) => request.path)).toContain('/api/v1/user');
  // The launch parameters (signed init data) are read from the URL again, never kept in storage.
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
    'tgWebAppData',
  );
});

test('the viewport shrinking for the keyboard and growing back keeps the form and its input', async ({ app, page }) => {
  await app.open();
  await page.getByRole('button', { name: 'добавить' }).click();
  await setUp(page);
  await page.getByRole('checkbox', { name: 'Короба' }).check();
  const stable = await cssVariable(page, '--tg-viewport-stable-height');
  // The keyboard slides in: unstable heights while it moves, then a stable one.
  await receive(page, 'viewport_changed', { height: 600, width: 390, is_expanded: true, is_state_stable: false });
  await receive(page, 'viewport_changed', { height: 420, width: 390, is_expanded: true, is_state_stable: true });
  await expect.poll(() => cssVariable(page, '--tg-viewport-height')).toBe('420px');
  expect(await cssVariable(page, '--tg-viewport-stable-height')).not.toBe(stable);
  await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
  await receive(page, 'viewport_changed', { height: 844, width: 390, is_expanded: true, is_state_stable: true });
  await expect.poll(() => cssVariable(page, '--tg-viewport-height')).toBe('844px');
  await expect(page.getByRole('checkbox', { name: 'Короба' })).toBeChecked();
});

test('sent to the background and back, the app keeps the form and its input and still works', async ({ app, page }) => {
  await app.open();
  await page.getByRole('button', { name: 'добавить' }).click();
  await page.getByRole('checkbox', { name: 'Короба' }).check();
  await page.evaluate(() => ((window as unknown as { launchMarker: boolean }).launchMarker = true));
  await setVisibility(page, false);
  await receive(page, 'visibility_changed', { is_visible: false });
  await setVisibility(page, true);
  await receive(page, 'visibility_changed', { is_visible: true });
  await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Короба' })).toBeChecked();
  // Not reloaded (a reload would have lost the marker and the input).
  expect(await page.evaluate(() => (window as unknown as { launchMarker?: boolean }).launchMarker)).toBe(true);
  await app.backButton.click();
  await page.getByTestId('tg-popup').getByRole('button', { name: 'Отменить изменения' }).click();
  await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
});

test('init data without Telegram’s signature: a development build says on screen that the SDK did not start, and why', async ({
  app,
  page,
}) => {
  app.allowErrors(/^Telegram SDK did not start/);
  const unsigned = new URLSearchParams(initData);
  unsigned.delete('signature');
  const launch = new URLSearchParams(launchParams);
  launch.set('tgWebAppData', unsigned.toString());
  await page.goto(`/?view=terms#${launch}`);
  // The app reads the init data itself, so the seller's data loads; only the SDK refuses it.
  await expect(page.getByRole('heading', { name: /Пользовательское соглашение/ })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'SDK Telegram не запустился' });
  await expect(notice).toContainText('Expected "signature"');
  await expect(notice).toContainText('STAGING_BOT_TOKEN');
  expect(app.errors.some((error) => error.includes('Expected "signature"'))).toBe(true);
});
