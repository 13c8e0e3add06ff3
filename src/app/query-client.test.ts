import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { createQueryClient, readRetryDelay, shouldRetryRead } from './query-client';

const dropped = new ApiError(0, undefined, 'listTriggers', new TypeError('Failed to fetch'));
const timedOut = new ApiError(0, undefined, 'listTriggers', new DOMException('signal timed out', 'TimeoutError'));
const serverError = new ApiError(500, { message: 'Внутренняя ошибка сервера' }, 'listTriggers');
const unauthorized = new ApiError(401, { message: 'Не удалось подтвердить пользователя Telegram' }, 'listTriggers');
const malformed = new ApiError(200, undefined, 'listTriggers', new SyntaxError('Unexpected token'));

describe('read retries', () => {
  it('retries dropped connections and server errors twice', () => {
    for (const error of [dropped, serverError]) {
      expect([0, 1, 2].map((failures) => shouldRetryRead(failures, error))).toEqual([true, true, false]);
    }
  });

  it('never retries a 4xx answer, a malformed body or a timeout', () => {
    for (const error of [unauthorized, new ApiError(403, undefined, 'listAutobookings'), malformed, timedOut]) {
      expect(shouldRetryRead(0, error)).toBe(false);
    }
  });

  it('waits longer before each retry', () => {
    expect([1, 2].map(readRetryDelay)).toEqual([1000, 2000]);
  });

  it('is the policy of every query, and mutations never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryRead);
    expect(defaults.queries?.retryDelay).toBe(readRetryDelay);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
