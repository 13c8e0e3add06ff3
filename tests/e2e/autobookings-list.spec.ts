import type { SchemaUser } from '@generated/schema';
import { test, expect } from './fixtures';
import {
  bookingCards,
  callsTo,
  listEndReported,
  nextCall,
  scrollToCard,
  scrollToEnd,
  toast,
  typeKeyByKey,
} from './autobookings-helpers';

const list = '/api/v1/autobooking';

test.describe('gates', () => {
  test('sellers who have not accepted the terms are sent to the terms', async ({ app, page }) => {
    await app.open({ view: 'autobookings-main', mock: 'terms-not-accepted' });
    await expect(page.getByRole('heading', { name: 'Пользовательское соглашение' })).toBeVisible();
    await expect(bookingCards(page)).toHaveCount(0);
    // The list call starts together with the user call and is refused with 403 for such sellers.
    expect(app.errors.every((error) => error.includes('403'))).toBe(true);
    app.allowErrors();

    await app.open({ view: 'autobookings-main', mock: 'new-user' });
    await expect(page.getByRole('heading', { name: 'Пользовательское соглашение' })).toBeVisible();
  });

  test('without a supplier the authorisation notice sends the message, then leads to the chat', async ({
    app,
    page,
  }) => {
    // A seller who has not asked for the message yet: the authMessageSent example with the flag still false.
    await page.route('**/api/v1/user', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as SchemaUser), authMessageSent: false } });
    });
    await app.open({ view: 'autobookings-main', mock: 'auth-message-sent' });
    const notice = page.getByTestId('supplier-auth-notice');
    await expect(notice).toContainText('Требуется авторизация');
    await expect(page.getByRole('tab')).toHaveCount(0);

    const sent = nextCall(page, 'GET', '/api/v1/user/auth/init');
    await notice.getByRole('button', { name: 'Авторизоваться' }).click();
    await sent;
    await expect(notice).toContainText('Сообщение отправлено');
    await notice.getByRole('button', { name: 'Перейти в чат' }).click();
    await expect.poll(async () => (await app.telegramEvents()).map((event) => event.method)).toContain('web_app_close');
  });

  test('after the message was sent the notice offers the chat', async ({ app, page }) => {
    await app.open({ view: 'autobookings-main', mock: 'auth-message-sent', theme: 'dark' });
    await expect(page.getByTestId('supplier-auth-notice')).toContainText('Сообщение отправлено');
    await expect(page.getByRole('button', { name: 'Перейти в чат' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'добавить' })).toHaveCount(0);
  });

  test('an inactive subscription shows the red notice with a way to buy one', async ({ app, page }) => {
    await app.open({ view: 'autobookings-main', mock: 'expired-subscription' });
    const notice = page.getByTestId('subscription-notice');
    await expect(notice).toContainText('Подписка не активна');
    await notice.getByRole('button', { name: 'Купить подписку' }).click();
    await expect(page.getByRole('tab', { name: 'подписка' })).toHaveAttribute('aria-selected', 'true');
  });

  test('under the lapsed-subscription notice the bookings stay: seen, archived and deleted for a refund, none started', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'autobookings-main', mock: 'expired-subscription' });
    await expect(page.getByTestId('subscription-notice')).toContainText('Подписка не активна');
    await expect(page.getByRole('tab')).toHaveText(['Активные4', 'Завершенные3', 'Архивные7']);
    await expect(page.getByTestId('autobooking-balance')).toHaveText('Доступно 3 автобронирования');
    // The notice keeps the list's spacing from the tabs under it.
    const notice = await page.getByTestId('subscription-notice').boundingBox();
    const tabs = await page.getByRole('tablist').boundingBox();
    expect((tabs?.y ?? 0) - ((notice?.y ?? 0) + (notice?.height ?? 0))).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('button', { name: 'добавить' })).toBeVisible();
    await expect(bookingCards(page, 'Коледино').getByRole('button', { name: 'В архив' })).toBeVisible();

    await page.getByRole('tab', { name: /Архивные/ }).click();
    const relevant = await scrollToCard(bookingCards(page, 'Санкт-Петербург (Уткина Заводь)'));
    await expect(relevant.getByRole('button', { name: 'Удалить' })).toBeVisible();
    await expect(relevant.getByRole('button', { name: 'Активировать' })).toHaveCount(0);

    const popup = page.getByTestId('tg-popup');
    await (await scrollToCard(bookingCards(page, 'Тула'))).getByRole('button', { name: 'Удалить' }).click();
    await popup.getByRole('button', { name: 'Удалить' }).click();
    await expect(
      toast(page, 'success', 'Автобронирование успешно удалено, вам начислено 1 автобронирование'),
    ).toBeVisible();
    await expect(page.getByTestId('autobooking-balance')).toHaveText('Доступно 4 автобронирования');
  });

  test('without credits the red notice leads to the autobooking packs', async ({ app, page }) => {
    await app.open({ view: 'autobookings-main', mock: 'no-credits' });
    await expect(page.getByTestId('autobooking-balance')).toHaveText('Доступно 0 автобронирований');
    const notice = page.getByTestId('no-credits-notice');
    await expect(notice).toBeVisible();
    await expect(bookingCards(page).first()).toBeVisible();
    await notice.getByRole('button', { name: 'Купить автобронирования' }).click();
    await expect(page.getByRole('tab', { name: 'автобр-ия' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('tabs show their bookings with server counts and every card detail', async ({ app, page }) => {
  await app.open({ view: 'autobookings-main' });
  await expect(page.getByRole('tab')).toHaveText(['Активные4', 'Завершенные3', 'Архивные7']);
  await expect(page.getByTestId('autobooking-balance')).toHaveText('Доступно 12 автобронирований');
  await expect(page.getByTestId('no-credits-notice')).toHaveCount(0);
  await expect(page.getByPlaceholder('Поиск по складу...')).toBeVisible();

  const week = bookingCards(page, 'Коледино');
  await expect(week).toContainText('в ожидании');
  await expect(week).toContainText('Короба');
  await expect(week).toContainText('Неделя с 24.11.2026');
  await expect(week).toContainText('Коэффициент до 1');
  await expect(week).toContainText('создано 21.11');
  await expect(week.getByRole('button', { name: 'В архив' })).toBeVisible();
  await expect(week.getByRole('button', { name: 'Удалить' })).toHaveCount(0);

  const dates = bookingCards(page, 'Подольск');
  await expect(dates).toContainText('Транзит: СЦ Внуково');
  await expect(dates).toContainText('Монопаллеты');
  await expect(dates.getByRole('list', { name: 'Даты' }).getByRole('listitem')).toHaveText([
    '25.11.2026',
    '27.11.2026',
    '02.12.2026',
  ]);
  await expect(dates).toContainText('Бесплатная');
  const month = await scrollToCard(bookingCards(page, 'Казань'));
  await expect(month).toContainText('Суперсейф');
  await expect(month).toContainText('Месяц с 01.12.2026');
  await expect(month).toContainText('Бесплатная');

  await page.getByRole('tab', { name: /Завершенные/ }).click();
  const period = bookingCards(page, 'Электросталь');
  await expect(period).toContainText('забронировано');
  await expect(period).toContainText('10.11.2026 – 20.11.2026');
  // Only the attempts log: a completed booking has nothing to archive, activate or delete.
  await expect(period.getByRole('button')).toHaveText(['Попытки']);

  await page.getByRole('tab', { name: /Архивные/ }).click();
  const relevant = await scrollToCard(bookingCards(page, 'Санкт-Петербург (Уткина Заводь)'));
  await expect(relevant).toContainText('в архиве');
  await expect(relevant).toContainText('28.11.2026 – 15.12.2026');
  await expect(relevant.getByRole('button', { name: 'Активировать' })).toBeVisible();
  await expect(relevant.getByRole('button', { name: 'Удалить' })).toBeVisible();
  const expired = await scrollToCard(bookingCards(page, 'Тула'));
  await expect(expired.getByText('Срок истек')).toBeVisible();
  await expect(expired.getByRole('button', { name: 'Активировать' })).toHaveCount(0);
  const failed = await scrollToCard(bookingCards(page, 'СЦ Шушары'));
  await expect(failed).toContainText('ошибка');
  await expect(failed.getByText('Ошибка бронирования')).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Удалить' })).toBeVisible();
  const booked = await scrollToCard(bookingCards(page, 'Краснодар (Тихорецкая)'));
  await expect(booked.getByRole('list', { name: 'Даты' }).getByRole('listitem')).toHaveText([
    '10.11.2026',
    '30.11.2026 — забронировано',
  ]);
  await expect(booked.getByRole('list', { name: 'Забронировано' })).toHaveText(
    '30.11.2026 · бесплатно · предзаказ 38106772',
  );
  // What was booked says how it ended: never 'Срок истек' beside a booked slot.
  await expect(booked.getByText('Срок истек')).toHaveCount(0);
  await expect(
    (await scrollToCard(bookingCards(page, 'Екатеринбург - Испытателей 14г'))).getByRole('button', {
      name: 'Активировать',
    }),
  ).toBeVisible();
});

test('the next page loads by its cursor when scrolled within 50 px of the end, once, without duplicates', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await app.open({ view: 'autobookings-main' });
  await expect(bookingCards(page)).toHaveCount(3);
  await listEndReported(page);
  await app.requestsSettled();
  const reads = () => callsTo(app.apiRequests, 'GET', list).map((call) => call.path);
  expect(reads()).toEqual([`${list}?group=active`]);

  const secondPage = nextCall(page, 'GET', list);
  await scrollToEnd(page);
  const next = new URL((await secondPage).url()).searchParams;
  expect(Object.fromEntries(next)).toEqual({ group: 'active', cursor: expect.stringMatching(/^eyJ/) });
  await expect(bookingCards(page)).toHaveCount(4);
  await expect(bookingCards(page, 'Невинномысск')).toContainText('Транзит: СЦ Пушкино');
  await expect(page.getByRole('tab', { name: /Активные/ })).toHaveText('Активные4');
  await scrollToEnd(page);
  await listEndReported(page);
  await app.requestsSettled();
  // The last page's nextCursor is null.
  expect(reads()).toHaveLength(2);

  // Each tab is its own list, read from the server by group.
  await page.getByRole('tab', { name: /Архивные/ }).click();
  await expect(bookingCards(page, 'Санкт-Петербург (Уткина Заводь)')).toBeVisible();
  await scrollToEnd(page);
  await expect(bookingCards(page, 'Коледино')).toContainText('03.12.2026');
  await listEndReported(page);
  await app.requestsSettled();
  expect(reads().slice(2)).toEqual([`${list}?group=archive`]);
  // Back to a tab already read: no new request.
  await page.getByRole('tab', { name: /Активные/ }).click();
  await expect(bookingCards(page, 'Коледино')).toBeVisible();
  expect(reads()).toHaveLength(3);
});

test('a page that does not fill the screen makes the list read the next one by itself', async ({ app, page }) => {
  await page.setViewportSize({ width: 390, height: 1400 });
  await app.open({ view: 'autobookings-main' });
  await expect(bookingCards(page, 'Невинномысск')).toBeVisible();
  await expect(bookingCards(page)).toHaveCount(4);
  expect(callsTo(app.apiRequests, 'GET', list)).toHaveLength(2);
});

test('search asks the server, finds a booking beyond the first page, and the tabs count its matches', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await app.open({ view: 'autobookings-main' });
  await expect(bookingCards(page)).toHaveCount(3);
  const search = page.getByPlaceholder('Поиск по складу...');
  // Key by key: one request once typing pauses, with the query as the server compares it.
  await typeKeyByKey(search, 'НЕВИННО');
  await expect(bookingCards(page)).toHaveCount(1);
  await expect(bookingCards(page, 'Невинномысск')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Активные1', 'Завершенные0', 'Архивные0']);
  const searches = () =>
    callsTo(app.apiRequests, 'GET', list)
      .map((call) => new URL(call.path, 'http://app').searchParams)
      .filter((query) => query.has('search'))
      .map((query) => `${query.get('group')} ${query.get('search')}`);
  expect(searches()).toEqual(['active невинно']);

  await search.fill('хабаровск');
  await expect(page.getByText('Автобронирования не найдены')).toBeVisible();
  await expect(page.getByText('Попробуйте другое название склада.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Активные0', 'Завершенные0', 'Архивные0']);

  // The query stays when the seller switches tabs.
  await search.fill('невинно');
  await page.getByRole('tab', { name: /Архивные/ }).click();
  await expect(page.getByText('Автобронирования не найдены')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Активные1', 'Завершенные0', 'Архивные0']);
  expect(searches().at(-1)).toBe('archive невинно');
  await page.getByRole('button', { name: 'Очистить поиск' }).click();
  await expect(bookingCards(page, 'Санкт-Петербург (Уткина Заводь)')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Активные4', 'Завершенные3', 'Архивные7']);
});

test('each empty tab says so', async ({ app, page }) => {
  await app.open({ view: 'autobookings-main', mock: 'autobookings-empty' });
  await expect(page.getByRole('tab')).toHaveText(['Активные0', 'Завершенные0', 'Архивные0']);
  await expect(page.getByText('Нет активных автобронирований')).toBeVisible();
  await page.getByRole('tab', { name: /Завершенные/ }).click();
  await expect(page.getByText('Нет завершенных автобронирований')).toBeVisible();
  await page.getByRole('tab', { name: /Архивные/ }).click();
  await expect(page.getByText('Нет архивных автобронирований')).toBeVisible();
  await page.getByRole('button', { name: 'добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible();
});

test("the top says today's bookings and failures, and a tap lists them on the tabs that hold them", async ({
  app,
  page,
}) => {
  await app.open({ view: 'autobookings-main' });
  await expect(bookingCards(page).first()).toBeVisible();
  // The contract's seller has no result today: no line.
  await expect(page.getByTestId('today-line')).toHaveCount(0);

  const requests: { method: string; path: string }[] = [];
  page.on('request', (request) =>
    requests.push({ method: request.method(), path: new URL(request.url()).pathname + new URL(request.url()).search }),
  );
  await app.open({ view: 'autobookings-main', mock: 'autobookings-today' });
  const today = page.getByTestId('today-line');
  await expect(today).toHaveText('Сегодня: 1 бронь, 1 ошибка');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Активные1', 'Завершенные1', 'Архивные1']);
  await page.getByRole('tab', { name: /Завершенные/ }).click();
  await expect(bookingCards(page, 'Электросталь')).toBeVisible();

  // Pressed on a tab without today's results, the list opens on one that holds them.
  await today.click();
  await expect(today).toHaveAttribute('aria-pressed', 'true');
  await expect(today).toHaveText('Сегодня: 1 бронь, 1 ошибка · показать все');
  await expect(page.getByRole('tab', { name: /Активные/ })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs).toHaveText(['Активные1', 'Завершенные0', 'Архивные1']);
  await expect(bookingCards(page)).toHaveCount(1);
  await expect(bookingCards(page, 'Коледино')).toContainText('WB-GI-98410233');
  expect(requests.some(({ path }) => path === `${list}?group=active&today=true`)).toBe(true);

  await page.getByRole('tab', { name: /Архивные/ }).click();
  await expect(bookingCards(page)).toHaveCount(1);
  await expect(bookingCards(page, 'СЦ Шушары')).toContainText('лимит поставок на склад в этот день исчерпан');
  await page.getByRole('tab', { name: /Завершенные/ }).click();
  await expect(page.getByText('Сегодня здесь нет броней и ошибок')).toBeVisible();

  // Pressed again: the whole list.
  await today.click();
  await expect(today).toHaveAttribute('aria-pressed', 'false');
  await expect(tabs).toHaveText(['Активные1', 'Завершенные1', 'Архивные1']);
  await expect(bookingCards(page, 'Электросталь')).toBeVisible();
});

test.describe('card actions', () => {
  test('archiving asks first, then moves the booking to the archive and recounts', async ({ app, page }) => {
    await app.open({ view: 'autobookings-main' });
    // Both tabs read once: the mock server is stateless, so the moved booking shows only in a list read before.
    await page.getByRole('tab', { name: /Архивные/ }).click();
    await expect(bookingCards(page, 'Тула')).toBeVisible();
    await page.getByRole('tab', { name: /Активные/ }).click();
    // Reads of a first page (no cursor): the lists are edited in place, never read again from the top.
    const firstPageReads = () => callsTo(app.apiRequests, 'GET', list).filter((call) => !call.path.includes('cursor='));
    const reads = firstPageReads().length;
    const card = bookingCards(page, 'Коледино');
    const popup = page.getByTestId('tg-popup');

    await card.getByRole('button', { name: 'В архив' }).click();
    await expect(popup.getByRole('heading')).toHaveText('Архивировать автобронирование');
    await popup.getByRole('button', { name: 'Отмена' }).click();
    await expect(popup).toBeHidden();
    expect(callsTo(app.apiRequests, 'PUT', list)).toHaveLength(0);

    await card.getByRole('button', { name: 'В архив' }).click();
    const archived = nextCall(page, 'PUT', list);
    await popup.getByRole('button', { name: 'В архив' }).click();
    expect((await archived).postDataJSON()).toEqual({ id: 9014, status: 'ARCHIVED' });
    await expect(toast(page, 'success', 'Автобронирование архивировано')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Активные3', 'Завершенные3', 'Архивные8']);
    await expect(bookingCards(page, 'Коледино')).toHaveCount(0);

    await page.getByRole('tab', { name: /Архивные/ }).click();
    // Newest of the archive, so at its top.
    const moved = bookingCards(page).first();
    await expect(moved).toContainText('Коледино');
    await expect(moved).toContainText('Неделя с 24.11.2026');
    await expect(moved).toContainText('в архиве');
    await expect(moved.getByRole('button', { name: 'Активировать' })).toBeVisible();
    expect(callsTo(app.apiRequests, 'PUT', list)).toHaveLength(1);
    expect(firstPageReads()).toHaveLength(reads);
  });

  test('activating a still relevant archived booking asks first and moves it back', async ({ app, page }) => {
    await page.setViewportSize({ width: 390, height: 1400 });
    await app.open({ view: 'autobookings-main' });
    // The whole active list is loaded (its pages do not fill this screen), so the booking has its place in it.
    await expect(bookingCards(page)).toHaveCount(4);
    await page.getByRole('tab', { name: /Архивные/ }).click();
    const card = bookingCards(page, 'Санкт-Петербург (Уткина Заводь)');
    await card.getByRole('button', { name: 'Активировать' }).click();
    const popup = page.getByTestId('tg-popup');
    await expect(popup.getByRole('heading')).toHaveText('Активировать автобронирование');
    const activated = nextCall(page, 'PUT', list);
    await popup.getByRole('button', { name: 'Активировать' }).click();
    expect((await activated).postDataJSON()).toEqual({ id: 9010, status: 'ACTIVE' });
    await expect(toast(page, 'success', 'Автобронирование успешно обновлено')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Активные5', 'Завершенные3', 'Архивные6']);
    await page.getByRole('tab', { name: /Активные/ }).click();
    // In creation order: after the three November bookings of page 1, before Невинномысск (30 October).
    await expect(bookingCards(page).nth(2)).toHaveAccessibleName('Казань');
    await expect(bookingCards(page).nth(3)).toHaveAccessibleName('Санкт-Петербург (Уткина Заводь)');
    await expect(bookingCards(page).nth(4)).toHaveAccessibleName('Невинномысск');
    await expect(bookingCards(page, 'Санкт-Петербург (Уткина Заводь)')).toContainText('в ожидании');
  });

  test('deleting asks with the credits to return, removes the booking and adds them to the balance', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'autobookings-main' });
    await page.getByRole('tab', { name: /Архивные/ }).click();
    const popup = page.getByTestId('tg-popup');

    await (await scrollToCard(bookingCards(page, 'Тула'))).getByRole('button', { name: 'Удалить' }).click();
    await expect(popup.getByRole('heading')).toHaveText('Удалить автобронирование');
    await expect(popup).toContainText('Вам будет возвращено 1 автобронирование.');
    const deleted = nextCall(page, 'DELETE', list);
    await popup.getByRole('button', { name: 'Удалить' }).click();
    expect((await deleted).postDataJSON()).toEqual({ id: 9009 });
    await expect(
      toast(page, 'success', 'Автобронирование успешно удалено, вам начислено 1 автобронирование'),
    ).toBeVisible();
    await expect(bookingCards(page, 'Тула')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveText(['Активные4', 'Завершенные3', 'Архивные6']);
    await expect(page.getByTestId('autobooking-balance')).toHaveText('Доступно 13 автобронирований');

    // A custom-dates booking returns one credit per date not booked yet.
    const dates = await scrollToCard(bookingCards(page, 'Коледино').filter({ hasText: '03.12.2026' }));
    await dates.getByRole('button', { name: 'Удалить' }).click();
    await expect(popup).toContainText('Вам будет возвращено 2 автобронирования.');
    await popup.getByRole('button', { name: 'Отмена' }).click();
    await expect(dates).toBeVisible();
    expect(callsTo(app.apiRequests, 'DELETE', list)).toHaveLength(1);
  });

  test('a failed booking can be deleted too', async ({ app, page }) => {
    await app.open({ view: 'autobookings-main', theme: 'dark' });
    await page.getByRole('tab', { name: /Архивные/ }).click();
    await bookingCards(page, 'СЦ Шушары').getByRole('button', { name: 'Удалить' }).click();
    const deleted = nextCall(page, 'DELETE', list);
    await page.getByTestId('tg-popup').getByRole('button', { name: 'Удалить' }).click();
    expect((await deleted).postDataJSON()).toEqual({ id: 9008 });
    await expect(page.getByRole('tab', { name: /Архивные/ })).toHaveText('Архивные6');
  });

  test('failed actions say so and change nothing', async ({ app, page }) => {
    app.allowErrors();
    await app.open({ view: 'autobookings-main', mock: 'autobookings-errors' });
    const popup = page.getByTestId('tg-popup');

    await bookingCards(page, 'Коледино').getByRole('button', { name: 'В архив' }).click();
    await popup.getByRole('button', { name: 'В архив' }).click();
    await expect(toast(page, 'error', 'Не удалось архивировать автобронирование')).toBeVisible();
    await expect(bookingCards(page, 'Коледино')).toContainText('в ожидании');

    await page.getByRole('tab', { name: /Архивные/ }).click();
    await bookingCards(page, 'Санкт-Петербург (Уткина Заводь)').getByRole('button', { name: 'Активировать' }).click();
    await popup.getByRole('button', { name: 'Активировать' }).click();
    await expect(toast(page, 'error', 'Не удалось обновить автобронирование')).toBeVisible();

    await bookingCards(page, 'Тула').getByRole('button', { name: 'Удалить' }).click();
    await popup.getByRole('button', { name: 'Удалить' }).click();
    await expect(toast(page, 'error', 'Не удалось удалить автобронирование')).toBeVisible();
    await expect(bookingCards(page, 'Тула')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Активные4', 'Завершенные3', 'Архивные7']);
    await expect(page.getByTestId('autobooking-balance')).toHaveText('Доступно 12 автобронирований');
  });
});
