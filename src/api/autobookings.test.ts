import { describe, expect, it } from 'vitest';
import { nextPageAfter, nextPageParam, type AutobookingPageParam } from './autobookings';

describe('nextPageAfter', () => {
  it('reads the next page the server names', () => {
    expect(nextPageAfter({ nextPage: 2 }, 1)).toBe(2);
    expect(nextPageAfter({ nextPage: 9 }, 4)).toBe(9);
  });

  it('ends the list on the last page', () => {
    expect(nextPageAfter({ nextPage: null }, 3)).toBeUndefined();
  });

  it('ends the list when the next page does not lie ahead, instead of reading one page forever', () => {
    expect(nextPageAfter({ nextPage: 5 }, 5)).toBeUndefined();
    expect(nextPageAfter({ nextPage: 2 }, 7)).toBeUndefined();
  });
});

describe('nextPageParam', () => {
  const read: AutobookingPageParam[] = [
    { page: 1, reread: [] },
    { page: 2, reread: [] },
    { page: 3, reread: [] },
  ];
  const after = (movedBack: number | undefined) => nextPageParam({ nextPage: 4 }, { ...read[2]!, movedBack }, read);

  it('reads just the next page while the server order did not move back', () => {
    expect(after(undefined)).toEqual({ page: 4, reread: [] });
    expect(after(0)).toEqual({ page: 4, reread: [] });
    // More created than deleted: later bookings moved forward, the next page only repeats some (shown once).
    expect(after(-2)).toEqual({ page: 4, reread: [] });
  });

  it('reads the last page again when up to a page of bookings was deleted since it was read', () => {
    expect(after(1)).toEqual({ page: 4, reread: [3] });
    expect(after(20)).toEqual({ page: 4, reread: [3] });
  });

  it('reads as many pages again as the deleted bookings fill', () => {
    expect(after(21)).toEqual({ page: 4, reread: [2, 3] });
    expect(after(70)).toEqual({ page: 4, reread: [1, 2, 3] });
  });

  it('ends on the last page whatever moved', () => {
    expect(nextPageParam({ nextPage: null }, { page: 3, reread: [], movedBack: 5 }, read)).toBeUndefined();
  });
});
