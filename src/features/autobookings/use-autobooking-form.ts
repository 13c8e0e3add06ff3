import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SchemaSupplyType } from '@generated/schema';
import { transitWarehousesQueryOptions } from '@/api/transit-warehouses';
import { moscowToday, type CalendarDay } from '@/domain/calendar-day';
import { slotFiltersOf } from '@/domain/slot-filters';
import type { SlotPrefill } from '@/domain/slot-prefill';
import { supplyTypeLabels } from '@/domain/supply-types';
import { useSlotFiltersField } from '@/shared/slot-filters/use-slot-filters-field';
import { schemaIssuePaths } from '@/shared/ui/form/missing-fields';
import { useAppForm } from '@/shared/ui/form/use-app-form';
import { bookingDays } from './autobooking-dates';
import type { Autobooking } from '@/api/autobookings';
import {
  autobookingFormSchema,
  copiedAutobookingForm,
  emptyAutobookingForm,
  restoredAutobookingDraft,
  sellerChoice,
  type AutobookingFormValues,
} from './autobooking-form-schema';
import type { DateType } from './autobooking-rules';
import { useAcceptedSupplyTypes } from './use-accepted-supply-types';
import { useAutobookingChoices } from './use-autobooking-choices';

/**
 * The autobooking form's state: its values checked by the schema, the server's check of the warehouse, and the
 * rules that tie its fields together (docs/autobookings.md): a new draft, warehouse or transit is validated anew and
 * clears the supply type; transit is off for sorting centres; a template fills warehouse, coefficient,
 * supply type and the additional filters; a new date type starts its dates afresh.
 */
export function useAutobookingForm({ slot, copyOf }: { slot?: SlotPrefill; copyOf?: Autobooking } = {}) {
  const queryClient = useQueryClient();
  const [today] = useState(() => moscowToday(new Date()));
  const schema = useMemo(() => autobookingFormSchema(today), [today]);
  // Opened on one slot (the market's 'Забронировать', a find's 'Забронировать этот слот'): that warehouse, that
  // day as the one custom date, its coefficient as the cap; the supply type is chosen once the warehouse accepts it.
  // Created again from a booking that failed for good ('Создать заново'): its settings, a new draft to pick.
  const form = useAppForm(schema, {
    defaultValues: copyOf
      ? copiedAutobookingForm(copyOf, today)
      : slot
        ? {
            ...emptyAutobookingForm,
            warehouseId: slot.warehouseId,
            dateType: 'CUSTOM_DATES',
            customDates: slot.day >= today ? [slot.day] : [],
            maxCoefficient: slot.coefficient,
          }
        : emptyAutobookingForm,
  });
  const { setValue, getValues } = form;
  const values = form.watch();
  const choices = useAutobookingChoices(values);
  const supply = useAcceptedSupplyTypes({
    form,
    values,
    transitById: choices.transitById,
    preferred: copyOf?.supplyType ?? slot?.supplyType,
  });
  const [templateId, setTemplateId] = useState<number | null>(null);

  const chooseWarehouse = (warehouseId: number | null) => {
    setValue('warehouseId', warehouseId, sellerChoice);
    setValue('transitWarehouseId', null);
    setValue('transitWarehouseName', null);
    if (!choices.allowsTransitFor(warehouseId)) setValue('useTransit', false);
  };

  const filters = useSlotFiltersField(form, {
    days: bookingDays(values),
    today,
    daysPicked: values.dateType === 'CUSTOM_DATES',
    // Picked dates are checked against the lead time: their message follows it.
    onChanged: () => {
      if (getValues('customDates').length > 0) void form.trigger('customDates');
    },
  });

  const chooseTemplate = (triggerId: number | null) => {
    setTemplateId(triggerId);
    const trigger = choices.triggerById(triggerId);
    if (!trigger) return;
    supply.preferSupplyType(trigger.supplyTypes[0] ?? null);
    setValue('maxCoefficient', trigger.maxCoefficient, sellerChoice);
    filters.onChange(slotFiltersOf(trigger));
    const [warehouseId] = trigger.warehouseIds;
    // A trigger always names at least one warehouse (contract: minItems 1).
    if (warehouseId === undefined) return;
    void queryClient.prefetchQuery(transitWarehousesQueryOptions(warehouseId));
    chooseWarehouse(warehouseId);
  };

  // A supply type the last check no longer accepts is as good as none.
  const supplyTypeRejected = values.supplyType !== null && !supply.accepted.includes(values.supplyType);
  /** The fields still to fix before creating, in no particular order. */
  const missingFields = [...schemaIssuePaths(schema, values), ...(supplyTypeRejected ? ['supplyType'] : [])];

  /** Fills the form with a stored draft; its warehouse is checked again and its supply type chosen once accepted. */
  const resumeDraft = (draft: AutobookingFormValues) => {
    supply.preferSupplyType(draft.supplyType);
    form.reset(draft, { keepDefaultValues: true });
  };

  return {
    form,
    values,
    today,
    restoreDraft: (stored: AutobookingFormValues) => restoredAutobookingDraft(stored, today),
    resumeDraft,
    check: supply.check,
    options: {
      ...choices.options,
      supplyTypes: supply.accepted.map((type) => ({ value: type, label: supplyTypeLabels[type] })),
    },
    drafts: choices.drafts,
    transitsLoading: choices.transitsLoading,
    transitsFailed: choices.transitsFailed,
    retryTransits: choices.retryTransits,
    templateId,
    transitAllowed: choices.allowsTransitFor(values.warehouseId),
    missingFields,
    /** Valid, with a supply type the last check accepted. */
    complete: missingFields.length === 0,
    checkWarehouse: supply.checkWarehouse,
    chooseWarehouse,
    chooseTemplate,
    chooseDraft: (draftId: string | null) => {
      setValue('draftId', draftId, sellerChoice);
    },
    toggleTransit: (on: boolean) => {
      setValue('useTransit', on, sellerChoice);
      setValue('transitWarehouseId', null);
      setValue('transitWarehouseName', null);
    },
    chooseTransit: (transitId: number | null) => {
      const transit = choices.transitById(transitId);
      setValue('transitWarehouseId', transit?.transitWarehouseId ?? null, sellerChoice);
      setValue('transitWarehouseName', transit?.transitWarehouseName ?? null);
    },
    chooseSupplyType: (supplyType: SchemaSupplyType | null) => {
      supply.preferSupplyType(null);
      setValue('supplyType', supplyType, sellerChoice);
    },
    chooseDateType: (dateType: DateType) => {
      setValue('dateType', dateType, sellerChoice);
      setValue('startDate', null);
      setValue('endDate', null);
      setValue('customDates', []);
      form.clearErrors(['startDate', 'endDate', 'customDates']);
    },
    setStartDate: (day: CalendarDay | null) => setValue('startDate', day, sellerChoice),
    setPeriod: (startDate: CalendarDay | null, endDate: CalendarDay | null) => {
      setValue('startDate', startDate, sellerChoice);
      setValue('endDate', endDate, sellerChoice);
    },
    setCustomDates: (days: CalendarDay[]) => setValue('customDates', days, sellerChoice),
    setMaxCoefficient: (value: number) => setValue('maxCoefficient', value, sellerChoice),
    /** 'Дополнительные фильтры' bound to the form. */
    filters,
  };
}
