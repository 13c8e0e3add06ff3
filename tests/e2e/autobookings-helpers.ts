import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** Autobooking cards in the current tab, optionally only those of a warehouse. */
export function bookingCards(page: Page, warehouse?: string) {
  const cards = page.getByRole('tabpanel').getByTestId('autobooking-card');
  return warehouse ? cards.filter({ has: page.getByRole('heading', { name: warehouse, exact: true }) }) : cards;
}

/** An error toast (title 'Ошибка' unless given) or a success toast ('Успешно') with the given message. */
export function toast(
  page: Page,
  tone: 'error' | 'success',
  message: string,
  title = tone === 'error' ? 'Ошибка' : 'Успешно',
) {
  return page
    .getByRole(tone === 'error' ? 'alert' : 'status')
    .filter({ hasText: title })
    .filter({ hasText: message });
}

/** Resolves with the next call of `method` to `path`. */
export function nextCall(page: Page, method: string, path: string): Promise<Request> {
  return page.waitForRequest((request) => request.method() === method && new URL(request.url()).pathname === path);
}

/** The calls of `method` to `path` made so far (query strings included in `path` of the log). */
export function callsTo(requests: { method: string; path: string }[], method: string, path: string) {
  return requests.filter((request) => request.method === method && request.path.split('?')[0] === path);
}

/**
 * Scrolls the page from the top until `card` is rendered, as a seller looks for a booking: the list is
 * virtualised, so a card far from the viewport is not in the DOM. Returns the card.
 */
export async function scrollToCard(card: Locator) {
  const page = card.page();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(async () => {
    // Half a screen at a time, so each look overlaps the last. The list renders the cards of a scroll a little
    // later, and on a busy machine the scrolling can outrun it past the card: from the end, it starts again at
    // the top instead of looking at the end for good.
    if ((await card.count()) === 0)
      await page.evaluate(() => {
        const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        if (atEnd) window.scrollTo(0, 0);
        else window.scrollBy(0, window.innerHeight / 2);
      });
    expect(await card.count()).toBeGreaterThan(0);
    // Into the middle of the screen, where measuring the cards around it cannot move it out of the rendered ones.
    // A card rendered for the last look may be gone once the list has caught up with the scroll: then the look
    // goes on from here.
    await card.first().scrollIntoViewIfNeeded({ timeout: 1_000 });
    await expect(card.first()).toBeInViewport({ timeout: 1_000 });
  }).toPass({ intervals: [100] });
  return card;
}

export async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * Resolves once the browser has told the list whether its end is in view, as the page is now: an observer of the
 * list's end made now hears after the list's own (observers hear in the order they were made), and the list starts
 * the read of its next page, if it does, as it hears. Then `app.requestsSettled()` shows that read.
 */
export function listEndReported(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const end = document.querySelector('[role="tabpanel"] > [aria-hidden="true"]');
        if (!end) return reject(new Error('The list has no end to watch'));
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(end);
      }),
  );
}

/**
 * Types `text` into a text box key by key within one task of the page, as a fast typist's keys arrive: however busy
 * the machine, no debounce ends between two keys, so a test that counts the requests of a search does not count
 * the machine's pauses.
 */
export async function typeKeyByKey(input: Locator, text: string) {
  await input.evaluate((element, typed) => {
    const field = element as HTMLInputElement;
    for (let length = 1; length <= typed.length; length++) {
      // The input's own setter, beneath React's tracking of the value: React then sees each key as the seller's.
      Reflect.set(HTMLInputElement.prototype, 'value', typed.slice(0, length), field);
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: typed[length - 1] }));
    }
  }, text);
}

/** Opens a select of the form by its label and picks the option (typing into the search first when given). */
export async function pick(page: Page, label: string | RegExp, option: string | RegExp, search?: string) {
  await page.getByRole('button', { name: typeof label === 'string' ? new RegExp(`^${label}`) : label }).click();
  if (search !== undefined) await page.getByRole('combobox').fill(search);
  await page.getByRole('option', { name: option }).click();
}

/** The form's custom-dates calendar day, e.g. customDay(page, '25 ноября'). */
export function customDay(page: Page, day: string) {
  return page.getByRole('group', { name: 'Даты' }).getByRole('button', { name: new RegExp(`, ${day} 2026 г\\.`) });
}

/** A calendar day button, e.g. dayButton(page, '1 декабря 2026'); its name also says when the day is chosen. */
export function dayButton(page: Page, date: string) {
  return page.getByRole('button', { name: new RegExp(`, ${date} г\\.`) });
}

/** The select of the form with the given label. */
export function select(page: Page, label: string) {
  return page.getByRole('button', { name: new RegExp(`^${label}`) });
}
