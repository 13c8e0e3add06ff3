// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ApiError } from '@/api/client';
import {
  attemptFor,
  newIdempotencyKey,
  openAfter,
  useIdempotencyKey,
  type IdempotencyAttempt,
} from './idempotency-attempt';

function keys() {
  let next = 0;
  return () => `key-${++next}`;
}

const booking = {
  draftId: 'draft',
  warehouseId: 507,
  supplyType: 'BOX',
  dateType: 'WEEK',
  startDate: '2026-11-23',
  maxCoefficient: 1,
};
const payment = { tariffId: 'sub_3m', email: 'seller@example.ru' };

describe('attemptFor', () => {
  it('starts a new attempt when none is open', () => {
    const newKey = keys();
    const first = attemptFor(undefined, booking, newKey);
    const second = attemptFor(undefined, booking, newKey);
    expect(first).toEqual({ key: 'key-1', body: booking });
    expect(first.body).toBe(booking);
    expect(second.key).not.toBe(first.key);
  });

  it('reuses the open attempt when the same body is sent again', () => {
    const failed: IdempotencyAttempt<typeof payment> = { key: 'first', body: payment };
    expect(attemptFor(failed, { ...payment }, keys())).toBe(failed);
    const open = attemptFor(undefined, booking, keys());
    expect(attemptFor(open, { ...booking }, keys()).key).toBe(open.key);
  });

  it('takes a new key once anything in the body changed', () => {
    const failed: IdempotencyAttempt<typeof payment> = { key: 'first', body: payment };
    expect(attemptFor(failed, { ...payment, email: 'other@example.ru' }, keys()).key).toBe('key-1');
    expect(attemptFor(failed, { ...payment, tariffId: 'pack_5' }, keys()).key).toBe('key-1');

    const newKey = keys();
    const open = attemptFor<Record<string, unknown>>(undefined, booking, newKey);
    expect(attemptFor(open, { ...booking, maxCoefficient: 2 }, newKey).key).not.toBe(open.key);
    expect(
      attemptFor(open, { ...booking, dateType: 'CUSTOM_DATES', customDates: ['2026-11-25'] }, newKey).key,
    ).not.toBe(open.key);
  });
});

describe('openAfter', () => {
  const attempt: IdempotencyAttempt<typeof payment> = { key: 'first', body: payment };

  it('keeps the attempt open after a failure without a definite answer', () => {
    const unanswered = [
      new ApiError(0, undefined, 'createPayment', new TypeError('Failed to fetch')),
      new ApiError(0, undefined, 'createPayment', new DOMException('signal timed out', 'TimeoutError')),
      new ApiError(500, { code: 'internal_error', message: 'Внутренняя ошибка сервера' }, 'createPayment'),
      new ApiError(
        409,
        { code: 'idempotency_in_progress', message: 'Предыдущий запрос ещё выполняется' },
        'createPayment',
      ),
      new ApiError(503, undefined, 'createPayment'),
      new ApiError(408, undefined, 'createPayment'),
      new ApiError(429, undefined, 'createPayment'),
      new ApiError(200, undefined, 'createPayment', new SyntaxError('Unexpected end of JSON input')),
      new TypeError('Failed to fetch'),
    ];
    for (const error of unanswered) expect(openAfter(attempt, error)).toBe(attempt);
  });

  it('closes the attempt after a definite answer: a success or a 4xx refusal', () => {
    expect(openAfter(attempt, null)).toBeUndefined();
    expect(openAfter(attempt, undefined)).toBeUndefined();
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(
        openAfter(attempt, new ApiError(status, { code: 'validation_failed', message: 'Отказ' }, 'createAutobooking')),
      ).toBeUndefined();
    }
    expect(
      openAfter(attempt, new ApiError(409, { code: 'idempotency_conflict', message: 'Отказ' }, 'createAutobooking')),
    ).toBeUndefined();
  });
});

describe('useIdempotencyKey', () => {
  it('reuses the key only while the last call ended without a definite answer', () => {
    const { result } = renderHook(() => useIdempotencyKey<typeof payment>());
    const keys = result.current;

    const first = keys.keyFor(payment);
    keys.settle(new ApiError(0, undefined, 'createPayment', new TypeError('Failed to fetch')));
    expect(keys.keyFor({ ...payment })).toBe(first);

    keys.settle(new ApiError(403, { code: 'subscription_inactive', message: 'Подписка истекла' }, 'createPayment'));
    const afterRefusal = keys.keyFor(payment);
    expect(afterRefusal).not.toBe(first);

    keys.settle(new ApiError(502, undefined, 'createPayment'));
    const changed = keys.keyFor({ ...payment, email: 'other@example.ru' });
    expect(changed).not.toBe(afterRefusal);

    keys.settle(null);
    expect(keys.keyFor({ ...payment, email: 'other@example.ru' })).not.toBe(changed);
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct version-4 ids', () => {
    const made = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of made)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(made).size).toBe(made.length);
  });
});
