import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { warehouseValidationQueryOptions } from '@/api/warehouse-validation';
import { toast } from '@/shared/ui/toast';
import { validationOutcome, type ValidationOutcome, type WarehouseCheck } from './validation-outcome';

export interface WarehouseCheckInput {
  draftId: string | null;
  warehouseId: number | null;
  transitWarehouseId: number | null;
}

/**
 * Asks the marketplace whether the warehouse accepts the draft (docs/autobookings.md) and reports every
 * outcome with its toast. Only the latest check counts: an answer to an older choice is dropped.
 */
export function useWarehouseValidation() {
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<WarehouseCheck>({ status: 'incomplete' });
  const latest = useRef(0);

  /** Resolves with the outcome, or undefined when nothing was asked (no draft or warehouse) or a newer check overtook it. */
  const validate = useCallback(
    async ({
      draftId,
      warehouseId,
      transitWarehouseId,
    }: WarehouseCheckInput): Promise<ValidationOutcome | undefined> => {
      const request = ++latest.current;
      if (!draftId || warehouseId === null) {
        setCheck({ status: 'incomplete' });
        return undefined;
      }
      setCheck({ status: 'checking' });
      let outcome: ValidationOutcome;
      try {
        outcome = validationOutcome({
          meta: await queryClient.fetchQuery(
            warehouseValidationQueryOptions({ draftId, warehouseId, transitWarehouseId }),
          ),
        });
      } catch (error) {
        outcome = validationOutcome({ error });
      }
      if (request !== latest.current) return undefined;
      setCheck(outcome.check);
      if (outcome.notice) toast.error(outcome.notice.message, { title: outcome.notice.title });
      return outcome;
    },
    [queryClient],
  );

  return { check, validate };
}
