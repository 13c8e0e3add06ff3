import { useEffect, useEffectEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  warehouseValidationQueryOptions,
  type WarehouseMetaInfo,
  type WarehouseValidationRequest,
} from '@/api/warehouse-validation';
import { toast } from '@/shared/ui/toast';
import { validationOutcome, type ValidationOutcome, type WarehouseCheck } from './validation-outcome';

function answerOutcome(status: string, data: WarehouseMetaInfo | null | undefined, error: unknown) {
  return validationOutcome(status === 'success' ? { meta: data ?? null } : { error });
}

/**
 * Asks the marketplace whether the chosen warehouse accepts the chosen draft (docs/autobookings.md): a query keyed
 * by draft, warehouse and transit, so a new choice asks anew and an answer to an older one is never shown. Every
 * answer is reported once, with its toast, to `onAnswer`.
 */
export function useWarehouseValidation(
  request: WarehouseValidationRequest,
  onAnswer: (outcome: ValidationOutcome) => void,
) {
  const query = useQuery(warehouseValidationQueryOptions(request));
  const { status, fetchStatus, data, error, dataUpdatedAt, errorUpdatedAt } = query;
  const settled = fetchStatus === 'idle' && status !== 'pending';
  const answeredAt = status === 'success' ? dataUpdatedAt : errorUpdatedAt;

  const report = useEffectEvent((answered: ValidationOutcome) => {
    if (answered.notice) toast.error(answered.notice.message, { title: answered.notice.title });
    onAnswer(answered);
  });
  // Once per answer: each has its own time, and the dependencies change only with a new one.
  useEffect(() => {
    if (settled && answeredAt > 0) report(answerOutcome(status, data, error));
  }, [settled, answeredAt, status, data, error]);

  const check: WarehouseCheck =
    fetchStatus === 'fetching'
      ? { status: 'checking' }
      : settled
        ? answerOutcome(status, data, error).check
        : { status: 'incomplete' };
  return { check, retry: () => void query.refetch() };
}
