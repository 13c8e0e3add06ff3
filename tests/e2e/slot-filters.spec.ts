import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { bookingCards, dayButton as bookingDay, nextCall, pick, scrollToCard } from './autobookings-helpers';
import {
  chooseSearchMode,
  nextTriggerCall,
  searchModeSelect,
  openTriggerForm,
  revealTriggerCards,
  toast,
  triggerCard,
} from './triggers-helpers';

// The additional filters of both forms (docs/triggers.md#additional-filters), on the fixed clock of 21.11.2026,
// a Saturday.

const day = (date: string) => `${date}T00:00:00.000Z`;
const dayEnd = (date: string) => `${date}T23:59:59.999Z`;

const filtersToggle = (page: Page) => page.getByRole('button', { name: /^Дополнительные фильтры/ });
const leadTime = (page: Page) => page.getByRole('spinbutton', { name: 'Не раньше чем через' });
const logistics = (page: Page) => page.getByLabel('Коэффициент логистики, не выше');
const weekday = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function fillTriggerRequired(page: Page) {
  await page.getByRole('button', { name: 'Склады' }).click();
  await page.getByPlaceholder('Поиск склада').fill('Коледино');
  await page.getByRole('option', { name: 'Коледино', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Короба' }).check();
}

test('creates a trigger with a lead time, weekdays and a logistics cap, said in the folded line', async ({
  app,
  page,
}) => {
  await app.open();
  await openTriggerForm(page);
  await page.getByRole('button', { name: 'Подсказки' }).click();
  const hints = page.getByRole('dialog', { name: 'Подсказки' });
  await expect(hints.getByRole('heading', { name: 'Дополнительные фильтры' })).toBeVisible();
  await hints.getByRole('button', { name: 'Закрыть' }).click();
  await fillTriggerRequired(page);
  await chooseSearchMode(page, 'Неделя');
  await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(filtersToggle(page)).toContainText('Срок до слота, дни недели, логистика');

  await filtersToggle(page).click();
  await expect(leadTime(page)).toHaveAttribute('aria-valuetext', '0 дней');
  await expect(page.getByText('Подходят слоты начиная с сегодняшнего дня')).toBeVisible();
  await page.getByRole('button', { name: 'Больше' }).click();
  await page.getByRole('button', { name: 'Больше' }).click();
  await expect(leadTime(page)).toHaveAttribute('aria-valuetext', '2 дня');
  await expect(page.getByText('Слоты раньше 23.11.2026 не подходят')).toBeVisible();
  await page.getByRole('radio', { name: 'Будни' }).check();
  await expect(weekday(page, 'сб')).not.toBeChecked();
  await weekday(page, 'пт').uncheck();
  await expect(page.getByRole('radio', { name: 'Будни' })).not.toBeChecked();
  await logistics(page).fill('15x0');
  await expect(logistics(page)).toHaveValue('150');
  await expect(filtersToggle(page)).toContainText('через 2 дн. · пн–чт · логистика до 150%');

  const call = nextTriggerCall(page, 'POST');
  await app.mainButton.click();
  expect((await call).postDataJSON()).toEqual({
    warehouseIds: [507],
    supplyTypes: ['BOX'],
    checkInterval: 180,
    maxCoefficient: 0,
    searchMode: 'WEEK',
    startDate: day('2026-11-21'),
    endDate: dayEnd('2026-11-27'),
    selectedDates: ['21', '22', '23', '24', '25', '26', '27'].map((date) => day(`2026-11-${date}`)),
    minLeadDays: 2,
    weekdays: [1, 2, 3, 4],
    maxLogisticsCoefficient: 150,
  });
  await expect(toast(page, 'success', 'Таймслот успешно создан')).toBeVisible();
});

test("a lead time past 'Сегодня' moves the mode to one it allows and says so; a conflict is named, never a field to choose", async ({
  app,
  page,
}) => {
  await app.open();
  await openTriggerForm(page);
  await fillTriggerRequired(page);
  await expect(searchModeSelect(page)).toContainText('Сегодня');
  await expect(app.mainButton).toHaveText('Создать таймслот');
  await filtersToggle(page).click();
  await page.getByRole('button', { name: 'Больше' }).click();
  // One day ahead: tomorrow is the first day it allows.
  await expect(searchModeSelect(page)).toContainText('Завтра');
  await expect(page.getByText('«Сегодня» раньше срока до слота, режим — «Завтра». Даты: 22.11.2026')).toBeVisible();
  await expect(page.getByText(/Все выбранные дни раньше/)).toHaveCount(0);
  await expect(app.mainButton).toHaveText('Создать таймслот');
  await page.getByRole('button', { name: 'Больше' }).click();
  await expect(searchModeSelect(page)).toContainText('До нахождения');
  await expect(page.getByText(/^«Завтра» раньше срока до слота, режим — «До нахождения»/)).toBeVisible();
  await expect(app.mainButton).toHaveText('Создать таймслот');

  // Choosing a mode the lead time leaves no day of is the seller's own choice: the conflict is named, at the
  // filter and on the line where the button would be.
  const conflict = 'Все выбранные дни раньше 23.11.2026: уменьшите «Не раньше чем через» или выберите даты позже';
  await chooseSearchMode(page, 'Завтра');
  await expect(page.getByText(/раньше срока до слота, режим/)).toHaveCount(0);
  await expect(page.getByTestId('missing-fields')).toHaveText(conflict);
  await expect(app.mainButton).toBeHidden();
  await page.getByRole('button', { name: 'Меньше' }).click();
  await expect(searchModeSelect(page)).toContainText('Завтра');
  await expect(app.mainButton).toHaveText('Создать таймслот');

  // Tomorrow is a Sunday: weekdays only leave no day of it.
  await page.getByRole('radio', { name: 'Будни' }).check();
  await expect(page.getByTestId('missing-fields')).toHaveText(
    'В выбранных датах нет дней «пн–пт»: выберите другие дни недели или даты',
  );
  await expect(app.mainButton).toBeHidden();
  await weekday(page, 'вс').check();
  await expect(app.mainButton).toHaveText('Создать таймслот');

  // Picked dates name their days: the weekdays are off there.
  await chooseSearchMode(page, 'Выбрать даты');
  await expect(weekday(page, 'пн')).toBeDisabled();
  await expect(page.getByText('Для выбранных дат дни недели не применяются')).toBeVisible();
});

test('a card lists the filters that differ from the defaults; editing keeps and changes them', async ({
  app,
  page,
}) => {
  await app.open();
  await revealTriggerCards(page, 6);
  const card = triggerCard(page, 'Тула, Краснодар (Тихорецкая)');
  await expect(card.getByRole('definition').nth(5)).toHaveText('через 2 дн.\u00a0· пн–пт\u00a0· логистика до 150%');
  // A trigger without the fields (as a backend of contract 2.0 sends it) shows none.
  await expect(triggerCard(page, 'Коледино, Подольск').getByRole('definition')).toHaveCount(7);

  await card.getByRole('button', { name: 'изменить' }).click();
  await expect(page.getByRole('heading', { name: 'Редактирование таймслота' })).toBeVisible();
  await expect(filtersToggle(page)).toContainText('через 2 дн. · пн–пт · логистика до 150%');
  await filtersToggle(page).click();
  await expect(leadTime(page)).toHaveAttribute('aria-valuetext', '2 дня');
  await expect(page.getByRole('radio', { name: 'Будни' })).toBeChecked();
  await expect(logistics(page)).toHaveValue('150');

  await leadTime(page).press('ArrowUp');
  await page.getByRole('radio', { name: 'Все' }).check();
  await logistics(page).fill('');
  const call = nextTriggerCall(page, 'PUT');
  await app.mainButton.click();
  const body: unknown = (await call).postDataJSON();
  expect(body).toMatchObject({ triggerId: 114, minLeadDays: 3 });
  expect(body).not.toHaveProperty('weekdays');
  expect(body).not.toHaveProperty('maxLogisticsCoefficient');
  await expect(toast(page, 'success', 'Таймслот успешно обновлен')).toBeVisible();
  // The newest trigger leads the list: the edited one is the sixth card, shown as the list is scrolled.
  await revealTriggerCards(page, 6);
  await expect(card.getByRole('definition').nth(5)).toHaveText('через 3 дн.');
});

test('an old trigger without the filters is still edited, and sent without them', async ({ app, page }) => {
  await app.open();
  const card = triggerCard(page, 'Коледино, Подольск');
  await card.getByRole('button', { name: 'изменить' }).click();
  await expect(filtersToggle(page)).toContainText('Срок до слота, дни недели, логистика');
  await page.getByRole('radio', { name: '3 часа' }).check();
  const call = nextTriggerCall(page, 'PUT');
  await app.mainButton.click();
  expect((await call).postDataJSON()).toEqual({
    triggerId: 118,
    warehouseIds: [507, 117501],
    supplyTypes: ['BOX'],
    checkInterval: 180,
    maxCoefficient: 0,
    searchMode: 'TODAY',
    startDate: day('2026-11-21'),
    endDate: dayEnd('2026-11-21'),
    selectedDates: [day('2026-11-21')],
  });
  await expect(toast(page, 'success', 'Таймслот успешно обновлен')).toBeVisible();
});

test('an autobooking card lists its filters after the coefficient', async ({ app, page }) => {
  await app.open({ view: 'autobookings-main' });
  const card = await scrollToCard(bookingCards(page, 'Казань'));
  // The facts in order (each after its term for screen readers): the filters right after the coefficient.
  await expect(card.getByRole('definition')).toHaveText([
    'Суперсейф',
    'Месяц с 01.12.2026',
    'Бесплатная',
    'через 3 дн.\u00a0· сб, вс\u00a0· логистика до 200%',
    '19.11',
  ]);
  await expect(bookingCards(page, 'Коледино')).toContainText('Коэффициент до 1');
  await expect(bookingCards(page, 'Коледино')).not.toContainText('логистика');
});

test('the timeslot template carries the filters into the autobooking, which sends them', async ({ app, page }) => {
  await app.open({ view: 'autobookings-main' });
  await page.getByRole('button', { name: 'добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Создание автобронирования' })).toBeVisible();
  await pick(page, 'Шаблон из таймслота', /^Тула, Краснодар/);
  await expect(filtersToggle(page)).toContainText('через 2 дн. · пн–пт · логистика до 150%');

  const validated = nextCall(page, 'POST', '/api/v1/warehouses/validate');
  await pick(page, 'Черновик поставки', 'Черновик от 20.11.2026, 17:32');
  await validated;
  await page.getByRole('radio', { name: 'Неделя' }).check();
  await bookingDay(page, '24 ноября 2026').click();
  await filtersToggle(page).click();
  await page.getByRole('radio', { name: 'Выходные' }).check();
  const created = nextCall(page, 'POST', '/api/v1/autobooking');
  await app.mainButton.click();
  expect((await created).postDataJSON()).toMatchObject({
    warehouseId: 206348,
    dateType: 'WEEK',
    startDate: '2026-11-24',
    maxCoefficient: 5,
    minLeadDays: 2,
    weekdays: [6, 7],
    maxLogisticsCoefficient: 150,
  });
});
