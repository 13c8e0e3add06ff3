import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { NOT_ACCEPTED_MESSAGE, validationOutcome } from './validation-outcome';

const meta = { monoMixQuantity: 64, supersafeQuantity: 0, palletQuantity: 0 };

describe('validationOutcome', () => {
  it('accepts the draft with the quantities', () => {
    expect(validationOutcome({ meta })).toEqual({ check: { status: 'accepted', meta } });
  });

  it('reports a result without meta info as not accepted', () => {
    expect(validationOutcome({ meta: null })).toEqual({
      check: { status: 'rejected' },
      notice: { title: 'Ошибка валидации', message: NOT_ACCEPTED_MESSAGE },
    });
  });

  it('takes an inactive warehouse back with the server message, decided by the code', () => {
    const error = new ApiError(
      409,
      { code: 'warehouse_inactive', message: 'Склад закрыт на приёмку' },
      'validateWarehouse',
    );
    expect(validationOutcome({ error })).toEqual({
      check: { status: 'incomplete' },
      inactive: true,
      notice: { title: 'Ошибка валидации', message: 'Склад закрыт на приёмку' },
    });
    const worded = new ApiError(500, { code: 'internal_error', message: 'Склад неактивен' }, 'validateWarehouse');
    expect(validationOutcome({ error: worded }).inactive).toBeUndefined();
  });

  it('shows any other failure with its message, or the fallback', () => {
    const withMessage = new ApiError(
      500,
      { code: 'internal_error', message: 'Внутренняя ошибка сервера', detail: 'Попробуйте позже' },
      'validateWarehouse',
    );
    expect(validationOutcome({ error: withMessage })).toEqual({
      check: { status: 'failed' },
      notice: { message: 'Попробуйте позже' },
    });
    expect(validationOutcome({ error: new ApiError(0, undefined, 'validateWarehouse') })).toEqual({
      check: { status: 'failed' },
      notice: { message: 'Ошибка при валидации склада' },
    });
  });
});
