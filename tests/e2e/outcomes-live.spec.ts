// The outcomes against the stateful reference backend (tools/reference-server) instead of Prism: the app launches
// with init data signed by its bot token, as Telegram launches it, and the backend's test hook records what the
// checking and booking jobs of a real backend do between two reads.
import { test, expect } from './fixtures';
import { bookingCards } from './autobookings-helpers';
import { startReferenceBackend, type ReferenceBackend } from './reference-backend-launch';
import { triggerCard } from './triggers-helpers';

// Below Telegram 7.7 the lists have an 'Обновить' button (no pull-to-refresh): the second read is a tap.
const olderClient = '7.0';
// Each test is a seller of its own, so what one records never shows in another.
let userId = 777000700;
// The backend's clock runs past the examples' last find (12:15 Moscow time), so what it records is the newest.
const backendNow = Date.parse('2026-11-21T09:40:00.000Z');
let backend: ReferenceBackend;

test.beforeAll(async () => {
  backend = await startReferenceBackend({ botToken: '7000000006:e2e-outcomes', now: () => backendNow });
});
test.afterAll(() => backend.close());
test.beforeEach(() => {
  userId += 1;
});

test('a find recorded between two reads shows on the card and at the top of its history', async ({ app, page }) => {
  await backend.launch(page, userId, { tgVersion: olderClient });
  // Telegram's SDK took the signed launch: the main button and popups work.
  await app.telegramReady();
  const card = triggerCard(page, 'Коледино, Подольск');
  const finds = card.getByRole('button', { name: /^История находок/ });
  await expect(finds).toHaveAccessibleName(
    'История находок: 2 слота · замечены 23 раза · последний: Подольск, на 21.11',
  );

  backend.server.simulate.recordFind(userId, 118, { warehouseId: 507, day: '2026-11-21', logisticsCoefficient: 130 });
  await page.getByRole('button', { name: 'Обновить' }).click();
  await expect(finds).toHaveAccessibleName(
    'История находок: 2 слота · замечены 24 раза · последний: Коледино, на 21.11',
  );

  await finds.click();
  const first = page.getByRole('dialog', { name: 'История находок' }).getByRole('listitem').first();
  // The slot seen again is one row: first found the day before, now seen again and announced at once.
  await expect(first).toContainText('Коледино · слот на 21.11.2026 · Короба');
  await expect(first).toContainText('бесплатно · логистика 130%');
  await expect(first).toContainText('последний раз 21.11.2026 12:40');
  await expect(first).toContainText('Уведомление отправлено 21.11.2026 12:40');
});

test('a booking completed between two reads moves to the completed tab with what was booked', async ({ app, page }) => {
  await backend.launch(page, userId, { view: 'autobookings-main', tgVersion: olderClient });
  await app.telegramReady();
  await expect(bookingCards(page, 'Коледино')).toBeVisible();

  backend.server.simulate.completeBooking(userId, 9014, {
    day: '2026-11-25',
    coefficient: 1,
    supplyId: 'WB-GI-12345678',
    acceptanceCost: 92000,
  });
  await page.getByRole('button', { name: 'Обновить' }).click();
  await expect(bookingCards(page, 'Коледино')).toHaveCount(0);
  await page.getByRole('tab', { name: /Завершенные/ }).click();
  const completed = bookingCards(page, 'Коледино');
  await expect(completed.getByRole('list', { name: 'Забронировано' })).toHaveText(
    '25.11.2026 · коэф. 1 · поставка WB-GI-12345678 · приемка 920 ₽',
  );
  await completed.getByRole('button', { name: 'Попытки' }).click();
  // The coefficient names its day, which the reference server records with the booking.
  await expect(page.getByRole('dialog', { name: 'Попытки бронирования' }).getByRole('listitem').first()).toContainText(
    'Забронировано: коэф. 1 на 25.11.2026, поставка WB-GI-12345678',
  );
});

test('a failure recorded between two reads shows its reason, and the source going down its banner', async ({
  app,
  page,
}) => {
  await backend.launch(page, userId, { view: 'autobookings-main', tgVersion: olderClient });
  await app.telegramReady();
  await expect(bookingCards(page, 'Подольск')).toBeVisible();
  backend.server.simulate.failBooking(userId, 9013, {
    code: 'draft_not_found',
    message: 'Черновик поставки удален в кабинете поставщика',
    retryable: false,
  });
  backend.server.simulate.setService(userId, {
    slotSource: {
      available: false,
      since: '2026-11-21T09:35:00.000Z',
      issue: 'marketplace_unavailable',
      message: 'Маркетплейс не отвечает',
    },
  });
  await page.getByRole('button', { name: 'Обновить' }).click();
  await expect(page.getByTestId('source-unavailable-banner')).toContainText('С 21.11.2026 12:35');
  await expect(bookingCards(page, 'Коледино').getByTestId('work-status')).toHaveText(/^на паузе/);
  await page.getByRole('tab', { name: /Архивные/ }).click();
  const failed = bookingCards(page, 'Подольск');
  await expect(failed).toContainText('Черновик поставки удален в кабинете поставщика');
  await expect(failed.getByRole('button', { name: /^(Авторизоваться|Купить|Активировать)$/ })).toHaveCount(0);
});
