// The two journeys where the app and a backend that follows the contract could disagree on a date rule, against
// the stateful reference backend instead of Prism: reactivating an archived autobooking on the edge of its last
// relevant day, and editing triggers that have been running for days (their past days go back as read).
// The app launches with init data signed by the backend's bot token, as Telegram launches it; the backend's clock is
// the page's fixed clock.
import type { SchemaAutobooking, SchemaTrigger } from '@generated/schema';
import { bookingCards, scrollToCard, toast } from './autobookings-helpers';
import { expect, test, today } from './fixtures';
import { startReferenceBackend, type ReferenceBackend } from './reference-backend-launch';
import { triggerCard } from './triggers-helpers';

const sellerId = 777000101;
const createdAt = '2026-11-10T09:00:00.000Z';

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const dayEnd = (day: string) => `${day}T23:59:59.999Z`;

function trigger(id: number, warehouseId: number, dates: Partial<SchemaTrigger>): SchemaTrigger {
  return {
    id,
    warehouseIds: [warehouseId],
    supplyTypes: ['BOX'],
    searchMode: 'WEEK',
    startDate: null,
    endDate: null,
    selectedDates: [],
    checkInterval: 180,
    maxCoefficient: 0,
    isActive: true,
    status: 'RELEVANT',
    lastNotificationAt: null,
    createdAt,
    ...dates,
  };
}

function archived(id: number, warehouseId: number, dates: Partial<SchemaAutobooking>): SchemaAutobooking {
  return {
    id,
    status: 'ARCHIVED',
    warehouseId,
    transitWarehouseId: null,
    transitWarehouseName: null,
    supplyType: 'BOX',
    dateType: 'WEEK',
    startDate: null,
    endDate: null,
    customDates: [],
    completedDates: [],
    maxCoefficient: 0,
    createdAt: `2026-11-0${id % 10}T09:00:00.000Z`,
    draftId: '6f1c2b7e-0a44-4c1e-9d53-1b2a3c4d5e60',
    ...dates,
  };
}

// Today is 21.11.2026 (the page's and the backend's clock).
const weekDays = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
const seedTriggers = [
  // A week that started two days ago: its first two days are past.
  trigger(1, 507, {
    searchMode: 'WEEK',
    startDate: dayStart('2026-11-19'),
    endDate: dayEnd('2026-11-25'),
    selectedDates: weekDays.map(dayStart),
  }),
  // Watching since three days ago, with no end.
  trigger(2, 117986, { searchMode: 'UNTIL_FOUND', startDate: dayStart('2026-11-18'), endDate: null }),
  // A period that started yesterday.
  trigger(3, 1733, {
    searchMode: 'RANGE',
    startDate: dayStart('2026-11-20'),
    endDate: dayEnd('2026-11-23'),
    selectedDates: ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map(dayStart),
  }),
];
const seedBookings = [
  // WEEK from 14.11: its last relevant day is 21.11, today.
  archived(1, 507, { dateType: 'WEEK', startDate: '2026-11-14' }),
  // WEEK from 13.11: its last relevant day was yesterday.
  archived(2, 117986, { dateType: 'WEEK', startDate: '2026-11-13' }),
  // MONTH from 21.10: its last relevant day is 21.11, today.
  archived(3, 1733, { dateType: 'MONTH', startDate: '2026-10-21' }),
  // MONTH from 20.10: over since today.
  archived(4, 218987, { dateType: 'MONTH', startDate: '2026-10-20' }),
];

let backend: ReferenceBackend;

test.beforeAll(async () => {
  backend = await startReferenceBackend({
    botToken: '7000000002:reference-backend-e2e-token',
    now: () => today.getTime(),
    seedSeller: (state) => {
      state.triggers = structuredClone(seedTriggers);
      state.autobookings = structuredClone(seedBookings);
    },
  });
});

test.afterAll(() => backend.close());

/** A call to the reference backend outside the page, as the same seller. */
const call = (method: string, path: string, body?: unknown) => backend.call(sellerId, method, path, body);

test.describe.configure({ mode: 'serial' });

test('a running trigger of every date kind is edited: its past days go back as read and are kept', async ({
  app,
  page,
}) => {
  await backend.launch(page, sellerId);
  // Telegram's SDK took the signed launch: the main button and popups work.
  await app.telegramReady();
  for (const warehouse of ['Коледино', 'Казань', 'Екатеринбург - Испытателей 14г']) {
    await triggerCard(page, warehouse).getByRole('button', { name: 'изменить' }).click();
    await expect(page.getByRole('heading', { name: 'Редактирование таймслота' })).toBeVisible();
    await page.getByRole('radio', { name: '1 час' }).check();
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    await app.mainButton.click();
    expect((await saved).status()).toBe(200);
    await expect(toast(page, 'success', 'Таймслот успешно обновлен').first()).toBeVisible();
    await expect(triggerCard(page, warehouse)).toContainText('каждый час');
  }

  const { body } = await call('GET', '/api/v1/triggers');
  const stored = new Map((body as SchemaTrigger[]).map((t) => [t.id, t]));
  expect(stored.get(1)).toMatchObject({
    checkInterval: 60,
    startDate: dayStart('2026-11-19'),
    selectedDates: weekDays.map(dayStart),
  });
  expect(stored.get(2)).toMatchObject({ checkInterval: 60, startDate: dayStart('2026-11-18'), endDate: null });
  // The period's editor starts it today: the past day is dropped, which the contract allows as well.
  expect(stored.get(3)).toMatchObject({ checkInterval: 60, endDate: dayEnd('2026-11-23') });
  expect(stored.get(3)?.selectedDates.at(0)).toMatch(/^2026-11-2[01]T00:00:00.000Z$/);
});

test("'Активировать' is offered through the last relevant day, and the backend accepts it on that day", async ({
  app,
  page,
}) => {
  await backend.launch(page, sellerId, { view: 'autobookings-main' });
  await app.telegramReady();
  await page.getByRole('tab', { name: /Архивные/ }).click();
  const popup = page.getByTestId('tg-popup');

  for (const warehouse of ['Коледино', 'Екатеринбург - Испытателей 14г']) {
    const card = await scrollToCard(bookingCards(page, warehouse));
    await card.getByRole('button', { name: 'Активировать' }).click();
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    await popup.getByRole('button', { name: 'Активировать' }).click();
    expect((await saved).status()).toBe(200);
    await expect(toast(page, 'success', 'Автобронирование успешно обновлено').first()).toBeVisible();
  }

  for (const warehouse of ['Казань', 'Алматы Атакент']) {
    const card = await scrollToCard(bookingCards(page, warehouse));
    await expect(card.getByText('Срок истек')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Активировать' })).toHaveCount(0);
  }
  // The backend agrees on the day after the last relevant day.
  for (const id of [2, 4]) {
    expect(await call('PUT', '/api/v1/autobooking', { id, status: 'ACTIVE' })).toMatchObject({
      status: 409,
      body: { code: 'autobooking_expired' },
    });
  }
  const active = await call('GET', '/api/v1/autobooking?group=active');
  expect((active.body as { items: SchemaAutobooking[] }).items.map((b) => b.id).sort()).toEqual([1, 3]);
});
