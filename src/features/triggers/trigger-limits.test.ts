import { describe, expect, it } from 'vitest';
import {
  MAX_ACTIVE_TRIGGERS,
  canAddTrigger,
  canEdit,
  canToggle,
  countActive,
  isLimitReached,
  toggleLabel,
} from './trigger-limits';

const relevantOn = { status: 'RELEVANT', isActive: true } as const;
const relevantOff = { status: 'RELEVANT', isActive: false } as const;
const completed = { status: 'COMPLETED', isActive: false } as const;
const expired = { status: 'EXPIRED', isActive: false } as const;

describe('countActive', () => {
  it('counts relevant started triggers only', () => {
    expect(countActive([relevantOn, relevantOff, completed, expired, relevantOn])).toBe(2);
    // A finished trigger flagged active does not hold a place.
    expect(countActive([{ status: 'COMPLETED', isActive: true }])).toBe(0);
    expect(countActive([])).toBe(0);
  });
});

describe('the limit of 30 active triggers', () => {
  it('is reached at 30 and above', () => {
    expect(MAX_ACTIVE_TRIGGERS).toBe(30);
    expect(isLimitReached(29)).toBe(false);
    expect(isLimitReached(30)).toBe(true);
    expect(isLimitReached(31)).toBe(true);
  });

  it('disables adding at 30 active', () => {
    expect(canAddTrigger(29)).toBe(true);
    expect(canAddTrigger(30)).toBe(false);
  });
});

describe('canToggle', () => {
  it('allows stopping and starting a relevant trigger under the limit', () => {
    expect(canToggle(relevantOn, { limitReached: isLimitReached(5), toggling: false })).toBe(true);
    expect(canToggle(relevantOff, { limitReached: isLimitReached(29), toggling: false })).toBe(true);
  });

  it('is disabled while that trigger is being toggled', () => {
    expect(canToggle(relevantOn, { limitReached: false, toggling: true })).toBe(false);
  });

  it('is disabled for completed and expired triggers', () => {
    expect(canToggle(completed, { limitReached: false, toggling: false })).toBe(false);
    expect(canToggle(expired, { limitReached: false, toggling: false })).toBe(false);
  });

  it('does not start a stopped trigger at 30 active but still stops an active one', () => {
    expect(canToggle(relevantOff, { limitReached: isLimitReached(30), toggling: false })).toBe(false);
    expect(canToggle(relevantOn, { limitReached: isLimitReached(30), toggling: false })).toBe(true);
  });
});

describe('toggleLabel', () => {
  it('names the action for relevant triggers and the state for the others', () => {
    expect(toggleLabel(relevantOff)).toBe('запуск');
    expect(toggleLabel(relevantOn)).toBe('стоп');
    expect(toggleLabel(completed)).toBe('завершен');
    expect(toggleLabel(expired)).toBe('истек');
  });
});

describe('canEdit', () => {
  it('allows editing relevant triggers only', () => {
    expect(canEdit(relevantOff)).toBe(true);
    expect(canEdit(completed)).toBe(false);
    expect(canEdit(expired)).toBe(false);
  });
});
