import { describe, expect, it } from 'vitest';
import { moscowDayTime, moscowTime } from './market-time';

describe('market times', () => {
  it("say Moscow's wall clock, whatever the device's time zone", () => {
    expect(moscowTime('2026-11-21T09:24:00.000Z')).toBe('12:24');
    expect(moscowTime('2026-11-21T21:05:59.000Z')).toBe('00:05');
    expect(moscowDayTime('2026-11-21T04:40:00.000Z')).toBe('21.11, 07:40');
    // Past midnight in Moscow it is already the next day.
    expect(moscowDayTime('2026-12-31T22:30:00.000Z')).toBe('01.01, 01:30');
  });
});
