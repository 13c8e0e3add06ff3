import { ApiError, errorCodeOf, messageOf } from '@/api/client';
import type { WarehouseMetaInfo } from '@/api/warehouse-validation';

/** Where the check of the chosen warehouse against the chosen draft stands. */
export type WarehouseCheck =
  | { status: 'incomplete' }
  | { status: 'checking' }
  | { status: 'accepted'; meta: WarehouseMetaInfo }
  | { status: 'rejected' }
  | { status: 'failed' };

export interface ValidationOutcome {
  check: WarehouseCheck;
  /** The warehouse takes no supplies at all: the form takes the choice back. */
  inactive?: boolean;
  /** The error toast to show. */
  notice?: { title?: string; message: string };
}

export const NOT_ACCEPTED_MESSAGE =
  'К сожалению, склад не принимает этот черновик. Попробуйте пересоздать черновик. Дело может быть в товаре';

/** What a validation answer means for the form (docs/autobookings.md, warehouse validation). */
export function validationOutcome(answer: { meta: WarehouseMetaInfo | null } | { error: unknown }): ValidationOutcome {
  if ('meta' in answer) {
    if (answer.meta) return { check: { status: 'accepted', meta: answer.meta } };
    return { check: { status: 'rejected' }, notice: { title: 'Ошибка валидации', message: NOT_ACCEPTED_MESSAGE } };
  }
  const { error } = answer;
  if (errorCodeOf(error) === 'warehouse_inactive') {
    const serverMessage = error instanceof ApiError ? (error.body?.message ?? '') : '';
    return {
      check: { status: 'incomplete' },
      inactive: true,
      notice: { title: 'Ошибка валидации', message: serverMessage },
    };
  }
  return { check: { status: 'failed' }, notice: { message: messageOf(error, 'Ошибка при валидации склада') } };
}
