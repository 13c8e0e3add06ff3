import { ApiError } from '@/api/client';
import type { ViewName } from '@/shared/navigation/views';

export interface CreateFailure {
  /** Replaces the toast's default title 'Ошибка'. */
  title?: string;
  message: string;
  /** Where the seller can fix the cause. */
  action?: { label: string; view: ViewName };
}

/**
 * What the seller is told when creating fails (docs/errors.md): a 403 about the subscription or about
 * the credits names the cause with the server's message and a way to fix it; anything else is a plain failure.
 * 'подписка' is checked first, ignoring case.
 */
export function createFailure(error: unknown): CreateFailure {
  if (error instanceof ApiError && error.status === 403) {
    const message = error.body?.message ?? '';
    const lower = message.toLocaleLowerCase('ru');
    if (lower.includes('подписка')) return { title: 'Подписка истекла', message, action: { label: 'Продлить', view: 'store-subscription' } };
    if (lower.includes('автобронирований')) {
      return { title: 'Нет доступных автобронирований', message, action: { label: 'Купить', view: 'store-bookings' } };
    }
  }
  return { message: 'Не удалось создать автобронирование' };
}
