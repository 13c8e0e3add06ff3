import { describe, expect, it } from 'vitest';
import { nextPageAfter } from './autobookings';

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
