import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/shared/telegram/session', () => ({ getInitData: () => 'user=%7B%22id%22%3A1%7D&hash=abc' }));
// An absolute base URL: Node's fetch cannot resolve the app's relative one.
vi.stubEnv('VITE_API_BASE_URL', 'http://127.0.0.1:9');
const { ApiError } = await import('./client');
const { autobookingListKey, autobookingsQueryOptions, cursorAfter, pageQuery } = await import('./autobookings');
const { filterOfKey, isRefusedCursor } = await import('./autobookings-cache');

const counts = { ACTIVE: 3, COMPLETED: 0, ARCHIVED: 0, ERROR: 0 };
const item = (id: number) => ({ id, status: 'ACTIVE', createdAt: `2026-11-${id}T08:00:00.000Z` });

afterEach(() => vi.unstubAllGlobals());

/** A server whose active group holds bookings 12, 11, 10, one per page; records each query it is sent. */
function pagedServer() {
  const asked: string[] = [];
  const pages: Record<string, { items: unknown[]; nextCursor: string | null }> = {
    '': { items: [item(12)], nextCursor: 'after-12' },
    'after-12': { items: [item(11)], nextCursor: 'after-11' },
    'after-11': { items: [item(10)], nextCursor: null },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const answer = pages[url.searchParams.get('cursor') ?? ''];
      return Promise.resolve(
        answer
          ? Response.json({ ...answer, counts })
          : Response.json(
              {
                code: 'validation_failed',
                message: 'Некорректный запрос',
                errors: [{ in: 'query', path: '/cursor', message: 'not a cursor of this list' }],
              },
              { status: 422 },
            ),
      );
    }),
  );
  return asked;
}

describe('autobooking list queries', () => {
  it('keys and asks for one group and search, the search as the server compares it', () => {
    expect(autobookingListKey({ group: 'archive', search: '  Ёлкино ' })).toEqual([
      'autobookings',
      'archive',
      'елкино',
    ]);
    expect(filterOfKey(['autobookings', 'archive', 'елкино'])).toEqual({ group: 'archive', search: 'елкино' });
    expect(filterOfKey(['autobookings'])).toBeUndefined();
    expect(filterOfKey(['triggers', 'active', ''])).toBeUndefined();
    expect(pageQuery({ group: 'active', search: '' }, null)).toEqual({ group: 'active' });
    expect(pageQuery({ group: 'completed', search: ' Казань' }, 'c1')).toEqual({
      group: 'completed',
      search: 'казань',
      cursor: 'c1',
    });
  });

  it('reads the next page with the last nextCursor, and stops at null or a cursor handed back unchanged', () => {
    expect(cursorAfter({ nextCursor: 'c2' }, 'c1')).toBe('c2');
    expect(cursorAfter({ nextCursor: null }, 'c1')).toBeUndefined();
    expect(cursorAfter({ nextCursor: 'c1' }, 'c1')).toBeUndefined();
    expect(cursorAfter({ nextCursor: 'c1' }, null)).toBe('c1');
  });

  it('follows the cursors to the end of the list, each booking once', async () => {
    const asked = pagedServer();
    const queryClient = new QueryClient();
    const options = autobookingsQueryOptions({ group: 'active', search: '' });
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 5 });
    expect(data.pages.flatMap((page) => page.items.map((booking) => booking.id))).toEqual([12, 11, 10]);
    expect(data.pageParams).toEqual([null, 'after-12', 'after-11']);
    expect(asked).toEqual(['?group=active', '?group=active&cursor=after-12', '?group=active&cursor=after-11']);
  });

  it('tells a refused cursor from other failures', async () => {
    pagedServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = autobookingsQueryOptions({ group: 'active', search: '' });
    const refused = await queryClient
      .fetchInfiniteQuery({ ...options, initialPageParam: 'from-an-old-deploy' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(isRefusedCursor(refused)).toBe(true);
    const limit = new ApiError(
      422,
      {
        code: 'validation_failed',
        message: 'Некорректный запрос',
        errors: [{ in: 'query', path: '/limit', message: 'must be <= 50' }],
      },
      'listAutobookings',
    );
    expect(isRefusedCursor(limit)).toBe(false);
    expect(isRefusedCursor(new ApiError(500, undefined, 'listAutobookings'))).toBe(false);
    expect(isRefusedCursor(new Error('offline'))).toBe(false);
  });
});
