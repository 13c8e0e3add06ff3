import { describe, expect, it } from 'vitest';
import { noRows, stepToward } from './row-steps';

describe('stepToward', () => {
  it('draws the rows wanted a few at a time, from the first one', () => {
    const wanted = { from: 0, to: 13 };
    const first = stepToward(noRows, wanted, 5);
    expect(first).toEqual({ from: 0, to: 4 });
    const second = stepToward(first, wanted, 5);
    expect(second).toEqual({ from: 0, to: 9 });
    expect(stepToward(second, wanted, 5)).toEqual(wanted);
  });

  it('keeps the same range once the rows wanted are drawn', () => {
    const drawn = { from: 3, to: 9 };
    expect(stepToward(drawn, { from: 3, to: 9 }, 5)).toBe(drawn);
  });

  it('drops the rows scrolled away at once and adds new ones below before those above', () => {
    expect(stepToward({ from: 0, to: 15 }, { from: 10, to: 25 }, 5)).toEqual({ from: 10, to: 20 });
    expect(stepToward({ from: 10, to: 20 }, { from: 8, to: 22 }, 5)).toEqual({ from: 8, to: 22 });
    expect(stepToward({ from: 10, to: 25 }, { from: 0, to: 15 }, 5)).toEqual({ from: 5, to: 15 });
  });

  it('starts again at the first row wanted after a jump past every row drawn', () => {
    expect(stepToward({ from: 0, to: 15 }, { from: 30, to: 45 }, 5)).toEqual({ from: 30, to: 34 });
  });

  it('draws nothing when no row is wanted', () => {
    expect(stepToward({ from: 0, to: 15 }, noRows, 5)).toBe(noRows);
  });
});
