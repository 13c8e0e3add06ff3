import { describe, expect, it } from 'vitest';
import { parseRecentIds, recentFirst, rememberRecent } from './recent-choices';

const groups = { recent: 'Недавние', rest: 'Все склады' };
const options = [
  { value: 1, label: 'Алматы' },
  { value: 2, label: 'Астана' },
  { value: 3, label: 'Казань' },
  { value: 4, label: 'Коледино' },
];

describe('rememberRecent', () => {
  it('puts the used ones first, in their order, then the earlier ones once', () => {
    expect(rememberRecent([3, 1], [4, 1])).toEqual([4, 1, 3]);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    expect(rememberRecent([1, 2, 3, 4, 5], [6])).toEqual([6, 1, 2, 3, 4]);
    expect(rememberRecent([1, 2], [3], 2)).toEqual([3, 1]);
  });

  it('counts a repeat once', () => {
    expect(rememberRecent([], [2, 2])).toEqual([2]);
  });
});

describe('recentFirst', () => {
  it('lists the recent options first, most recent first, and the rest in their own order', () => {
    expect(recentFirst(options, [4, 2], groups)).toEqual([
      { value: 4, label: 'Коледино', group: 'Недавние' },
      { value: 2, label: 'Астана', group: 'Недавние' },
      { value: 1, label: 'Алматы', group: 'Все склады' },
      { value: 3, label: 'Казань', group: 'Все склады' },
    ]);
  });

  it('skips a recent value that is no longer offered', () => {
    expect(recentFirst(options, [9, 3], groups).map((option) => option.value)).toEqual([3, 1, 2, 4]);
  });

  it('leaves the options ungrouped and in order without recent ones', () => {
    expect(recentFirst(options, [], groups)).toEqual(options);
    expect(recentFirst(options, [9], groups)).toEqual(options);
  });
});

describe('parseRecentIds', () => {
  it('reads a stored list of ids and ignores anything else', () => {
    expect(parseRecentIds('[507,117986]')).toEqual([507, 117986]);
    expect(parseRecentIds('[1,"x",2.5,3]')).toEqual([1, 3]);
    expect(parseRecentIds('{"a":1}')).toEqual([]);
    expect(parseRecentIds('not json')).toEqual([]);
    expect(parseRecentIds(undefined)).toEqual([]);
  });
});
