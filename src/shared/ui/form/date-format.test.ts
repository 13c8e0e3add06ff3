import { describe, expect, it } from 'vitest';
import { unavailableDays } from './date-format';

describe('unavailableDays', () => {
  const earliest = new Date(2026, 10, 21);

  it('refuses the days outside the allowed span, the last day taken from its start', () => {
    expect(unavailableDays({ disabled: false })).toEqual([]);
    expect(unavailableDays({ disabled: false, earliest, latest: new Date(2027, 1, 21, 15, 30) })).toEqual([
      { before: earliest },
      { after: new Date(2027, 1, 21) },
    ]);
  });

  it('refuses every day while the picker is disabled', () => {
    expect(unavailableDays({ disabled: true, earliest })).toEqual([true, { before: earliest }]);
  });
});
