import { describe, expect, it } from 'vitest';
import { ApiError, type ErrorCode } from '@/api/client';
import { createFailure } from './create-failure';

const refused = (code: ErrorCode, message: string, status = 403) =>
  new ApiError(status, { code, message }, 'createAutobooking');

describe('createFailure', () => {
  it('sends a seller whose subscription expired to renew it, with the server message', () => {
    const message = 'Подписка не активна';
    expect(createFailure(refused('subscription_inactive', message))).toEqual({
      title: 'Подписка истекла',
      message,
      action: { label: 'Продлить', view: 'store-subscription' },
    });
  });

  it('sends a seller without credits to buy more', () => {
    const message = 'Недостаточно автобронирований на балансе';
    expect(createFailure(refused('no_credits', message))).toEqual({
      title: 'Нет доступных автобронирований',
      message,
      action: { label: 'Купить', view: 'store-bookings' },
    });
  });

  it('decides on the code, never on the wording of the message', () => {
    expect(createFailure(refused('no_credits', 'Ваша подписка истекла')).title).toBe('Нет доступных автобронирований');
    expect(createFailure(refused('subscription_inactive', 'Недостаточно автобронирований')).title).toBe(
      'Подписка истекла',
    );
  });

  it('sends a seller without terms or supplier authorisation where it is fixed', () => {
    expect(createFailure(refused('terms_not_accepted', 'Примите условия')).action).toEqual({
      label: 'Принять условия',
      view: 'terms',
    });
    expect(createFailure(refused('supplier_auth_revoked', 'Авторизация истекла')).action).toEqual({
      label: 'Авторизоваться',
      view: 'account',
    });
    expect(createFailure(refused('supplier_not_linked', 'Поставщик не выбран')).action).toEqual({
      label: 'Авторизоваться',
      view: 'account',
    });
  });

  it('explains a temporary refusal with the server message', () => {
    expect(createFailure(refused('upstream_unavailable', 'Маркетплейс временно недоступен', 503))).toEqual({
      message: 'Маркетплейс временно недоступен',
    });
    expect(createFailure(refused('rate_limited', 'Слишком много запросов', 429))).toEqual({
      message: 'Слишком много запросов',
    });
  });

  it('reports anything else as a failed create', () => {
    const plain = { message: 'Не удалось создать автобронирование' };
    expect(createFailure(refused('internal_error', 'Ваша подписка истекла', 500))).toEqual(plain);
    expect(createFailure(refused('validation_failed', 'Некорректный запрос', 422))).toEqual(plain);
    expect(createFailure(new ApiError(0, undefined, 'createAutobooking'))).toEqual(plain);
    expect(createFailure(new Error('boom'))).toEqual(plain);
  });
});
