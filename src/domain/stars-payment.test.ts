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
  it('renews or is off while the subscription is active', () => {
    expect(renewalState({ autoRenew: true }, true)).toBe('renewing');
    expect(renewalState({ autoRenew: false }, true)).toBe('off');
  });

  it('is none without a renewal or once the subscription ended', () => {
    expect(renewalState(null, true)).toBe('none');
    expect(renewalState(undefined, true)).toBe('none');
    expect(renewalState({ autoRenew: true }, false)).toBe('none');
  });
});
