import { useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { SchemaSupplyType } from '@generated/schema';
import { draftsQueryOptions } from '@/api/drafts';
import { transitWarehousesQueryOptions } from '@/api/transit-warehouses';
import { triggersQueryOptions } from '@/api/triggers';
import { warehousesQueryOptions } from '@/api/warehouses';
import { useAppForm } from '@/shared/ui/form/use-app-form';
import { useWarehouseValidation } from './use-warehouse-validation';
import { moscowToday, type CalendarDay } from '@/domain/calendar-day';
import { supplyTypeLabels } from '@/domain/supply-types';
import { formatInstant } from './autobooking-dates';
import { autobookingFormIssues, autobookingFormSchema, emptyAutobookingForm } from './autobooking-form-schema';
import { templateLabel, transitStoresLabel } from './autobooking-labels';
import { acceptedSupplyTypes, allowsTransit, isTransitUsable, type DateType } from './autobooking-rules';
import { useWarehouseName } from './use-warehouse-name';

// Chosen by the seller: validate at once and let the message show.
const byUser = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

/**
 * The autobooking form's state and the rules that tie its fields together (docs/autobookings.md):
 * a new draft, warehouse or transit clears the supply type and validates the warehouse again;
 * transit is off for sorting centres; a template fills warehouse, coefficient and supply type; a new date type
 * starts its dates afresh.
 */
export function useAutobookingForm() {
  const queryClient = useQueryClient();
  const [today] = useState(() => moscowToday(new Date()));
  const schema = useMemo(() => autobookingFormSchema(today), [today]);
  const form = useAppForm(schema, { defaultValues: emptyAutobookingForm });
  const { setValue, getValues, setError } = form;
  const values = form.watch();

  const { data: warehouses } = useSuspenseQuery(warehousesQueryOptions());
  const drafts = useQuery(draftsQueryOptions());
  const triggers = useQuery(triggersQueryOptions());
  const transitsEnabled = values.useTransit && values.warehouseId !== null;
  const transits = useQuery({ ...transitWarehousesQueryOptions(values.warehouseId ?? 0), enabled: transitsEnabled });
  // A failed transit fetch leaves the list empty (docs/autobookings.md).
  const transitList = useMemo(() => (transitsEnabled ? (transits.data ?? []) : []), [transitsEnabled, transits.data]);
  const transitById = (id: number | null) => transitList.find((transit) => transit.transitWarehouseId === id);

  const [templateId, setTemplateId] = useState<number | null>(null);
  // The template's supply type, chosen again whenever a validation accepts it (a new draft or warehouse clears it).
  const preferredSupplyType = useRef<SchemaSupplyType | null>(null);

  const nameOf = useWarehouseName();

  const { check, validate } = useWarehouseValidation({
    onInactive: () => {
      setValue('warehouseId', null, { shouldDirty: true });
      setValue('useTransit', false);
      setValue('transitWarehouseId', null);
      setValue('transitWarehouseName', null);
      setError('warehouseId', { message: 'Выбранный склад неактивен' });
    },
  });

  const chosenTransit = () => (getValues('useTransit') ? transitById(getValues('transitWarehouseId')) : undefined);

  /** Validates the current draft, warehouse and transit; the supply type is chosen again from what is accepted. */
  const checkWarehouse = () => {
    const current = getValues();
    setValue('supplyType', null);
    void validate({
      draftId: current.draftId,
      warehouseId: current.warehouseId,
      transitWarehouseId: current.useTransit ? current.transitWarehouseId : null,
    }).then((meta) => {
      const preferred = preferredSupplyType.current;
      if (!meta || !preferred || getValues('supplyType') !== null) return;
      if (acceptedSupplyTypes(meta, chosenTransit()).includes(preferred)) setValue('supplyType', preferred, byUser);
    });
  };

  const chooseWarehouse = (warehouseId: number | null) => {
    setValue('warehouseId', warehouseId, byUser);
    setValue('transitWarehouseId', null);
    setValue('transitWarehouseName', null);
    if (warehouseId === null || !allowsTransit(nameOf(warehouseId))) setValue('useTransit', false);
    checkWarehouse();
  };

  const chooseDraft = (draftId: string | null) => {
    setValue('draftId', draftId, byUser);
    checkWarehouse();
  };

  const toggleTransit = (on: boolean) => {
    const hadTransit = getValues('transitWarehouseId') !== null;
    setValue('useTransit', on, byUser);
    setValue('transitWarehouseId', null);
    setValue('transitWarehouseName', null);
    if (hadTransit) checkWarehouse();
  };

  const chooseTransit = (transitId: number | null) => {
    const transit = transitById(transitId);
    setValue('transitWarehouseId', transit?.transitWarehouseId ?? null, byUser);
    setValue('transitWarehouseName', transit?.transitWarehouseName ?? null);
    checkWarehouse();
  };

  const chooseTemplate = (triggerId: number | null) => {
    setTemplateId(triggerId);
    const trigger = triggers.data?.find((item) => item.id === triggerId);
    if (!trigger) return;
    preferredSupplyType.current = trigger.supplyTypes[0] ?? null;
    setValue('maxCoefficient', trigger.maxCoefficient, byUser);
    const [warehouseId] = trigger.warehouseIds;
    // A trigger always names at least one warehouse (contract: minItems 1).
    if (warehouseId === undefined) return;
    void queryClient.prefetchQuery(transitWarehousesQueryOptions(warehouseId));
    chooseWarehouse(warehouseId);
  };

  const chooseSupplyType = (supplyType: SchemaSupplyType | null) => {
    preferredSupplyType.current = null;
    setValue('supplyType', supplyType, byUser);
  };

  const chooseDateType = (dateType: DateType) => {
    setValue('dateType', dateType, byUser);
    setValue('startDate', null);
    setValue('endDate', null);
    setValue('customDates', []);
    form.clearErrors(['startDate', 'endDate', 'customDates']);
  };

  const setPeriod = (startDate: CalendarDay | null, endDate: CalendarDay | null) => {
    setValue('startDate', startDate, byUser);
    setValue('endDate', endDate, byUser);
  };

  const accepted =
    check.status === 'accepted'
      ? acceptedSupplyTypes(check.meta, values.useTransit ? transitById(values.transitWarehouseId) : undefined)
      : [];

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
    supplyTypes: accepted.map((type) => ({ value: type, label: supplyTypeLabels[type] })),
  };

  return {
    form,
    values,
    today,
    check,
    options,
    drafts,
    transitsLoading: transits.isFetching,
    /** The transit list could not be loaded: it stays empty and the field says so, with a retry. */
    transitsFailed: transitsEnabled && transits.isError,
    retryTransits: () => void transits.refetch(),
    templateId,
    /** Transit is offered once a warehouse is chosen, and never for a sorting centre. */
    transitAllowed: values.warehouseId !== null && allowsTransit(nameOf(values.warehouseId)),
    /** Valid, with a supply type the last validation accepted. */
    complete:
      autobookingFormIssues(values, today).length === 0 &&
      values.supplyType !== null &&
      accepted.includes(values.supplyType),
    checkWarehouse,
    chooseWarehouse,
    chooseDraft,
    toggleTransit,
    chooseTransit,
    chooseTemplate,
    chooseSupplyType,
    chooseDateType,
    setStartDate: (day: CalendarDay | null) => setValue('startDate', day, byUser),
    setPeriod,
    setCustomDates: (days: CalendarDay[]) => setValue('customDates', days, byUser),
    setMaxCoefficient: (value: number) => setValue('maxCoefficient', value, byUser),
  };
}
