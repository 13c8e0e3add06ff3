import { test, expect } from './fixtures';

const sections = {
  triggers: 'Таймслоты',
  autobookings: 'Автобронирования',
  store: 'Магазин',
} as const;

test(
  'header navigation highlights the section and Telegram back button walks back step by step',
  { tag: '@smoke' },
  async ({ app, page }) => {
    await page.setViewportSize({ width: 390, height: 480 });
    await app.open();
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    await expect(nav.getByRole('button', { name: sections.triggers })).toHaveAttribute('aria-current', 'page');
    await expect(app.backButton).toBeHidden();

    // A view opened from the sticky header starts at its top, wherever the last one was scrolled to.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await nav.getByRole('button', { name: sections.autobookings }).click();
    await expect(nav.getByRole('button', { name: sections.autobookings })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await nav.getByRole('button', { name: sections.store }).click();
    await expect(nav.getByRole('button', { name: sections.store })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: /Аккаунт/ }).click();
    await expect(nav.getByRole('button', { name: /Аккаунт/ })).toHaveAttribute('aria-current', 'page');
    await expect(app.backButton).toBeVisible();

    await app.backButton.click();
    await expect(nav.getByRole('button', { name: sections.store })).toHaveAttribute('aria-current', 'page');
    await app.backButton.click();
    await expect(nav.getByRole('button', { name: sections.autobookings })).toHaveAttribute('aria-current', 'page');
    await app.backButton.click();
    await expect(nav.getByRole('button', { name: sections.triggers })).toHaveAttribute('aria-current', 'page');
    await expect(app.backButton).toBeHidden();
  },
);

test(
  'without init data the user-not-found page shows, with its figure as the other error pages, and no API call is made',
  { tag: '@smoke' },
  async ({ app, page }) => {
    await app.open({ query: { tg: 'no-init-data' } });
    await expect(page.getByRole('heading', { name: 'Пользователь не найден' })).toBeVisible();
    await expect(page.getByText('Произошла ошибка при загрузке данных пользователя')).toBeVisible();
    const figure = page.locator('main [aria-hidden="true"] svg, [aria-hidden="true"] > svg').first();
    await expect(figure).toBeVisible();
    expect((await figure.boundingBox())!.width).toBeGreaterThanOrEqual(48);
    expect(app.apiRequests).toEqual([]);
  },
);

test(
  'a failed user request shows the user-not-found page, and retry recovers',
  { tag: '@smoke' },
  async ({ app, page }) => {
    app.allowErrors();
    let failing = true;
    await page.route('**/api/v1/user', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Внутренняя ошибка сервера"}',
          })
        : route.fallback(),
    );
    await app.open();
    await expect(page.getByRole('heading', { name: 'Пользователь не найден' })).toBeVisible();
    // The seller's own failure replaces the whole app: no sections to go to.
    await expect(page.getByRole('navigation', { name: 'Разделы' })).toHaveCount(0);
    expect(app.errors.some((error) => error.includes('Failed to fetch user data'))).toBe(true);
    failing = false;
    await page.getByRole('button', { name: 'Попробовать снова' }).click();
    await expect(page.getByRole('button', { name: 'Аккаунт: ИП Смирнова А. В.' })).toBeVisible();
  },
);

test('a launch URL naming an unknown view opens the not-found page, whose button leads home', async ({ app, page }) => {
  await app.open({ view: 'triggers-form' });
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText('Извините, запрашиваемая страница не существует')).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await page.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(page.getByRole('button', { name: sections.triggers })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
});

test('the loading screen shows while the data is on the way: the boot shell at launch, the view skeleton later', async ({
  app,
  page,
}) => {
  let release: () => void = () => undefined;
  let released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/(triggers|autobooking)/, async (route) => {
    await released;
    await route.fallback();
  });
  await app.open();
  // At launch the boot shell of index.html stays until the view can render with its data.
  await expect(page.locator('.boot')).toBeVisible();
  // It pulses as one block: one animation, not one per placeholder (each would be a layer and an event on start).
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(1);
  release();
  await expect(page.locator('.boot')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'добавить' })).toBeVisible();

  released = new Promise<void>((resolve) => (release = resolve));
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('button', { name: 'Автобронирования' }).click();
  await expect(page.getByTestId('view-skeleton')).toBeVisible();
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(1);
  release();
  await expect(page.getByTestId('view-skeleton')).toHaveCount(0);
});

test('a render error inside a view shows the error page instead of a white screen', async ({ app, page }) => {
  app.allowErrors();
  await page.route('**/api/v1/triggers', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id":1}]' }),
  );
  await app.open();
  await expect(page.getByRole('heading', { name: 'Что-то пошло не так' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
});

test('a client older than 7.7 keeps vertical swipes', async ({ app, page }) => {
  await app.open({ query: { tgVersion: '7.6' } });
  await expect(page.getByRole('button', { name: sections.triggers })).toBeVisible();
  // The viewport is set up in the same step as the swipes: once it is expanded, the swipes were left alone.
  await expect.poll(async () => (await app.telegramEvents()).map((event) => event.method)).toContain('web_app_expand');
  const methods = (await app.telegramEvents()).map((event) => event.method);
  expect(methods).toContain('web_app_ready');
  expect(methods).not.toContain('web_app_setup_swipe_behavior');
});
