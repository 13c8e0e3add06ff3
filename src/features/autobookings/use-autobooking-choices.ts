import { useMemo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { draftsQueryOptions } from '@/api/drafts';
import { transitWarehousesQueryOptions, type TransitWarehouse } from '@/api/transit-warehouses';
import { triggersQueryOptions } from '@/api/triggers';
import { useWarehouseName, warehousesQueryOptions } from '@/api/warehouses';
import { formatInstant } from './autobooking-dates';
import { templateLabel, transitStoresLabel } from './autobooking-labels';
import { allowsTransit, isTransitUsable } from './autobooking-rules';

const noTransits: readonly TransitWarehouse[] = [];

/**
 * What the seller picks from (docs/autobookings.md): the warehouses, the drafts, the timeslots as templates and,
 * while transit is on, the transit warehouses of the chosen warehouse.
 */
export function useAutobookingChoices({
  warehouseId,
  useTransit,
}: {
  warehouseId: number | null;
  useTransit: boolean;
}) {
  const { data: warehouses } = useSuspenseQuery(warehousesQueryOptions());
  const drafts = useQuery(draftsQueryOptions());
  const triggers = useQuery(triggersQueryOptions());
  const transitsEnabled = useTransit && warehouseId !== null;
  const transits = useQuery({ ...transitWarehousesQueryOptions(warehouseId ?? 0), enabled: transitsEnabled });
  // A failed transit fetch leaves the list empty (docs/autobookings.md).
  const transitList = transitsEnabled ? (transits.data ?? noTransits) : noTransits;
  const nameOf = useWarehouseName();

  const options = {
    warehouses: useMemo(
      () => warehouses.map((warehouse) => ({ value: warehouse.ID, label: warehouse.name })),
      [warehouses],
    ),
    drafts: useMemo(
      () =>
        (drafts.data ?? []).map((draft) => ({
          value: draft.ID,
          label: `Черновик от ${formatInstant(draft.createdAt)}`,
        })),
      [drafts.data],
    ),
    templates: useMemo(
      () => (triggers.data ?? []).map((trigger) => ({ value: trigger.id, label: templateLabel(trigger, nameOf) })),
      [triggers.data, nameOf],
    ),
    transits: transitList.map((transit) => ({
      value: transit.transitWarehouseId,
      label: transit.transitWarehouseName,
      description: transitStoresLabel(transit) || 'Не принимает грузы',
      disabled: !isTransitUsable(transit),
    })),
  };

  return {
    options,
    drafts,
    /** The timeslot a template was taken from. */
    triggerById: (triggerId: number | null) => triggers.data?.find((trigger) => trigger.id === triggerId),
    transitById: (transitId: number | null) => transitList.find((transit) => transit.transitWarehouseId === transitId),
    transitsLoading: transits.isFetching,
    /** The transit list could not be loaded: it stays empty and the field says so, with a retry. */
    transitsFailed: transitsEnabled && transits.isError,
    retryTransits: () => void transits.refetch(),
    /** Transit is offered once a warehouse is chosen, and never for a sorting centre. */
    allowsTransitFor: (id: number | null) => id !== null && allowsTransit(nameOf(id)),
  };
}
