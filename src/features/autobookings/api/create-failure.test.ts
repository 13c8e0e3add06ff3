import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { createFailure } from './create-failure';

const refused = (message: string, status = 403) => new ApiError(status, { message }, 'createAutobooking');

describe('createFailure', () => {
  it('sends a seller whose subscription expired to renew it', () => {
    const message = 'Ваша подписка истекла. Продлите её, чтобы создавать автобронирования';
    expect(createFailure(refused(message))).toEqual({ title: 'Подписка истекла', message, action: { label: 'Продлить', view: 'store-subscription' } });
  });

  it('sends a seller without credits to buy more', () => {
    const message = 'Недостаточно автобронирований на балансе';
    expect(createFailure(refused(message))).toEqual({
      title: 'Нет доступных автобронирований',
      message,
      action: { label: 'Купить', view: 'store-bookings' },
    });
  });

  it('checks the subscription first and ignores case', () => {
    expect(createFailure(refused('ПОДПИСКА не активна, автобронирований нет')).title).toBe('Подписка истекла');
  });

  it('reports anything else as a failed create', () => {
    const plain = { message: 'Не удалось создать автобронирование' };
    expect(createFailure(refused('Доступ запрещен'))).toEqual(plain);
    expect(createFailure(refused('Ваша подписка истекла', 500))).toEqual(plain);
    expect(createFailure(new ApiError(0, undefined, 'createAutobooking'))).toEqual(plain);
    expect(createFailure(new Error('boom'))).toEqual(plain);
  });
});
