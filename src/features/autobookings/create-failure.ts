import { errorCodeOf, type ApiError } from '@/api/client';
import { failureMessage } from '@/api/failure-message';
import type { ViewName } from '@/shared/navigation/views';

export interface CreateFailure {
  /** Replaces the toast's default title 'Ошибка'. */
  title?: string;
  message: string;
  /** Where the seller can fix the cause. */
  action?: { label: string; view: ViewName };
}

/**
 * What the seller is told when creating fails (docs/errors.md), decided by the answer's error code: a missing
 * subscription or missing credits name the cause with the server's message and a way to fix it; missing terms or a
 * missing or revoked supplier authorisation send the seller where it is fixed; a temporary refusal (too many
 * requests, the marketplace down) says so; anything else is a plain failure.
 */
export function createFailure(error: unknown): CreateFailure {
  const serverMessage = (error as ApiError | undefined)?.body?.message ?? '';
  switch (errorCodeOf(error)) {
    case 'subscription_inactive':
      return {
        title: 'Подписка истекла',
        message: serverMessage,
        action: { label: 'Продлить', view: 'store-subscription' },
      };
    case 'no_credits':
      return {
        title: 'Нет доступных автобронирований',
        message: serverMessage,
        action: { label: 'Купить', view: 'store-bookings' },
      };
    case 'terms_not_accepted':
      return { message: serverMessage, action: { label: 'Принять условия', view: 'terms' } };
    case 'supplier_not_linked':
    case 'supplier_auth_revoked':
      return { message: serverMessage, action: { label: 'Авторизоваться', view: 'account' } };
    default:
      return { message: failureMessage(error, 'Не удалось создать автобронирование') };
  }
}
