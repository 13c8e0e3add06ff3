import { describe, expect, it } from 'vitest';
import {
  missedRenewalTitle,
  renewalOffText,
  renewalText,
  subscriptionLabel,
  subscriptionUntilText,
} from './subscription-label';

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

describe('subscriptionUntilText', () => {
  // Built from local dates: the text is in the seller's time zone, whatever zone the tests run in.
  const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

  it('names the last whole day when the subscription ends at midnight', () => {
    expect(subscriptionUntilText(local(2026, 11, 21))).toBe('до 20.12.2026 включительно');
    expect(subscriptionUntilText(local(2027, 0, 1))).toBe('до 31.12.2026 включительно');
    expect(subscriptionUntilText(local(2026, 2, 1))).toBe('до 28.02.2026 включительно');
  });

  it('names the time when it ends during a day', () => {
    expect(subscriptionUntilText(local(2026, 11, 21, 15, 30))).toBe('до 21.12.2026 15:30');
    expect(subscriptionUntilText(local(2026, 11, 21, 0, 1))).toBe('до 21.12.2026 00:01');
  });
});

describe('renewalText', () => {
  const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

  it("names the next charge's day in the seller's time zone", () => {
    expect(renewalText(local(2026, 11, 21))).toBe('Продлевается автоматически · 21.12');
    expect(renewalText(local(2026, 11, 28, 23, 59))).toBe('Продлевается автоматически · 28.12');
  });
});

describe('renewalOffText', () => {
  const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

  it('says until when access stays once the renewal is off', () => {
    expect(renewalOffText(local(2026, 11, 21))).toBe('Автопродление отключено · доступ до 20.12.2026 включительно');
    expect(renewalOffText(local(2026, 11, 21, 15, 30))).toBe('Автопродление отключено · доступ до 21.12.2026 15:30');
  });
});

describe('missedRenewalTitle', () => {
  const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

  it("names the missed charge's day in the seller's time zone", () => {
    expect(missedRenewalTitle(local(2026, 10, 21))).toBe('Автопродление не прошло 21.11');
    expect(missedRenewalTitle(local(2026, 11, 28, 23, 59))).toBe('Автопродление не прошло 28.12');
  });
});
