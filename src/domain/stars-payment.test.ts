import { describe, expect, it } from 'vitest';
import { isPurchaseApplied, paidConfirmationDelaysMs, paidConfirmationWaitMs, renewalState } from './stars-payment';

describe('isPurchaseApplied', () => {
  const payments = [
    { id: 'paid', status: 'succeeded' },
    { id: 'waiting', status: 'pending' },
    { id: 'refunded', status: 'canceled' },
  ];

  it('holds only once the payment itself reads succeeded', () => {
    expect(isPurchaseApplied(payments, 'paid')).toBe(true);
    expect(isPurchaseApplied(payments, 'waiting')).toBe(false);
    expect(isPurchaseApplied(payments, 'refunded')).toBe(false);
  });

  it('does not take another paid payment for the one the sheet paid', () => {
    expect(isPurchaseApplied(payments, 'unknown')).toBe(false);
    expect(isPurchaseApplied([], 'paid')).toBe(false);
  });
});

describe('the wait after paid', () => {
  it('reads again within the wait, never longer', () => {
    const total = paidConfirmationDelaysMs.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeLessThanOrEqual(paidConfirmationWaitMs);
    expect(paidConfirmationDelaysMs[0]).toBeLessThanOrEqual(1000);
  });
});

describe('renewalState', () => {
  const now = new Date('2026-11-21T09:00:00.000Z');
  const missedChargeAt = '2026-11-20T21:00:00.000Z';
  const missed = { autoRenew: false, missedChargeAt };

  it('renews or is off while the subscription is active', () => {
    expect(renewalState({ autoRenew: true }, true, now)).toBe('renewing');
    expect(renewalState({ autoRenew: false }, true, now)).toBe('off');
  });

  it('is none without a renewal or once the subscription ended', () => {
    expect(renewalState(null, true, now)).toBe('none');
    expect(renewalState(undefined, true, now)).toBe('none');
    expect(renewalState({ autoRenew: true }, false, now)).toBe('none');
    expect(renewalState({ autoRenew: false }, false, now)).toBe('none');
  });

  it('is missed after the subscription ended at a renewal Telegram could not charge, for 30 days', () => {
    expect(renewalState(missed, false, now)).toBe('missed');
    expect(renewalState(missed, false, new Date(missedChargeAt))).toBe('missed');
    expect(renewalState(missed, false, new Date('2026-12-20T21:00:00.000Z'))).toBe('missed');
    expect(renewalState(missed, false, new Date('2026-12-20T21:00:00.001Z'))).toBe('none');
  });

  it('is not missed in the future, while renewing, or once a subscription runs again', () => {
    expect(renewalState(missed, false, new Date('2026-11-20T20:59:59.999Z'))).toBe('none');
    expect(renewalState({ ...missed, autoRenew: true }, false, now)).toBe('none');
    expect(renewalState(missed, true, now)).toBe('none');
  });
});
