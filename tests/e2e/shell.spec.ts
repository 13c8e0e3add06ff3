import { test, expect } from './fixtures';

const sections = {
  triggers: 'Таймслоты',
  autobookings: 'Автобронирования',
  store: 'Магазин',
} as const;

test.describe('start view from ?view=', () => {
  const cases: [string, RegExp][] = [
    ['triggers-main', /Таймслоты/],
    ['autobookings-main', /Автобронирования/],
    ['store', /Магазин/],
    ['account', /Аккаунт/],
  ];
  for (const [view, current] of cases) {
    test(`opens ${view}`, { tag: '@smoke' }, async ({ app, page }) => {
      await app.open({ view });
      await expect(
        page.getByRole('navigation', { name: 'Разделы' }).locator('[aria-current="page"]'),
      ).toHaveAccessibleName(current);
    });
  }

  test('opens terms, which no header section highlights', { tag: '@smoke' }, async ({ app, page }) => {
    await app.open({ view: 'terms' });
    await expect(page.getByTestId('view-skeleton')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Разделы' }).locator('[aria-current="page"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/соглашени/i);
  });

  for (const rejected of ['autobookings-form', 'store-bookings', 'admin']) {
    test(`opens the not-found page for ?view=${rejected}`, async ({ app, page }) => {
      await app.open({ view: rejected });
      await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    });
  }

  test('opens the default without a view', async ({ app, page }) => {
    await app.open({ query: { view: '' } });
    await expect(page.getByRole('button', { name: sections.triggers })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
  });

  test('account with action=change_supplier opens the supplier selection', async ({ app, page }) => {
    await app.open({ view: 'account', action: 'change_supplier' });
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test(
  'header navigation highlights the section and Telegram back button walks back step by step',
  { tag: '@smoke' },
  async ({ app, page }) => {
    await app.open();
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    await expect(nav.getByRole('button', { name: sections.triggers })).toHaveAttribute('aria-current', 'page');
    await expect(app.backButton).toBeHidden();

    await nav.getByRole('button', { name: sections.autobookings }).click();
    await expect(nav.getByRole('button', { name: sections.autobookings })).toHaveAttribute('aria-current', 'page');
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

test('the account button shows the linked supplier', async ({ app, page }) => {
  await app.open();
  await expect(page.getByRole('button', { name: 'Аккаунт: ИП Смирнова А. В.' })).toBeVisible();
});

test(
  'without init data the user-not-found page shows and no API call is made',
  { tag: '@smoke' },
  async ({ app, page }) => {
    await app.open({ query: { tg: 'no-init-data' } });
    await expect(page.getByRole('heading', { name: 'Пользователь не найден' })).toBeVisible();
    await expect(page.getByText('Произошла ошибка при загрузке данных пользователя')).toBeVisible();
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
    expect(app.errors.some((error) => error.includes('Failed to fetch user data'))).toBe(true);
    failing = false;
    await page.getByRole('button', { name: 'Попробовать снова' }).click();
    await expect(page.getByRole('button', { name: 'Аккаунт: ИП Смирнова А. В.' })).toBeVisible();
  },
);

test('an unknown view shows the not-found page, whose button leads home', { tag: '@smoke' }, async ({ app, page }) => {
  await app.open();
  await expect(page.getByRole('button', { name: sections.triggers })).toHaveAttribute('aria-current', 'page');
  await page.evaluate(() => window.__appRouter?.navigate({ to: '/nowhere' as never }));
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText('Извините, запрашиваемая страница не существует')).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await page.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(page.getByRole('button', { name: sections.triggers })).toHaveAttribute('aria-current', 'page');
});

test('a launch URL naming an unknown view opens the not-found page, whose button leads home', async ({ app, page }) => {
  await app.open({ view: 'triggers-form' });
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText('Извините, запрашиваемая страница не существует')).toBeVisible();
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

test('the dark theme comes from Telegram theme parameters', async ({ app, page }) => {
  await app.open({ theme: 'dark' });
  await expect(page.getByRole('button', { name: sections.triggers })).toBeVisible();
  // Telegram passes the theme in the launch URL, which the boot script reads before the first paint; the simulated
  // client of test builds passes it through the SDK, which loads after the first render.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(35, 46, 60)');
});

test('Telegram is set up: ready, expanded, vertical swipes off', async ({ app, page }) => {
  await app.open();
  await expect(page.getByRole('button', { name: sections.triggers })).toBeVisible();
  // Expansion and swipes are set up once the first view has rendered.
  await expect
    .poll(async () => (await app.telegramEvents()).map((event) => event.method))
    .toEqual(expect.arrayContaining(['web_app_ready', 'web_app_expand', 'web_app_setup_swipe_behavior']));
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

test('Telegram asks before closing while a form holds unsaved input, and no longer once it is left', async ({
  app,
  page,
}) => {
  const closingConfirmations = async () =>
    (await app.telegramEvents())
      .filter((event) => event.method === 'web_app_setup_closing_behavior')
      .map((event) => (event.params as { need_confirmation: boolean }).need_confirmation);
  await app.open();
  await page.getByRole('button', { name: 'добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
  expect(await closingConfirmations()).toEqual([]);
  await page.getByRole('checkbox', { name: 'Короба' }).check();
  await expect.poll(closingConfirmations).toEqual([true]);
  await app.backButton.click();
  await page.getByTestId('tg-popup').getByRole('button', { name: 'Отменить изменения' }).click();
  await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toHaveCount(0);
  await expect.poll(closingConfirmations).toEqual([true, false]);
});
