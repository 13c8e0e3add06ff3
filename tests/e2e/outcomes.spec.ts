import { test, expect } from './fixtures';
import { bookingCards, callsTo, nextCall, scrollToCard, scrollToEnd, select } from './autobookings-helpers';
import { revealTriggerCards, triggerCard } from './triggers-helpers';

const koledino = 'Коледино, Подольск';
const untilFound = 'Санкт-Петербург (Уткина Заводь), СЦ Шушары, Екатеринбург - Испытателей 14г';

test.describe('trigger outcomes', () => {
  test('a card counts slots, not sightings, and its history shows each slot once with its day apart from when it was found', async ({
    app,
    page,
  }) => {
    await app.open();
    const card = triggerCard(page, koledino);
    const finds = card.getByRole('button', { name: /^История находок/ });
    await expect(finds).toHaveText('2 слота · замечены 23 раза · последний: Подольск, на 21.11');
    await expect(finds).toHaveAccessibleName(
      'История находок: 2 слота · замечены 23 раза · последний: Подольск, на 21.11',
    );
    await expect(triggerCard(page, 'Электросталь').getByRole('button', { name: /^История находок/ })).toHaveCount(0);

    await finds.click();
    const sheet = page.getByRole('dialog', { name: 'История находок' });
    await expect(sheet.getByText(koledino)).toBeVisible();
    await expect(
      sheet.getByText('2 слота · замечены 23 раза · последний: Подольск, на 21.11, бесплатно'),
    ).toBeVisible();
    const rows = sheet.getByRole('list', { name: 'Находки' }).getByRole('listitem');
    // Both pages are read (the end is near at once), and the 23 finds are 2 slots.
    await expect.poll(() => callsTo(app.apiRequests, 'GET', '/api/v1/triggers/finds').length).toBe(2);
    const reads = callsTo(app.apiRequests, 'GET', '/api/v1/triggers/finds');
    expect(reads.map((r) => new URL(r.path, 'http://x').searchParams.has('cursor'))).toEqual([false, true]);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Подольск · слот на 21.11.2026 · Короба');
    await expect(rows.first()).toContainText('бесплатно · логистика 140%');
    await expect(rows.first()).toContainText('Найден 20.11.2026 22:15, замечен 8 раз, последний раз 21.11.2026 12:15');
    await expect(rows.first()).toContainText('Уведомление отправлено 21.11.2026 09:15');
    await expect(rows.last()).toContainText('Коледино · слот на 21.11.2026 · Короба');
    await expect(rows.last()).toContainText('замечен 15 раз');
    await expect(sheet).not.toContainText('Повтор');

    await sheet.getByRole('button', { name: 'Закрыть' }).click();
    await expect(sheet).toBeHidden();
  });

  test("each card says whether it works now, with the last check; the top says today's result and a tap shows which", async ({
    app,
    page,
  }) => {
    await app.open();
    await expect(triggerCard(page, koledino).getByTestId('work-status')).toHaveText(
      'ищет · проверено 12:15 · слот найден',
    );
    await expect(triggerCard(page, 'Электросталь').getByTestId('work-status')).toHaveText(
      'ищет · проверено 11:44 · слоты дороже лимита',
    );
    const today = page.getByTestId('today-line');
    await expect(today).toHaveText('Сегодня: 2 слота');
    await today.click();
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(triggerCard(page, 'Электросталь')).toHaveCount(0);
    await expect(triggerCard(page, koledino)).toBeVisible();
    await today.click();
    await expect(triggerCard(page, 'Электросталь')).toBeVisible();

    await page.getByRole('button', { name: 'Автобронирования' }).click();
    await expect(bookingCards(page, 'Коледино').getByTestId('work-status')).toHaveText(
      'ищет · проверено 12:24 · слотов нет',
    );
    await expect(bookingCards(page, 'Коледино').getByText('в ожидании', { exact: true })).toBeVisible();
  });

  test('undelivered notifications say why in the history', async ({ app, page }) => {
    await app.open();
    await revealTriggerCards(page, 6);
    await triggerCard(page, untilFound)
      .getByRole('button', { name: /^История находок/ })
      .click();
    const rows = page.getByRole('dialog', { name: 'История находок' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Уведомление не доставлено: бот заблокирован');
    await expect(rows.nth(1)).toContainText('Екатеринбург - Испытателей 14г · слот на 22.11.2026 · Суперсейф');
    await expect(rows.nth(1)).toContainText('Уведомление не доставлено: бот заблокирован');
    // No logistics coefficient from the source: none is shown.
    await expect(rows.nth(1)).not.toContainText('логистика');
    await expect(rows.nth(2)).toContainText('Уведомление не доставлено: боту не разрешено вам писать');
  });

  test('with the subscription lapsed, the counter says what runs, the banner when it ended, and the cards do not repeat it', async ({
    app,
    page,
  }) => {
    await app.open({ mock: 'expired-subscription' });
    await expect(page.getByText('Подписка не активна', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Подписка истекла 02\.10\. Без подписки таймслоты не проверяются/)).toBeVisible();
    await expect(page.getByText('Активно: 0 из 4 (подписка истекла 02.10)')).toBeVisible();
    const started = triggerCard(page, koledino);
    await expect(started.getByText('на паузе', { exact: true })).toBeVisible();
    await expect(started.getByTestId('work-status')).toHaveText(/^на паузе\s·\sпоследняя проверка/);
    await expect(started).not.toContainText('подписк');
    await expect(started.getByText('активен', { exact: true })).toHaveCount(0);
    await revealTriggerCards(page, 6);
    // A stopped trigger is not paused: it is stopped.
    await expect(triggerCard(page, untilFound).getByText('остановлен', { exact: true })).toBeVisible();
    await expect(triggerCard(page, untilFound).getByTestId('work-status')).toHaveCount(0);

    // Paused reads the same on the bookings list, and the banner there says when it ended too.
    await page.getByRole('button', { name: 'Автобронирования' }).click();
    await expect(page.getByTestId('subscription-notice')).toContainText('Подписка истекла 02.10.');
    await expect(bookingCards(page, 'Коледино').getByText('на паузе', { exact: true })).toBeVisible();
    await expect(bookingCards(page, 'Коледино').getByText('в ожидании', { exact: true })).toHaveCount(0);
  });
});

test.describe('service status', () => {
  test('the slot source being down is told on both lists, and pauses what would run', async ({ app, page }) => {
    await app.open({ mock: 'source-down' });
    const banner = page.getByTestId('source-unavailable-banner');
    await expect(banner).toContainText('Проверка слотов приостановлена');
    await expect(banner).toContainText(
      'Маркетплейс временно отключил метод, из которого сервис узнает о слотах. С 21.11.2026 07:40 таймслоты и автобронирования не проверяются, автобронирования не расходуются.',
    );
    await expect(triggerCard(page, koledino).getByTestId('work-status')).toHaveText(/^на паузе/);

    await page.getByRole('button', { name: 'Автобронирования' }).click();
    await expect(page.getByTestId('source-unavailable-banner')).toBeVisible();
    await expect(bookingCards(page, 'Коледино').getByTestId('work-status')).toHaveText(/^на паузе/);
  });

  test('a blocked bot: the banner asks Telegram for write access and reads the state again', async ({ app, page }) => {
    await app.open({ mock: 'bot-blocked' });
    const banner = page.getByTestId('notifications-banner');
    await expect(banner).toContainText('Уведомления не доходят');
    await expect(banner).toContainText('Бот заблокирован в Telegram');
    await expect(triggerCard(page, koledino).getByTestId('work-status')).toHaveText(/^на паузе/);
    await app.telegramReady();

    // Once allowed, the backend reports the bot may write again.
    await page.route('**/api/v1/user', (route) =>
      route.continue({ headers: { ...route.request().headers(), prefer: 'example=activeUser' } }),
    );
    const reread = nextCall(page, 'GET', '/api/v1/user');
    await banner.getByRole('button', { name: 'Разрешить сообщения' }).click();
    await reread;
    const events = await app.telegramEvents();
    expect(events.map((event) => event.method)).toContain('web_app_request_write_access');
    await expect(banner).toBeHidden();
    await expect(triggerCard(page, koledino).getByText('активен', { exact: true })).toBeVisible();
  });

  test('declining write access keeps the banner and reads nothing again', async ({ app, page }) => {
    await app.open({ mock: 'no-write-access', query: { writeAccess: 'cancelled' } });
    const banner = page.getByTestId('notifications-banner');
    await expect(banner).toContainText('Вы не разрешили боту писать вам');
    await app.telegramReady();
    const before = callsTo(app.apiRequests, 'GET', '/api/v1/user').length;
    await banner.getByRole('button', { name: 'Разрешить сообщения' }).click();
    await expect
      .poll(async () => (await app.telegramEvents()).map((e) => e.method))
      .toContain('web_app_request_write_access');
    await expect(banner.getByRole('button', { name: 'Разрешить сообщения' })).toBeEnabled();
    expect(callsTo(app.apiRequests, 'GET', '/api/v1/user')).toHaveLength(before);
  });

  test('on a client older than 6.9 the banner explains how to unblock the bot instead', async ({ app, page }) => {
    await app.open({ mock: 'bot-blocked', view: 'autobookings-main', query: { tgVersion: '6.1' } });
    const banner = page.getByTestId('notifications-banner');
    await expect(banner).toContainText('нажмите «Перезапустить»');
    await expect(banner.getByRole('button', { name: 'Разрешить сообщения' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Перейти в чат' })).toBeVisible();
    // A booking does not need the bot: it keeps running.
    await expect(bookingCards(page, 'Коледино').getByText('на паузе', { exact: true })).toHaveCount(0);
  });
});

test.describe('autobooking outcomes', () => {
  test('a completed booking shows what was booked: day, coefficient, supply or preorder number, cost', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'autobookings-main' });
    await page.getByRole('tab', { name: /Завершенные/ }).click();
    const booked = bookingCards(page, 'Электросталь').getByRole('list', { name: 'Забронировано' });
    await expect(booked).toHaveText('14.11.2026 · коэф. 2 · поставка WB-GI-98344127 · приемка 1 840 ₽');
    await expect(bookingCards(page, 'Новосибирск').getByRole('list', { name: 'Забронировано' })).toHaveText(
      '04.11.2026 · бесплатно · предзаказ 37920114 · приемка 0 ₽',
    );
  });

  test('failed bookings say why and offer what helps', async ({ app, page }) => {
    await app.open({ view: 'autobookings-main' });
    await page.getByRole('tab', { name: /Архивные/ }).click();
    const revoked = await scrollToCard(bookingCards(page, 'СЦ Шушары'));
    await expect(revoked).toContainText('Маркетплейс отозвал доступ к кабинету поставщика');
    await expect(revoked.getByText('Ошибка бронирования')).toBeVisible();

    const refused = await scrollToCard(bookingCards(page, 'Обухово'));
    await expect(refused).toContainText('лимит поставок на склад в этот день исчерпан');
    const put = nextCall(page, 'PUT', '/api/v1/autobooking');
    await refused.getByRole('button', { name: 'Активировать' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Активировать' }).click();
    expect((await put).postDataJSON()).toEqual({ id: 9003, status: 'ACTIVE' });
    // The answer's toast slides in over the list: a tap sent as it arrives lands on the toast.
    await expect(page.getByRole('region', { name: 'Уведомления' })).toContainText('Автобронирование успешно обновлено');

    await scrollToCard(bookingCards(page, 'СЦ Шушары'));
    await bookingCards(page, 'СЦ Шушары').getByRole('button', { name: 'Авторизоваться' }).click();
    await expect(page.getByRole('heading', { name: 'Аккаунт' })).toBeVisible();
  });

  test('each failure code gets its action', async ({ app, page }) => {
    await app.open({ view: 'autobookings-main', mock: 'autobooking-error-reasons' });
    await page.getByRole('tab', { name: /Архивные/ }).click();
    const expected: [string, string, string | null][] = [
      ['СЦ Шушары', 'Маркетплейс отозвал доступ', 'Авторизоваться'],
      ['Коледино', 'Поставщик отвязан', 'Выбрать поставщика'],
      ['Подольск', 'Подписка закончилась', 'Купить подписку'],
      ['Электросталь', 'Подходящий слот не нашелся до конца срока', 'Создать заново'],
      ['Казань', 'Черновик поставки удален', 'Создать заново'],
      ['Санкт-Петербург (Уткина Заводь)', 'не принимает товары', 'Создать заново'],
      ['Тула', 'больше не принимает поставки', 'Создать заново'],
      ['Обухово', 'Маркетплейс отказал в бронировании', 'Активировать'],
      ['Краснодар (Тихорецкая)', 'временно не дает бронировать', 'Активировать'],
      ['Новосибирск', 'Сбой сервиса при бронировании', 'Активировать'],
    ];
    for (const [warehouse, reason, action] of expected) {
      const card = await scrollToCard(bookingCards(page, warehouse));
      await expect(card, warehouse).toContainText(reason);
      const actions = card.getByRole('button', {
        name: /^(Авторизоваться|Выбрать поставщика|Купить подписку|Активировать|Создать заново)$/,
      });
      if (action) await expect(actions, warehouse).toHaveText([action]);
      else await expect(actions, warehouse).toHaveCount(0);
    }
  });

  test("a failure no retry mends offers 'Создать заново': the form opens with the booking's settings and a new draft to pick", async ({
    app,
    page,
  }) => {
    await app.open({ view: 'autobookings-main', mock: 'autobooking-error-reasons' });
    await page.getByRole('tab', { name: /Архивные/ }).click();
    // Its draft was deleted: a week from a day still ahead, at most coefficient 2, boxes.
    const card = await scrollToCard(bookingCards(page, 'Казань'));
    await card.getByRole('button', { name: 'Создать заново' }).click();
    await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible();
    await expect(select(page, 'Склад')).toContainText('Казань');
    await expect(select(page, 'Черновик поставки')).not.toContainText('Черновик от');
    await expect(page.getByRole('radio', { name: 'Неделя' })).toBeChecked();
    await expect(page.getByRole('slider', { name: 'Максимальный коэффициент' })).toHaveValue('2');
    // Once a draft is picked, the warehouse check brings back its supply type.
    await select(page, 'Черновик поставки').click();
    await page.getByRole('option').first().click();
    await expect(select(page, 'Тип поставки')).toContainText('Короба');
  });

  test("a booking paused because no supplier is linked offers 'Выбрать поставщика' on its card, said once", async ({
    app,
    page,
  }) => {
    // The server unlinked the supplier (a logout on another device) while the app still holds the linked user.
    await page.route('**/api/v1/autobooking?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: { id: number; runState?: unknown }[] };
      for (const item of body.items)
        if (item.id === 9014) item.runState = { state: 'paused', reason: 'supplier_not_linked' };
      await route.fulfill({ response, json: body });
    });
    await app.open({ view: 'autobookings-main' });
    const card = bookingCards(page, 'Коледино');
    await expect(card.getByText('на паузе', { exact: true })).toBeVisible();
    await expect(card.getByTestId('work-status')).toHaveText(/^на паузе: поставщик не выбран/);
    await expect(page.getByRole('button', { name: 'Выбрать поставщика' })).toHaveCount(1);
    await expect(page.getByTestId('supplier-auth-notice')).toHaveCount(0);
    await card.getByRole('button', { name: 'Выбрать поставщика' }).click();
    await expect(page.getByRole('heading', { name: 'Аккаунт' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a revoked authorisation puts its fix above the bookings list, and the cards only say they are paused', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'autobookings-main', mock: 'supplier-auth-revoked' });
    await expect(page.getByText('Авторизация истекла')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Авторизоваться' }).first()).toBeVisible();
    const card = bookingCards(page, 'Коледино');
    await expect(card.getByText('на паузе', { exact: true })).toBeVisible();
    await expect(card).not.toContainText('нет доступа к кабинету поставщика');
  });

  test('a failure is one red signal, and the archive tab is marked until the seller has seen it', async ({
    app,
    page,
  }) => {
    await app.open({ view: 'autobookings-main' });
    const archiveTab = page.getByRole('tab', { name: /Архивные/ });
    await expect(archiveTab.getByTestId('tab-alert')).toHaveText('7');
    await expect(archiveTab).toHaveAttribute('title', '2 новые ошибки бронирования');
    await archiveTab.click();
    await expect(archiveTab.getByTestId('tab-alert')).toHaveCount(0);
    const failed = await scrollToCard(bookingCards(page, 'СЦ Шушары'));
    const red = await failed.evaluate((card) => {
      const destructive = getComputedStyle(card.querySelector('button[aria-label="Удалить"]')!).color;
      return [...card.querySelectorAll('*')].filter(
        (element) =>
          element.childElementCount === 0 &&
          element.textContent?.trim() &&
          getComputedStyle(element).color === destructive &&
          !element.closest('button'),
      ).length;
    });
    expect(red).toBe(1);
    await page.getByRole('tab', { name: /Активные/ }).click();
    await expect(archiveTab.getByTestId('tab-alert')).toHaveCount(0);
  });

  test('every booking opens its attempts log, read page by page', async ({ app, page }) => {
    await app.open({ view: 'autobookings-main' });
    await bookingCards(page, 'Коледино').getByRole('button', { name: 'Попытки' }).click();
    const sheet = page.getByRole('dialog', { name: 'Попытки бронирования' });
    const rows = sheet.getByRole('list', { name: 'Попытки' }).getByRole('listitem');
    // Runs of the same result are folded: 20 attempts are 12 rows, and the second page joins the last run.
    await expect(rows).toHaveCount(12);
    await expect(rows.first()).toContainText('Слотов нет ×2');
    await expect(rows.first()).toContainText('21.11.2026, 12:21–12:24');
    await expect(rows.first()).toContainText('Даты: 24.11.2026 – 30.11.2026');
    await expect(sheet.getByText('Коэффициент выше лимита: коэф. 7 на 24.11.2026').first()).toBeVisible();
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(14);
    await expect(sheet.getByRole('listitem').getByText('Источник слотов не ответил')).toBeVisible();
    await expect(sheet.getByTestId('attempts-summary')).toHaveText(
      '25 попыток: слотов нет 18, коэффициент выше лимита 6 (от коэф. 3), источник слотов не ответил 1',
    );
    await sheet.getByRole('button', { name: 'Закрыть' }).click();

    await page.getByRole('tab', { name: /Завершенные/ }).click();
    await bookingCards(page, 'Электросталь').getByRole('button', { name: 'Попытки' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Попытки бронирования' }).getByRole('listitem').first(),
    ).toContainText('Забронировано: коэф. 2 на 14.11.2026, поставка WB-GI-98344127');
    await scrollToEnd(page);
  });
});

test.describe('a first minute that explains', () => {
  test('an empty list says what a timeslot does and offers the first one', async ({ app, page }) => {
    await app.open({ mock: 'triggers-empty' });
    await expect(page.getByText('Нет актуальных таймслотов')).toBeVisible();
    await expect(page.getByText(/^Таймслот следит за складами/)).toBeVisible();
    await page.getByRole('button', { name: 'Создать первый таймслот' }).click();
    await expect(page.getByText('Создание таймслота').first()).toBeVisible();
  });
});
