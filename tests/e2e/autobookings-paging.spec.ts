// Paging after local deletions: the list pages are numbered on the server, so deleting
// bookings moves later ones onto pages already read. The next page is read together with the last one again,
// so no booking is skipped, and none shows twice. Prism is stateless, so a small stateful server stands in here.
import type { Page } from '@playwright/test';
import type { SchemaAutobooking, SchemaAutobookingPage } from '@generated/schema';
import { test, expect } from './fixtures';

const pageSize = 20;
const list = '/api/v1/autobooking';

/** Booking `id` at warehouse 1000 + id (not in the warehouse list, so its card reads 'Склад 10xx'). */
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
    createdAt: '2026-10-01T08:00:00.000Z',
    draftId: 'draft',
  };
}

/** 45 bookings: 5 active (they fill the first tab, so nothing loads before the test scrolls), 40 archived. */
async function serveStatefulList(page: Page) {
  let bookings = Array.from({ length: 45 }, (_, index) => booking(index + 1, index < 5 ? 'ACTIVE' : 'ARCHIVED'));
  const pagesRead: number[] = [];
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
      const number = Number(new URL(request.url()).searchParams.get('page') ?? '1');
      pagesRead.push(number);
      const counts = { ACTIVE: 5, COMPLETED: 0, ARCHIVED: bookings.length - 5, ERROR: 0 };
      const body: SchemaAutobookingPage = {
        items: bookings.slice((number - 1) * pageSize, number * pageSize),
        counts,
        currentPage: number,
        nextPage: number * pageSize < bookings.length ? number + 1 : null,
      };
      return route.fulfill({ json: body });
    },
  );
  return pagesRead;
}

function cards(page: Page, warehouse: string) {
  return page
    .getByTestId('autobooking-card')
    .filter({ has: page.getByRole('heading', { name: warehouse, exact: true }) });
}

/** Searches the list for a warehouse (when nothing loaded matches, the list reads its next page). */
async function cardsFound(page: Page, warehouse: string) {
  await page.getByRole('searchbox').fill(warehouse);
  return cards(page, warehouse);
}

test('deleting bookings does not make the next page skip the ones that moved onto the page already read', async ({
  app,
  page,
}) => {
  const pagesRead = await serveStatefulList(page);
  await app.open({ view: 'autobookings-main' });
  await expect(page.getByTestId('autobooking-card')).not.toHaveCount(0);
  expect(pagesRead).toEqual([1]);

  // The first archived bookings, at the top of their tab: the end of the list stays out of view, so only page 1 is read.
  await page.getByRole('tab', { name: /^Архивные/ }).click();
  for (const warehouse of ['Склад 1006', 'Склад 1007', 'Склад 1008']) {
    await cards(page, warehouse).getByRole('button', { name: 'Удалить' }).click();
    await page.getByTestId('tg-popup').getByRole('button', { name: 'Удалить' }).click();
    await expect(cards(page, warehouse)).toHaveCount(0);
  }
  expect(pagesRead).toEqual([1]);

  // Booking 21 opened page 2; after three deletions it is the 18th of page 1. Searching for it finds nothing
  // loaded, so the list reads on: page 2, with page 1 again.
  await expect(await cardsFound(page, 'Склад 1021')).toHaveCount(1);
  expect(pagesRead.slice(1, 3).sort()).toEqual([1, 2]);
  expect(pagesRead.filter((number) => number === 1)).toHaveLength(2);
  for (const warehouse of ['Склад 1022', 'Склад 1023', 'Склад 1024', 'Склад 1043']) {
    await expect(await cardsFound(page, warehouse)).toHaveCount(1);
  }
  // Read twice, shown once.
  await expect(await cardsFound(page, 'Склад 1009')).toHaveCount(1);
  await expect(await cardsFound(page, 'Склад 1006')).toHaveCount(0);
});
