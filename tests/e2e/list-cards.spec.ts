// Both lists share one card anatomy and a compact head: the first card starts high, at least three cards fit on a
// 390×844 phone, the tab counts follow the search, and the newest item comes first.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { bookingCards } from './autobookings-helpers';
import { triggerCard } from './triggers-helpers';

const lists = [
  {
    name: 'triggers-main',
    view: undefined,
    cards: (page: Page) => page.getByRole('tabpanel').getByRole('region'),
  },
  {
    name: 'autobookings-main',
    view: 'autobookings-main',
    cards: (page: Page) => bookingCards(page),
  },
] as const;

/** The top of the first card and how many cards lie wholly inside the viewport. */
async function measure(page: Page, cards: Locator) {
  await expect(cards.first()).toBeVisible();
  const height = page.viewportSize()?.height ?? 0;
  const boxes = await cards.evaluateAll((elements) =>
    elements.map((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      return { top, bottom };
    }),
  );
  return {
    firstTop: Math.round(boxes[0]?.top ?? Infinity),
    whollyShown: boxes.filter(({ top, bottom }) => top >= 0 && bottom <= height).length,
  };
}

for (const { width, height, firstTopMax, cardsMin } of [
  { width: 390, height: 844, firstTopMax: 250, cardsMin: 3 },
  { width: 360, height: 740, firstTopMax: 250, cardsMin: 2 },
]) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    for (const list of lists) {
      test(`${list.name}: the first card starts by y ${firstTopMax} and ${cardsMin}+ cards show whole`, async ({
        app,
        page,
      }) => {
        await app.open({ view: list.view });
        const { firstTop, whollyShown } = await measure(page, list.cards(page));
        expect(firstTop).toBeLessThanOrEqual(firstTopMax);
        expect(whollyShown).toBeGreaterThanOrEqual(cardsMin);
      });
    }
  });
}

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('completed and failed bookings: three cards show whole', async ({ app, page }) => {
    await app.open({ view: 'autobookings-main' });
    await page.getByRole('tab', { name: /Завершенные/ }).click();
    await expect(page.getByText(/поставка WB-GI-98344127/)).toBeVisible();
    expect((await measure(page, bookingCards(page))).whollyShown).toBeGreaterThanOrEqual(3);

    await app.open({ view: 'autobookings-main', mock: 'autobooking-error-reasons' });
    await page.getByRole('tab', { name: /Архивные/ }).click();
    await expect(page.getByText(/Маркетплейс отозвал доступ/)).toBeVisible();
    expect((await measure(page, bookingCards(page))).whollyShown).toBeGreaterThanOrEqual(3);
  });
});

// One launch for what the default list shows, read before the history sheet opens over it.
test('the newest trigger leads the list; cards say the interval as the picker does, picked dates as a noun, what no notification means and the finds in a line of their own, which opens the history; actions read in sentence case', async ({
  app,
  page,
}) => {
  await app.open();
  const first = page.getByRole('tabpanel').getByRole('region').first();
  await expect(first.getByRole('heading')).toHaveText('СЦ Внуково');
  await expect(first.getByRole('definition').last()).toHaveText('21.11');

  const card = triggerCard(page, 'Коледино, Подольск');
  for (const action of [
    page.getByRole('button', { name: 'добавить' }),
    card.getByRole('button', { name: 'стоп' }),
    card.getByRole('button', { name: 'изменить' }),
  ]) {
    await expect(action).toHaveText(/^[а-я]/);
    // The capital is drawn by the shared button style: the rendered text starts with it.
    expect(await action.evaluate((button) => (button as HTMLElement).innerText.trim())).toMatch(/^[А-Я]/);
  }

  await expect(card.getByRole('definition').nth(3)).toHaveText('каждый час');
  await expect(triggerCard(page, 'Электросталь').getByRole('definition').nth(3)).toHaveText('каждые 3\u00a0часа');
  await expect(triggerCard(page, 'Электросталь')).toContainText('Уведомлений не было');
  await expect(triggerCard(page, 'Казань').getByRole('definition').nth(1)).toHaveText('Выбранные даты');
  await expect(page.getByText('Выбрать даты')).toHaveCount(0);

  const finds = card.getByRole('button', { name: /^История находок/ });
  await expect(finds).toHaveText('2 слота\u00a0· замечены 23 раза\u00a0· последний: Подольск, на 21.11');
  await expect(finds).toBeInViewport();
  // A trigger that found nothing yet has no such line.
  await expect(triggerCard(page, 'Электросталь').getByRole('button', { name: /^История находок/ })).toHaveCount(0);
  await finds.click();
  await expect(page.getByRole('dialog', { name: 'История находок' }).getByRole('listitem').first()).toBeVisible();

  await app.open({ view: 'autobookings-main' });
  await expect(page.getByTestId('autobooking-balance')).toHaveText('Доступно 12 автобронирований');
});

test('the tab counts follow the search in both lists', async ({ app, page }) => {
  await app.open();
  await expect(page.getByRole('tab')).toHaveText(['Актуальные6', 'Завершенные2', 'Истекшие2']);
  await page.getByPlaceholder('Поиск актуальных...').fill('коледино');
  await expect(page.getByRole('tab')).toHaveText(['Актуальные1', 'Завершенные1', 'Истекшие0']);
  await page.getByPlaceholder('Поиск актуальных...').fill('');
  await expect(page.getByRole('tab')).toHaveText(['Актуальные6', 'Завершенные2', 'Истекшие2']);

  await app.open({ view: 'autobookings-main' });
  await expect(page.getByRole('tab')).toHaveText(['Активные4', 'Завершенные3', 'Архивные7']);
  await page.getByPlaceholder('Поиск по складу...').fill('невинно');
  await expect(page.getByRole('tab')).toHaveText(['Активные1', 'Завершенные0', 'Архивные0']);
});
