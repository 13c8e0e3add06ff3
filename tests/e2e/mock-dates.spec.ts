import { test, expect } from './fixtures';
import { triggerCard } from './triggers-helpers';

// The mocked backend's examples are written for 21.11.2026; a dev or test build moves their dates to the page's today.
const threeDaysLater = new Date('2026-11-24T09:00:00.000Z');

test("the mocked answers' dates follow the page's today", async ({ app, page }) => {
  await page.clock.setFixedTime(threeDaysLater);
  await app.open();
  // The 'today' watch of the examples is for today, three days later, and was created the day before it.
  const todayWatch = triggerCard(page, 'Коледино, Подольск');
  await expect(todayWatch.getByRole('definition')).toHaveText([
    'Короба',
    'Сегодня',
    '24.11.2026',
    'каждый час',
    'Бесплатная',
    '24.11 09:15',
    '23.11',
  ]);
});

test("the subscription and the payments follow the page's today too", async ({ app, page }) => {
  await page.clock.setFixedTime(threeDaysLater);
  await app.open({ view: 'account' });
  await expect(page.getByRole('region', { name: 'Поставщик' })).toContainText('до 23.12.2026 включительно');
  // The newest payment of the examples was made three days before their today.
  await expect(page.getByRole('table', { name: 'История платежей' }).getByRole('row').nth(1)).toContainText(
    '21.11.2026',
  );
});

test("on the examples' own day (every other e2e test) nothing moves", async ({ app, page }) => {
  await app.open({ view: 'account' });
  await expect(page.getByRole('region', { name: 'Поставщик' })).toContainText('до 20.12.2026 включительно');
});
