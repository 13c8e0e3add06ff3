// The autobooking list against a backend that pages by keyset cursor, filters by group and searches on the server,
// and changes under the seller's hands. Prism is stateless, so a small stateful server stands in here.
import type { Page } from '@playwright/test';
import type { SchemaAutobooking, SchemaAutobookingPage } from '@generated/schema';
import { test, expect } from './fixtures';
import { bookingCards, scrollToEnd } from './autobookings-helpers';

const list = '/api/v1/autobooking';
const groups: Record<string, SchemaAutobooking['status'][]> = {
  active: ['ACTIVE'],
  completed: ['COMPLETED'],
  archive: ['ARCHIVED', 'ERROR'],
};

/** Booking `id` at warehouse 1000 + id (not in the warehouse list, so its card reads 'Склад 10xx'); higher is newer. */
function booking(id: number, status: SchemaAutobooking['status']): SchemaAutobooking {
  return {
    id,
    status,
    warehouseId: 1000 + id,
    transitWarehouseId: null,
    transitWarehouseName: null,
    supplyType: 'BOX',
    dateType: 'WEEK',
    startDate: '2026-10-05',
    endDate: null,
    customDates: [],
    completedDates: [],
    maxCoefficient: 0,
    createdAt: new Date(Date.UTC(2026, 9, 1) + id * 60_000).toISOString(),
    draftId: 'draft',
  };
}

interface ListRead {
  group: string;
  search: string;
  cursor: string | null;
}

/**
 * 45 bookings, newest first: 5 active (ids 45–41), 40 archived (ids 40–1), 20 a page. The cursor is the id of the
 * page's last booking; one the server did not issue is refused with 422 as the contract says.
 */
async function serveStatefulList(page: Page) {
  let bookings = Array.from({ length: 45 }, (_, index) => booking(45 - index, index < 5 ? 'ACTIVE' : 'ARCHIVED'));
  const reads: ListRead[] = [];
  const refuseCursors = { next: false };
  await page.route(
    (url) => url.pathname === list,
    async (route) => {
      const request = route.request();
      if (request.method() === 'DELETE') {
        const { id } = request.postDataJSON() as { id: number };
        bookings = bookings.filter((item) => item.id !== id);
        return route.fulfill({ json: { success: true, refundedCount: 1 } });
      }
      if (request.method() !== 'GET') return route.fallback();
      const query = new URL(request.url()).searchParams;
      const read = {
        group: query.get('group') ?? 'active',
        search: query.get('search') ?? '',
        cursor: query.get('cursor'),
      };
      reads.push(read);
      if (read.cursor && (refuseCursors.next || !/^after-\d+$/.test(read.cursor))) {
        refuseCursors.next = false;
        return route.fulfill({
          status: 422,
          json: {
            code: 'validation_failed',
            message: 'Некорректный запрос',
            errors: [{ in: 'query', path: '/cursor', message: 'not a cursor of this list' }],
          },
        });
      }
      const after = read.cursor ? Number(read.cursor.slice('after-'.length)) : Infinity;
      const found = bookings.filter((item) => `склад ${item.warehouseId}`.includes(read.search.toLowerCase()));
      const counts = { ACTIVE: 0, COMPLETED: 0, ARCHIVED: 0, ERROR: 0 };
      for (const item of found) counts[item.status] += 1;
      const inGroup = found.filter((item) => groups[read.group]?.includes(item.status) && item.id < after);
      const items = inGroup.slice(0, 20);
      const body: SchemaAutobookingPage = {
        items,
        nextCursor: inGroup.length > items.length ? `after-${items.at(-1)?.id}` : null,
        counts,
      };
      return route.fulfill({ json: body });
    },
  );
  return { reads, refuseCursors };
}

/** Scrolls to the end of the list until the server's pages have run out. */
async function scrollThrough(page: Page, reads: ListRead[], pages: number) {
  await expect(async () => {
    await scrollToEnd(page);
    expect(reads.filter((read) => read.group === 'archive')).toHaveLength(pages);
  }).toPass({ intervals: [200] });
}

/** Waits until the virtual list has rendered the rows of the part of it now in the viewport. */
function rowsCoverViewport(page: Page) {
  return page.waitForFunction(() => {
    const list = document.querySelector('[role="tabpanel"] [role="list"]')?.getBoundingClientRect();
    const rows = [...document.querySelectorAll('[role="tabpanel"] [role="listitem"][data-index]')].map((row) =>
      row.getBoundingClientRect(),
    );
    if (!list || rows.length === 0) return false;
    return (
      Math.min(...rows.map((row) => row.top)) <= Math.max(0, list.top) + 1 &&
      Math.max(...rows.map((row) => row.bottom)) >= Math.min(window.innerHeight, list.bottom) - 1
    );
  });
}

/** Every card of the (virtualised) list, in order, by one pass from the top: its position and warehouse. */
async function shownInOrder(page: Page) {
  const shown = new Map<number, string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 200; step++) {
    await rowsCoverViewport(page);
    const { rows, atEnd } = await page.evaluate(() => {
      const rows = [...document.querySelectorAll('[role="tabpanel"] [role="listitem"][data-index]')].map(
        (row) => [Number(row.getAttribute('data-index')), row.querySelector('h3')?.textContent ?? ''] as const,
      );
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      window.scrollBy(0, 300);
      return { rows, atEnd };
    });
    for (const [index, name] of rows) shown.set(index, name);
    if (atEnd) break;
  }
  return [...shown.entries()].sort(([a], [b]) => a - b).map(([, name]) => name);
}

test('scrolling reads the next page by its cursor; deletions meanwhile make none skip or repeat a booking', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 });
  const { reads } = await serveStatefulList(page);
  await app.open({ view: 'autobookings-main' });
  await expect(page.getByRole('tab')).toHaveText(['Активные5', 'Завершенные0', 'Архивные40']);

  await page.getByRole('tab', { name: /^Архивные/ }).click();
  await expect(bookingCards(page, 'Склад 1040')).toBeVisible();
  expect(reads.filter((read) => read.group === 'archive')).toEqual([{ group: 'archive', search: '', cursor: null }]);

  // The first archived bookings, at the top of their tab: the end of the list stays out of view.
  for (const warehouse of ['Склад 1040', 'Склад 1039', 'Склад 1038']) {
    await bookingCards(page, warehouse).getByRole('button', { name: 'Удалить' }).click();
    await page.getByTestId('tg-popup').getByRole('button', { name: 'Удалить' }).click();
    await expect(bookingCards(page, warehouse)).toHaveCount(0);
  }
  await expect(page.getByRole('tab', { name: /^Архивные/ })).toHaveText('Архивные37');

  // The cursor is the position after booking 21, the last of page 1: page 2 starts at booking 20, whatever was
  // deleted above it (a page number would have skipped bookings 20–18).
  await scrollThrough(page, reads, 2);
  expect(reads.filter((read) => read.group === 'archive').map((read) => read.cursor)).toEqual([null, 'after-21']);
  expect(await shownInOrder(page)).toEqual(Array.from({ length: 37 }, (_, index) => `Склад ${1037 - index}`));
});

test('a cursor the server no longer accepts: "Повторить" reads the list again from the top', async ({ app, page }) => {
  app.allowErrors();
  await page.setViewportSize({ width: 390, height: 600 });
  const { reads, refuseCursors } = await serveStatefulList(page);
  await app.open({ view: 'autobookings-main' });
  await page.getByRole('tab', { name: /^Архивные/ }).click();
  await expect(bookingCards(page, 'Склад 1040')).toBeVisible();

  refuseCursors.next = true;
  await scrollToEnd(page);
  const failed = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить следующие автобронирования' });
  await expect(failed).toBeVisible();
  const before = reads.length;
  await failed.getByRole('button', { name: 'Повторить' }).click();
  await expect(failed).toHaveCount(0);
  expect(reads[before]).toEqual({ group: 'archive', search: '', cursor: null });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bookingCards(page, 'Склад 1040')).toHaveCount(1);
});
