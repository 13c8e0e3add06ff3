import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { toggleErrorMessage } from './trigger-card-writes';

describe('toggleErrorMessage', () => {
  it("shows the server's detail when there is one", () => {
    const error = new ApiError(
      409,
      {
        code: 'trigger_limit_reached',
        message: 'Не удалось изменить статус таймслота',
        detail: 'Достигнут лимит активных таймслотов: 30 из 30',
      },
      'toggleTrigger',
    );
    expect(toggleErrorMessage(error)).toBe('Достигнут лимит активных таймслотов: 30 из 30');
  });

  it('falls back to the fixed text without a detail, for dropped connections and other errors', () => {
    expect(
      toggleErrorMessage(
        new ApiError(500, { code: 'internal_error', message: 'Внутренняя ошибка сервера' }, 'toggleTrigger'),
      ),
    ).toBe('Не удалось изменить статус таймслота');
    expect(toggleErrorMessage(new ApiError(0, undefined, 'toggleTrigger'))).toBe(
      'Не удалось изменить статус таймслота',
    );
    expect(toggleErrorMessage(new Error('boom'))).toBe('Не удалось изменить статус таймслота');
  });
});
