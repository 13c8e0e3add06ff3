import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, messageOf } from '@/api/client';
import { warehouseValidationQueryOptions, type WarehouseMetaInfo } from '@/api/warehouse-validation';
import { toast } from '@/shared/ui/toast';

/** Where the check of the chosen warehouse against the chosen draft stands. */
export type WarehouseCheck =
  | { status: 'incomplete' }
  | { status: 'checking' }
  | { status: 'accepted'; meta: WarehouseMetaInfo }
  | { status: 'rejected' }
  | { status: 'failed' };

export interface WarehouseCheckInput {
  draftId: string | null;
  warehouseId: number | null;
  transitWarehouseId: number | null;
}

export const NOT_ACCEPTED_MESSAGE = 'К сожалению, склад не принимает этот черновик. Попробуйте пересоздать черновик. Дело может быть в товаре';

function isInactiveWarehouse(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.body?.message ?? '').toLocaleLowerCase('ru').includes('неактивен');
}

/**
 * Asks the marketplace whether the warehouse accepts the draft (SPEC §8 Warehouse validation) and reports every
 * outcome. Only the latest check counts: an answer to an older choice is dropped. `onInactive` runs when the
 * warehouse does not accept supplies at all, so the form can take the choice back.
 */
export function useWarehouseValidation({ onInactive }: { onInactive: () => void }) {
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<WarehouseCheck>({ status: 'incomplete' });
  const latest = useRef(0);
  const inactive = useRef(onInactive);
  inactive.current = onInactive;

  /** Resolves with the accepted quantities, or undefined when not accepted or overtaken by a newer check. */
  const validate = useCallback(
    async ({ draftId, warehouseId, transitWarehouseId }: WarehouseCheckInput): Promise<WarehouseMetaInfo | undefined> => {
      const request = ++latest.current;
      if (!draftId || warehouseId === null) {
        setCheck({ status: 'incomplete' });
        return undefined;
      }
      setCheck({ status: 'checking' });
      try {
        const meta = await queryClient.fetchQuery(warehouseValidationQueryOptions({ draftId, warehouseId, transitWarehouseId }));
        if (request !== latest.current) return undefined;
        if (meta) {
          setCheck({ status: 'accepted', meta });
          return meta;
        }
        setCheck({ status: 'rejected' });
        toast.error(NOT_ACCEPTED_MESSAGE, { title: 'Ошибка валидации' });
      } catch (error) {
        if (request !== latest.current) return undefined;
        if (isInactiveWarehouse(error)) {
          setCheck({ status: 'incomplete' });
          inactive.current();
          toast.error(error.body?.message ?? '', { title: 'Ошибка валидации' });
        } else {
          setCheck({ status: 'failed' });
          toast.error(messageOf(error, 'Ошибка при валидации склада'));
        }
      }
      return undefined;
    },
    [queryClient],
  );

  return { check, validate };
}
