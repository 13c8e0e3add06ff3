import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { warehouseValidationQueryOptions, type WarehouseMetaInfo } from '@/api/warehouse-validation';
import { toast } from '@/shared/ui/toast';
import { validationOutcome, type ValidationOutcome, type WarehouseCheck } from './validation-outcome';

export interface WarehouseCheckInput {
  draftId: string | null;
  warehouseId: number | null;
  transitWarehouseId: number | null;
}

/**
 * Asks the marketplace whether the warehouse accepts the draft (docs/autobookings.md) and reports every
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
    async ({
      draftId,
      warehouseId,
      transitWarehouseId,
    }: WarehouseCheckInput): Promise<WarehouseMetaInfo | undefined> => {
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
      if (outcome.inactive) inactive.current();
      if (outcome.notice) toast.error(outcome.notice.message, { title: outcome.notice.title });
      return outcome.check.status === 'accepted' ? outcome.check.meta : undefined;
    },
    [queryClient],
  );

  return { check, validate };
}
