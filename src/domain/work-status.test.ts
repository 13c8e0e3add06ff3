import { describe, expect, it } from 'vitest';
import { lapsedText, runningCounterText, workStatusText } from './work-status';

describe('workStatusText', () => {
  const now = new Date(2026, 10, 21, 12, 30);
  const today = new Date(2026, 10, 21, 12, 24).toISOString();
  const earlier = new Date(2026, 10, 20, 8, 5).toISOString();

  it('says a running item searches, when it was checked and what the check saw', () => {
    expect(workStatusText({ state: 'running' }, { at: today, result: 'no_slot' }, now)).toEqual({
      tone: 'running',
      text: 'ищет\u00a0· проверено 12:24\u00a0· слотов нет',
    });
    expect(workStatusText({ state: 'running' }, { at: earlier, result: 'found' }, now)?.text).toBe(
      'ищет\u00a0· проверено 20.11 08:05\u00a0· слот найден',
    );
    expect(workStatusText({ state: 'running' }, null, now)?.text).toBe('ищет\u00a0· еще не проверено');
  });

  it('says a paused item is paused with its last check, naming only a reason no banner says, and nothing for one not started', () => {
    const lapsed = { state: 'paused', reason: 'subscription_inactive' } as const;
    expect(workStatusText(lapsed, { at: earlier, result: 'no_slot' }, now, ['subscription_inactive'])).toEqual({
      tone: 'paused',
      text: 'на паузе\u00a0· последняя проверка 20.11 08:05',
    });
    expect(
      workStatusText({ state: 'paused', reason: 'supplier_not_linked' }, null, now, ['subscription_inactive'])?.text,
    ).toBe('на паузе: поставщик не выбран');
    expect(workStatusText(null, { at: earlier, result: 'no_slot' }, now)).toBeUndefined();
  });
});

describe('lapsed counters', () => {
  const now = new Date(2026, 10, 28, 10, 0);

  it('names the day a subscription ended, never one that runs or was never bought', () => {
    expect(lapsedText(new Date(2026, 10, 21, 9, 0).toISOString(), now)).toBe('подписка истекла 21.11');
    expect(lapsedText(new Date(2026, 11, 21).toISOString(), now)).toBeUndefined();
    expect(lapsedText(null, now)).toBeUndefined();
  });

  it('counts what runs of what is started, only when they differ', () => {
    expect(runningCounterText(0, 4, 'подписка истекла 21.11')).toBe('Активно: 0 из 4 (подписка истекла 21.11)');
    expect(runningCounterText(2, 3, undefined)).toBe('Активно: 2 из 3');
    expect(runningCounterText(4, 4, undefined)).toBeUndefined();
  });
});
