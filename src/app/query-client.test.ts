import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { MAX_READ_RETRY_AFTER_MS, createQueryClient, readRetryDelay, shouldRetryRead } from './query-client';

const dropped = new ApiError(0, undefined, 'listTriggers', new TypeError('Failed to fetch'));
const timedOut = new ApiError(0, undefined, 'listTriggers', new DOMException('signal timed out', 'TimeoutError'));
const serverError = new ApiError(500, { code: 'internal_error', message: 'Внутренняя ошибка сервера' }, 'listTriggers');
const unauthorized = new ApiError(
  401,
  { code: 'unauthorized', message: 'Не удалось подтвердить пользователя Telegram' },
  'listTriggers',
);
const rateLimited = (retryAfterMs?: number) =>
  new ApiError(
    429,
    { code: 'rate_limited', message: 'Слишком много запросов' },
    'listTriggers',
    undefined,
    retryAfterMs,
  );
const marketplaceDown = (retryAfterMs?: number) =>
  new ApiError(
    503,
    { code: 'upstream_unavailable', message: 'Маркетплейс временно недоступен' },
    'listDrafts',
    undefined,
    retryAfterMs,
  );
const malformed = new ApiError(200, undefined, 'listTriggers', new SyntaxError('Unexpected token'));

describe('read retries', () => {
  it('retries dropped connections and server errors once, so the error page comes after two requests', () => {
    for (const error of [dropped, serverError]) {
      expect([0, 1, 2].map((failures) => shouldRetryRead(failures, error))).toEqual([true, false, false]);
    }
  });

  it('never retries a 4xx answer, a malformed body or a timeout', () => {
    for (const error of [unauthorized, new ApiError(403, undefined, 'listAutobookings'), malformed, timedOut]) {
      expect(shouldRetryRead(0, error)).toBe(false);
    }
  });

  it('waits a second before the retry', () => {
    expect(readRetryDelay(serverError)).toBe(1000);
    // Test builds shorten the pace (`?retryDelay=`), not the rule.
    expect(readRetryDelay(serverError, 100)).toBe(100);
  });

  it('retries 429 and 503 once, after the Retry-After the server asked for', () => {
    for (const error of [rateLimited(3000), marketplaceDown(5000), rateLimited()]) {
      expect([0, 1].map((failures) => shouldRetryRead(failures, error))).toEqual([true, false]);
    }
    expect(readRetryDelay(rateLimited(3000))).toBe(3000);
    expect(readRetryDelay(marketplaceDown(5000))).toBe(5000);
    expect(readRetryDelay(rateLimited())).toBe(1000);
  });

  it('shows the error page at once when the server asks to wait longer than a loading screen should', () => {
    expect(shouldRetryRead(0, marketplaceDown(MAX_READ_RETRY_AFTER_MS))).toBe(true);
    expect(shouldRetryRead(0, marketplaceDown(MAX_READ_RETRY_AFTER_MS + 1000))).toBe(false);
  });

  it('is the policy of every query, and mutations never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryRead);
    const retryDelay = defaults.queries?.retryDelay as (attempt: number, error: unknown) => number;
    expect(retryDelay(1, serverError)).toBe(1000);
    const quick = createQueryClient({ retryBaseMs: 100 }).getDefaultOptions().queries?.retryDelay as typeof retryDelay;
    expect(quick(1, serverError)).toBe(100);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
