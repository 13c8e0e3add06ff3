import { describe, expect, it } from 'vitest';
import { uniqueBy } from './unique-by';

describe('uniqueBy', () => {
  it('keeps the first item of each id, in order', () => {
    const drafts = [
      { ID: 'b', createdAt: '2026-11-20' },
      { ID: 'a', createdAt: '2026-11-19' },
      { ID: 'b', createdAt: '2026-11-01' },
    ];
    expect(uniqueBy(drafts, (draft) => draft.ID)).toEqual([drafts[0], drafts[1]]);
  });

  it('returns a list without repeats unchanged', () => {
    expect(uniqueBy([3, 1, 2], (value) => value)).toEqual([3, 1, 2]);
    expect(uniqueBy([], (value) => value)).toEqual([]);
  });
});
