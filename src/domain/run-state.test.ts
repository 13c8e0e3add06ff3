import { describe, expect, it } from 'vitest';
import { pauseReasonLabel, shownRunState, type ServiceStatus } from './run-state';

const healthy: ServiceStatus = {
  slotSource: { available: true, since: null, issue: null, message: null },
  notifications: { deliverable: true, failure: null },
};
const sourceDown: ServiceStatus = {
  ...healthy,
  slotSource: {
    available: false,
    since: '2026-11-21T04:40:00.000Z',
    issue: 'marketplace_method_disabled',
    message: 'x',
  },
};
const botBlocked: ServiceStatus = { ...healthy, notifications: { deliverable: false, failure: 'bot_blocked' } };
const running = { runState: { state: 'running', reason: null } } as const;
const trigger = { meantToRun: true, notifies: true };
const booking = { meantToRun: true, notifies: false };

describe('shownRunState', () => {
  it('is null for an item not meant to run, whatever the account says', () => {
    expect(
      shownRunState(running, { meantToRun: false, notifies: true }, { subscriptionActive: false, service: sourceDown }),
    ).toBeNull();
  });

  it('pauses everything for an inactive subscription, even when the item says running', () => {
    expect(shownRunState(running, trigger, { subscriptionActive: false, service: healthy })).toEqual({
      state: 'paused',
      reason: 'subscription_inactive',
    });
  });

  it("shows the item's own pause before the account-wide ones", () => {
    const paused = { runState: { state: 'paused', reason: 'supplier_auth_revoked' } } as const;
    expect(shownRunState(paused, booking, { subscriptionActive: true, service: sourceDown })).toEqual({
      state: 'paused',
      reason: 'supplier_auth_revoked',
    });
  });

  it('pauses while the slot source is down, also without a run state from the backend', () => {
    expect(shownRunState({}, booking, { subscriptionActive: true, service: sourceDown })).toEqual({
      state: 'paused',
      reason: 'source_unavailable',
    });
  });

  it('pauses a trigger, not a booking, while the bot cannot write', () => {
    const conditions = { subscriptionActive: true, service: botBlocked };
    expect(shownRunState(running, trigger, conditions)).toEqual({ state: 'paused', reason: 'bot_cannot_write' });
    expect(shownRunState(running, booking, conditions)).toEqual({ state: 'running' });
  });

  it('runs when nothing stops it, and when an older backend sends no status at all', () => {
    expect(shownRunState(running, trigger, { subscriptionActive: true, service: healthy })).toEqual({
      state: 'running',
    });
    expect(shownRunState({}, trigger, { subscriptionActive: true, service: undefined })).toEqual({ state: 'running' });
  });
});

describe('pauseReasonLabel', () => {
  it('names every reason of the contract, and a reason of a newer contract as an unnamed pause', () => {
    expect(pauseReasonLabel('supplier_not_linked')).toBe('поставщик не выбран');
    expect(pauseReasonLabel('subscription_inactive')).toBe('нет активной подписки');
    expect(pauseReasonLabel('a_reason_of_a_newer_contract' as 'bot_cannot_write')).toBe('причина не указана');
  });
});
