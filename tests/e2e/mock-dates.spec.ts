import { test, expect } from './fixtures';
import { triggerCard } from './triggers-helpers';

// The mocked backend's examples are written for 21.11.2026; a dev or test build moves their dates to the page's today
// (every date of every JSON answer: src/dev/mock-dates.test.ts). On the examples' own day nothing moves, which every
// other e2e test shows.
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
