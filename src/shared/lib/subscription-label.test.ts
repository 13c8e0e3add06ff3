import { describe, expect, it } from 'vitest';
import { subscriptionLabel } from './subscription-label';

const now = new Date('2026-11-21T09:00:00.000Z');

describe('subscriptionLabel', () => {
  it('counts the remaining days, rounded up', () => {
    expect(subscriptionLabel('2026-12-20T21:00:00.000Z', now)).toBe('осталось 30 дней');
    expect(subscriptionLabel('2026-11-21T09:00:01.000Z', now)).toBe('остался 1 день');
    expect(subscriptionLabel('2026-11-23T09:00:00.000Z', now)).toBe('осталось 2 дня');
    expect(subscriptionLabel('2026-12-12T09:00:00.000Z', now)).toBe('остался 21 день');
    expect(subscriptionLabel('2026-12-02T09:00:00.000Z', now)).toBe('осталось 11 дней');
    expect(subscriptionLabel('2027-02-18T21:00:00.000Z', now)).toBe('осталось 90 дней');
  });

  it('says there is no subscription when it never existed or has ended', () => {
    expect(subscriptionLabel(null, now)).toBe('нет подписки');
    expect(subscriptionLabel('2026-10-01T21:00:00.000Z', now)).toBe('нет подписки');
    expect(subscriptionLabel('2026-11-21T09:00:00.000Z', now)).toBe('нет подписки');
  });
});
