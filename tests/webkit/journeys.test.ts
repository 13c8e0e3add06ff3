// The main journeys of the e2e suite, in real WebKit: each view, a trigger created, edited and deleted, an
// autobooking created, a payment, a supplier change, the error pages. What the seller sees is asserted; the
// details stay with the Playwright suite.
import { mkdir } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  button,
  chooseOption,
  enabledButton,
  get,
  mainButton,
  open,
  search,
  pageText,
  tap,
  timeout,
  waitForText,
  webkit,
} from './session';

let browser: WebdriverIO.Browser;
const nav = { css: 'nav' };
const dialog = { css: '[role="dialog"]' };
const triggerCard = (warehouses: string) => ({ css: 'section[aria-labelledby]', name: warehouses });

beforeAll(async () => {
  browser = await webkit();
});

// What WebKit showed when a journey failed, for the CI log's reader: test-results/webkit/<test name>.png.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    await mkdir('test-results/webkit', { recursive: true });
    await browser.saveScreenshot(`test-results/webkit/${task.name.replace(/[^\p{L}\d]+/gu, '-')}.png`);
  });
});

describe('launch into each view', () => {
  const views: [view: string, section: string, shows: string][] = [
    ['triggers-main', 'Таймслоты', 'Активно: 4/30'],
    ['autobookings-main', 'Автобронирования', 'Доступно 12 автобронирований'],
    ['store', 'Магазин', 'Подписка на 3 месяца'],
    ['account', 'Аккаунт: ИП Смирнова А. В.', 'Выйти из аккаунта'],
  ];
  for (const [view, section, shows] of views) {
    it(`opens ${view}`, async () => {
      await open(browser, { view });
      await waitForText(browser, shows);
      expect(await (await button(browser, section, nav)).getAttribute('aria-current')).toBe('page');
    });
  }

  it('opens terms', async () => {
    await open(browser, { view: 'terms', mock: 'terms-not-accepted' });
    const heading = await get(browser, 'h1', /соглашени/i);
    expect(await heading.isDisplayed()).toBe(true);
  });
});

describe('triggers', () => {
  it('creates a trigger through the form and the main button', async () => {
    await open(browser);
    await tap(await button(browser, 'добавить'));
    await waitForText(browser, 'Создание таймслота');
    await tap(await button(browser, /^Склады/));
    await search(browser, await get(browser, 'input', 'Поиск склада'), 'Коледино');
    await chooseOption(browser, 'Коледино');
    await browser.keys('Escape');
    await get(browser, 'li', /Коледино/, { css: 'ul', name: 'Выбранные значения' });
    const boxes = await get(browser, 'input[type="checkbox"]', 'Короба');
    await tap(boxes);
    await browser.waitUntil(() => boxes.isSelected(), { timeout, timeoutMsg: 'Короба stayed unchecked' });
    await tap(await mainButton(browser, 'Создать таймслот'));
    await waitForText(browser, 'Таймслот успешно создан');
    await waitForText(browser, 'Активно: 5/30');
  });

  it('edits a trigger from its card', async () => {
    await open(browser);
    await tap(
      await button(
        browser,
        'изменить',
        triggerCard('Санкт-Петербург (Уткина Заводь), СЦ Шушары, Екатеринбург - Испытателей 14г'),
      ),
    );
    await waitForText(browser, 'Редактирование таймслота');
    await tap(await get(browser, 'input[type="radio"]', '1 час'));
    await tap(await mainButton(browser, 'Сохранить изменения'));
    await waitForText(browser, 'Таймслот успешно обновлен');
    await waitForText(browser, 'каждый час');
  });

  it('deletes a trigger after the Telegram confirmation', async () => {
    await open(browser);
    await tap(await button(browser, 'Удалить таймслот', triggerCard('Коледино, Подольск')));
    const popup = { css: '[data-testid="tg-popup"]' };
    await waitForText(browser, 'Удалить таймслот');
    await tap(await button(browser, 'Удалить', popup));
    await waitForText(browser, 'Таймслот успешно удален');
    await waitForText(browser, 'Активно: 3/30');
  });
});

describe('autobookings', () => {
  it('creates a week booking through the form', async () => {
    await open(browser, { view: 'autobookings-main' });
    await tap(await button(browser, 'добавить'));
    await waitForText(browser, 'Создание автобронирования');
    await tap(await button(browser, /^Черновик поставки/));
    await tap(await get(browser, '[role="option"]', 'Черновик от 20.11.2026, 17:32'));
    await tap(await button(browser, /^Склад/));
    await search(browser, await get(browser, '[role="combobox"]', /./), 'колед');
    await tap(await get(browser, '[role="option"]', 'Коледино'));
    // The supply type opens once the warehouse has been checked for this draft (a request of its own).
    await tap(await enabledButton(browser, /^Тип поставки/));
    await tap(await get(browser, '[role="option"]', /^Короба/));
    await tap(await get(browser, 'input[type="radio"]', 'Неделя'));
    await tap(await button(browser, /, 23 ноября 2026 г\./));
    await waitForText(browser, 'У вас останется 11 автобронирований.');
    await tap(await mainButton(browser, 'Создать автобронирование'));
    await waitForText(browser, 'Автобронирование успешно создано');
    await waitForText(browser, 'Доступно 11 автобронирований');
    expect(await pageText(browser)).toContain('Неделя с 23.11.2026');
  });
});

describe('store and account', () => {
  it('sends a payment link for a chosen plan', async () => {
    await open(browser, { view: 'store' });
    await tap(await button(browser, 'Выбрать', { css: '[data-testid="tariff-sub_3m"]' }));
    // A client that opens invoices offers Stars on the main button and the card way by its own button.
    await tap(await button(browser, /^Оплатить картой 490/));
    await (await get(browser, 'input', /^Email/, dialog)).setValue('seller@example.ru');
    await tap(await mainButton(browser, 'Получить ссылку на оплату'));
    await waitForText(browser, 'Ссылка на оплату отправлена');
  });

  it('changes the supplier', async () => {
    await open(browser, { view: 'account' });
    await tap(await button(browser, 'Выбрать'));
    await tap(await get(browser, 'input[type="radio"]', /Северный ветер/, dialog));
    await tap(await mainButton(browser, 'Сохранить'));
    await tap(await button(browser, 'Аккаунт: ООО «Северный ветер»', nav));
    expect(await (await get(browser, '[data-testid="supplier-name"]', 'ООО «Северный ветер»')).isDisplayed()).toBe(
      true,
    );
  });
});

describe('error pages', () => {
  it('shows the user-not-found page without init data', async () => {
    await open(browser, { tg: 'no-init-data' });
    await waitForText(browser, 'Пользователь не найден');
    await waitForText(browser, 'Произошла ошибка при загрузке данных пользователя');
  });

  it('shows the user-not-found page when loading the user fails', async () => {
    await open(browser, { mock: 'user-error' });
    await waitForText(browser, 'Пользователь не найден');
  });

  it('shows the not-found page for an unknown view, whose button leads home', async () => {
    await open(browser);
    await waitForText(browser, 'Активно: 4/30');
    await browser.execute(() => window.__appRouter?.navigate({ to: '/nowhere' as never }));
    await waitForText(browser, 'Страница не найдена');
    await waitForText(browser, 'Извините, запрашиваемая страница не существует');
    await tap(await button(browser, 'Попробовать снова'));
    await waitForText(browser, 'Активно: 4/30');
  });
});
