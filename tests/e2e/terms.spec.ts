import { test, expect } from './fixtures';

const sectionTitles = [
  '1. Принятие условий',
  '2. Описание сервиса',
  '3. Отдельный пользователь для приложения',
  '4. Ответственность пользователя',
  '5. Ограничение ответственности разработчика',
];

test(
  'accepting the terms posts agreeTerms, opens autobookings and closes the app',
  { tag: '@smoke' },
  async ({ app, page }) => {
    // Prism is stateless and keeps refusing the list (403) in this scenario; a real server lists once terms are accepted.
    await page.route(/\/api\/v1\/autobooking(\?|$)/, (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=firstPage' } }),
    );
    await app.open({ view: 'terms', mock: 'terms-not-accepted' });
    await expect(page.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
    await expect(page.getByText('Важно', { exact: true })).toBeVisible();
    for (const title of sectionTitles) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByText('Условия приняты')).toHaveCount(0);

    await expect(app.mainButton).toHaveText('Я согласен с условиями');
    const accept = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/update'));
    await app.mainButton.click();
    expect((await accept).postDataJSON()).toEqual({ agreeTerms: true });

    await expect(page.getByTestId('tg-closed')).toBeVisible();
    expect((await app.telegramEvents()).map((event) => event.method)).toContain('web_app_close');
    await expect(
      page.getByRole('navigation', { name: 'Разделы' }).getByRole('button', { name: 'Автобронирования' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
    // Replaced: the back button does not lead back to the terms.
    await expect(app.backButton).toBeHidden();
  },
);

test('accepted terms, read again from the account, show the text with a note and no accept button; back returns', async ({
  app,
  page,
}) => {
  await app.open({ view: 'account' });
  await app.telegramReady();
  await page
    .getByRole('region', { name: 'Помощь' })
    .getByRole('button', { name: 'Пользовательское соглашение' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
  await expect(page.getByText('Условия приняты')).toBeVisible();
  for (const title of sectionTitles) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(app.mainButton).toBeHidden();
  await app.backButton.click();
  await expect(page.getByTestId('supplier-name')).toBeVisible();
});
