import { describe, expect, it } from 'vitest';
import { remainingDays } from './remaining-days';
import { isSubscriptionActive } from './subscription';

const now = new Date('2026-11-21T12:00:00.000Z');

describe('subscription', () => {
  it('is active only while the expiry lies in the future', () => {
    expect(isSubscriptionActive('2026-11-21T12:00:01.000Z', now)).toBe(true);
    expect(isSubscriptionActive('2026-11-21T12:00:00.000Z', now)).toBe(false);
    expect(isSubscriptionActive('2026-10-01T21:00:00.000Z', now)).toBe(false);
    expect(isSubscriptionActive(null, now)).toBe(false);
    expect(isSubscriptionActive('not a date', now)).toBe(false);
  });

  it('rounds the remaining days up and never goes below zero', () => {
    expect(remainingDays('2026-11-21T12:00:01.000Z', now)).toBe(1);
    expect(remainingDays('2026-11-22T12:00:00.000Z', now)).toBe(1);
    expect(remainingDays('2026-11-22T12:00:01.000Z', now)).toBe(2);
    expect(remainingDays('2026-12-20T21:00:00.000Z', now)).toBe(30);
    expect(remainingDays('2026-10-01T21:00:00.000Z', now)).toBe(0);
    expect(remainingDays(null, now)).toBe(0);
  });

  it('counts across a year boundary', () => {
    expect(remainingDays('2027-01-01T00:00:00.000Z', new Date('2026-12-31T23:00:00.000Z'))).toBe(1);
  });
});
