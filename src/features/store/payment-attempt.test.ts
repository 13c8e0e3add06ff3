import { describe, expect, it } from 'vitest';
import { attemptFor, type PaymentAttempt } from './payment-attempt';

function keys() {
  let next = 0;
  return () => `key-${++next}`;
}

describe('attemptFor', () => {
  it('starts a new attempt when nothing is waiting for a retry', () => {
    expect(attemptFor(undefined, 'sub_3m', 'seller@example.ru', keys())).toEqual({
      key: 'key-1',
      tariffId: 'sub_3m',
      email: 'seller@example.ru',
    });
  });

  it('reuses the key when the same attempt is retried', () => {
    const failed: PaymentAttempt = { key: 'first', tariffId: 'sub_3m', email: 'seller@example.ru' };
    expect(attemptFor(failed, 'sub_3m', 'seller@example.ru', keys())).toBe(failed);
  });

  it('takes a new key once the e-mail or the tariff changed', () => {
    const failed: PaymentAttempt = { key: 'first', tariffId: 'sub_3m', email: 'seller@example.ru' };
    expect(attemptFor(failed, 'sub_3m', 'other@example.ru', keys()).key).toBe('key-1');
    expect(attemptFor(failed, 'pack_5', 'seller@example.ru', keys()).key).toBe('key-1');
  });
});
