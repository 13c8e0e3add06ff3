import { test, expect, doubleTap } from './fixtures';
import { nextTriggerCall, revealTriggerCards, toast, triggerCalls, triggerCard } from './triggers-helpers';

const koledino = 'Коледино, Подольск';
const untilFound = 'Санкт-Петербург (Уткина Заводь), СЦ Шушары, Екатеринбург - Испытателей 14г';

test('tabs show their triggers with counts and every card detail', async ({ app, page }) => {
  await app.open();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Актуальные6', 'Завершенные2', 'Истекшие2']);
  await expect(page.getByRole('tab', { name: /Актуальные/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Активно: 4/30')).toBeVisible();
  // Five cards at first (a screen shows three), the rest as the seller scrolls.
  await expect(page.getByRole('tabpanel').getByRole('region')).toHaveCount(5);
  await revealTriggerCards(page, 6);
  await expect(page.getByText('Подписка не активна')).toBeHidden();
  await expect(page.getByText('Достигнут лимит активных таймслотов')).toBeHidden();

  const today = triggerCard(page, koledino);
  await expect(today.getByRole('definition')).toHaveText([
    'Короба',
    'Сегодня',
    '21.11.2026',
    'каждый час',
    'Бесплатная',
    '21.11 09:15',
    '20.11',
  ]);
  await expect(today.getByText('активен')).toBeVisible();
  await expect(today.getByRole('button', { name: 'стоп' })).toBeEnabled();

  const stopped = triggerCard(page, untilFound);
  await expect(stopped.getByRole('definition')).toHaveText([
    'Суперсейф',
    'До нахождения',
    'с 18.11.2026, без окончания',
    'каждые 6\u00a0часов',
    'Коэффициент до 20',
    'Уведомлений не было',
    '18.11',
  ]);
  await expect(stopped.getByRole('button', { name: 'запуск' })).toBeEnabled();
  await expect(triggerCard(page, 'Казань').getByRole('definition').nth(2)).toHaveText(
    '25.11.2026, 28.11.2026, 05.12.2026',
  );
  await expect(triggerCard(page, 'Тула, Краснодар (Тихорецкая)').getByRole('definition').nth(0)).toHaveText(
    'Монопаллеты',
  );
  await expect(triggerCard(page, 'Тула, Краснодар (Тихорецкая)').getByRole('definition').nth(5)).toHaveText(
    'через 2 дн.\u00a0· пн–пт\u00a0· логистика до 150%',
  );
  await expect(triggerCard(page, 'Электросталь').getByRole('definition').nth(5)).toHaveText('Уведомлений не было');

  await page.getByRole('tab', { name: /Завершенные/ }).click();
  await expect(page.getByPlaceholder('Поиск завершенных...')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('region')).toHaveCount(2);
  const completed = triggerCard(page, 'Коледино');
  // A finished trigger says it is over and which day it was for, never a relative day such as 'Завтра'.
  await expect(completed.getByRole('definition').nth(1)).toHaveText('Завершен');
  await expect(completed.getByRole('definition').nth(2)).toHaveText('был на 15.11.2026');
  await expect(completed).not.toContainText('Завтра');
  // Over: the status is a badge where 'активен' / 'остановлен' stand, and there is nothing to start or stop.
  await expect(completed.getByText('завершен', { exact: true })).toBeVisible();
  await expect(completed.getByRole('button', { name: /завершен|запуск|стоп/ })).toHaveCount(0);
  await expect(completed.getByRole('button', { name: 'изменить' })).toHaveCount(0);

  await page.getByRole('tab', { name: /Истекшие/ }).click();
  await expect(page.getByPlaceholder('Поиск истекших...')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('region')).toHaveCount(2);
  await expect(triggerCard(page, 'Невинномысск').getByText('истек', { exact: true })).toBeVisible();
  await expect(triggerCard(page, 'Невинномысск').getByRole('button', { name: /истек|запуск|стоп/ })).toHaveCount(0);
  const expired = triggerCard(page, 'Обухово, Белые Столбы, СЦ Пушкино');
  await expect(expired.getByRole('definition').nth(1)).toHaveText('Истек');
  await expect(expired.getByRole('definition').nth(2)).toHaveText('был на 10.10.2026');
  await expect(expired).not.toContainText('Сегодня');
});

test('search filters the tab by warehouse name', async ({ app, page }) => {
  await app.open();
  const search = page.getByPlaceholder('Поиск актуальных...');
  const cards = page.getByRole('tabpanel').getByRole('region');
  await search.fill('ПОДОЛЬСК');
  await expect(cards).toHaveCount(1);
  await expect(triggerCard(page, koledino)).toBeVisible();
  await search.fill('екатеринбург');
  await expect(cards).toHaveCount(1);
  await expect(triggerCard(page, untilFound)).toBeVisible();
  await search.fill('Хабаровск');
  await expect(page.getByText('Таймслоты не найдены')).toBeVisible();
  await expect(cards).toHaveCount(0);
  // The query follows the seller to the next tab, where that warehouse has a completed trigger.
  await search.fill('екатеринбург');
  await page.getByRole('tab', { name: /Завершенные/ }).click();
  await expect(cards).toHaveCount(1);
  await expect(triggerCard(page, 'Новосибирск, Екатеринбург - Испытателей 14г')).toBeVisible();
  await page.getByRole('button', { name: 'Очистить поиск' }).click();
  await expect(cards).toHaveCount(2);
});

test('empty tabs say there are no triggers of that status', async ({ app, page }) => {
  await app.open({ mock: 'triggers-empty' });
  await expect(page.getByRole('tab')).toHaveText(['Актуальные0', 'Завершенные0', 'Истекшие0']);
  await expect(page.getByText('Нет актуальных таймслотов')).toBeVisible();
  await expect(page.getByText('Активно: 0/30')).toBeVisible();
  await page.getByRole('tab', { name: /Завершенные/ }).click();
  await expect(page.getByText('Нет завершенных таймслотов')).toBeVisible();
  await page.getByRole('tab', { name: /Истекшие/ }).click();
  await expect(page.getByText('Нет истекших таймслотов')).toBeVisible();
});

test('an inactive subscription shows the red banner whose action opens the subscription store', async ({
  app,
  page,
}) => {
  await app.open({ mock: 'expired-subscription' });
  await expect(page.getByText('Подписка не активна')).toBeVisible();
  await page.getByRole('button', { name: 'Купить подписку' }).click();
  await expect(page.getByRole('button', { name: 'Магазин' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Подписка не активна')).toBeHidden();
});

test('30 active triggers: yellow banner, no adding, no starting a stopped one', async ({ app, page }) => {
  app.allowErrors();
  await app.open({ mock: 'triggers-limit' });
  await expect(page.getByText('Достигнут лимит активных таймслотов')).toBeVisible();
  await expect(page.getByText('Активно: 30/30')).toBeVisible();
  await expect(page.getByRole('button', { name: 'добавить' })).toBeDisabled();
  // 31 current triggers: the first 5 cards render at once, the rest as the seller scrolls to the end.
  await expect(page.getByRole('tabpanel').getByRole('region')).toHaveCount(5);
  const cards = await revealTriggerCards(page, 31);
  // The one stopped relevant trigger cannot start while 30 are active; active ones can still stop.
  const stopped = cards.filter({ has: page.getByRole('button', { name: 'запуск' }) });
  await expect(stopped).toHaveCount(1);
  await expect(stopped.getByRole('button', { name: 'запуск' })).toBeDisabled();
  const card = triggerCard(page, 'Белые Столбы');
  await expect(card.getByRole('button', { name: 'стоп' })).toBeEnabled();

  // This scenario's server refuses every toggle: the seller reads its detail and nothing changes.
  const call = nextTriggerCall(page, 'PATCH');
  await card.getByRole('button', { name: 'стоп' }).click();
  expect((await call).postDataJSON()).toEqual({ triggerId: 232, isActive: false });
  await expect(toast(page, 'error', 'Достигнут лимит активных таймслотов: 30 из 30')).toBeVisible();
  await expect(card.getByRole('button', { name: 'стоп' })).toBeEnabled();
  await expect(page.getByText('Активно: 30/30')).toBeVisible();
});

test('toggle starts and stops a trigger with one PATCH per tap', async ({ app, page }) => {
  await app.open();
  const card = triggerCard(page, untilFound);
  const start = nextTriggerCall(page, 'PATCH');
  await doubleTap(card.getByRole('button', { name: 'запуск' }), /\/api\/v1\/triggers$/);
  expect((await start).postDataJSON()).toEqual({ triggerId: 116, isActive: true });
  await expect(card.getByRole('button', { name: 'стоп' })).toBeEnabled();
  await expect(card.getByText('активен')).toBeVisible();
  await expect(page.getByText('Активно: 5/30')).toBeVisible();
  expect(triggerCalls(app.apiRequests, 'PATCH')).toHaveLength(1);

  await card.getByRole('button', { name: 'стоп' }).click();
  await expect(card.getByRole('button', { name: 'запуск' })).toBeEnabled();
  await expect(card.getByText('остановлен')).toBeVisible();
  await expect(page.getByText('Активно: 4/30')).toBeVisible();
  // Only the list load: no reload after the changes.
  expect(
    app.apiRequests.filter((request) => request.method === 'GET' && request.path === '/api/v1/triggers'),
  ).toHaveLength(1);
});

test("a refused toggle shows the server's detail and keeps the state", async ({ app, page }) => {
  app.allowErrors();
  await app.open({ mock: 'toggle-409' });
  const card = triggerCard(page, koledino);
  await card.getByRole('button', { name: 'стоп' }).click();
  await expect(toast(page, 'error', 'Достигнут лимит активных таймслотов: 30 из 30')).toBeVisible();
  await expect(card.getByRole('button', { name: 'стоп' })).toBeEnabled();
  await expect(page.getByText('Активно: 4/30')).toBeVisible();
});

test('delete asks first, then removes the card', async ({ app, page }) => {
  await app.open();
  const card = triggerCard(page, koledino);
  const popup = page.getByTestId('tg-popup');
  await card.getByRole('button', { name: 'Удалить таймслот' }).click();
  await expect(popup.getByRole('heading', { name: 'Удалить таймслот' })).toBeVisible();
  await expect(popup).toContainText(koledino);
  await popup.getByRole('button', { name: 'Отмена' }).click();
  await expect(popup).toBeHidden();
  expect(triggerCalls(app.apiRequests, 'DELETE')).toHaveLength(0);

  await card.getByRole('button', { name: 'Удалить таймслот' }).click();
  const call = nextTriggerCall(page, 'DELETE');
  await popup.getByRole('button', { name: 'Удалить' }).click();
  expect((await call).postDataJSON()).toEqual({ triggerId: 118 });
  await expect(toast(page, 'success', 'Таймслот успешно удален')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Актуальные/ })).toHaveText('Актуальные5');
  await expect(page.getByText('Активно: 3/30')).toBeVisible();
});

test('a start/stop under way stays with its trigger while a search refills the cards', async ({ app, page }) => {
  await app.open();
  let answer!: () => Promise<void>;
  const held = new Promise<void>((resolve) => {
    void page.route('**/api/v1/triggers', (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      answer = () => route.fallback();
      resolve();
    });
  });
  const cards = page.getByRole('tabpanel').getByRole('region');
  const card = triggerCard(page, koledino);
  // Second: the trigger created today leads the list.
  await expect(cards.nth(1)).toHaveAccessibleName(koledino);
  await card.getByRole('button', { name: 'стоп' }).click();
  await held;
  await expect(card.getByRole('button', { name: 'стоп' })).toHaveAttribute('aria-busy', 'true');

  // The search puts another trigger in the first card: its button is not busy; clearing it brings the spinner back.
  const search = page.getByRole('searchbox', { name: 'Поиск актуальных по складу' });
  await search.fill('Казань');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName('Казань');
  await expect(cards.first().getByRole('button', { name: /^(стоп|запуск)$/ })).not.toHaveAttribute('aria-busy');
  await search.fill('');
  await expect(card.getByRole('button', { name: 'стоп' })).toHaveAttribute('aria-busy', 'true');

  await answer();
  await expect(card.getByRole('button', { name: 'запуск' })).toBeEnabled();
  await expect(card.getByText('остановлен')).toBeVisible();
  await expect(page.getByText('Активно: 3/30')).toBeVisible();
});

test("no wrapped line of a card starts with a '·' separator (390, 360 and 320 px)", async ({ app, page }) => {
  // Tall enough for all six cards at once: the list draws only the cards near the screen.
  await page.setViewportSize({ width: 390, height: 2000 });
  await app.open();
  await revealTriggerCards(page, 6);
  const separators = page.getByRole('tabpanel').locator('dl span[aria-hidden="true"]', { hasText: '·' });
  // One page, narrowed: the cards wrap again at each width.
  for (const width of [390, 360, 320]) {
    await page.setViewportSize({ width, height: 2000 });
    // Five on each card: four between the facts, one in the history line; one more before the additional
    // filters of the card that has them.
    await expect(separators).toHaveCount(31);
    // How far each '·' stands from the start of its line: the left edge of its list (the card's text column).
    // Layout is read synchronously, so the offsets are those of the new width.
    const offsets = await separators.evaluateAll((spans) =>
      spans.map((span) => {
        const line = span.getClientRects()[0]!;
        return line.left - span.closest('dl')!.getBoundingClientRect().left;
      }),
    );
    for (const offset of offsets) expect(offset, `${width} px`).toBeGreaterThan(1);
  }
});
