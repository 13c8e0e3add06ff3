import { useEffect, useRef } from 'react';
import type { SchemaSupplyType } from '@generated/schema';
import type { AutobookingCreate } from '@/api/autobooking-writes';
import type { TransitWarehouse } from '@/api/transit-warehouses';
import type { AppForm } from '@/shared/ui/form/use-app-form';
import { sellerChoice, type AutobookingFormValues } from './autobooking-form-schema';
import { acceptedSupplyTypes } from './autobooking-rules';
import { useWarehouseValidation } from './use-warehouse-validation';
import type { ValidationOutcome } from './validation-outcome';

interface AcceptedSupplyTypesInput {
  form: AppForm<AutobookingFormValues, AutobookingCreate>;
  values: AutobookingFormValues;
  transitById: (transitId: number | null) => TransitWarehouse | undefined;
  /** A supply type to choose once a check accepts it, from the start (a form opened on one slot). */
  preferred?: SchemaSupplyType | null;
}

/**
 * The part of the form only the server can check (docs/autobookings.md, warehouse validation): whether the chosen
 * warehouse (through the chosen transit) takes the draft, and in which supply types. A new draft, warehouse or
 * transit is checked anew and clears the supply type; an inactive warehouse is taken back with its message; a
 * template's or a resumed draft's supply type is chosen again once a check accepts it.
 */
export function useAcceptedSupplyTypes({ form, values, transitById, preferred = null }: AcceptedSupplyTypesInput) {
  const { setValue, getValues, setError } = form;
  // The template's supply type, chosen again whenever a validation accepts it (the seller's own choice clears it).
  const preferredSupplyType = useRef<SchemaSupplyType | null>(preferred);
  const transitWarehouseId = values.useTransit ? values.transitWarehouseId : null;
  const transit = values.useTransit ? transitById(values.transitWarehouseId) : undefined;

  const takeBackWarehouse = () => {
    setValue('warehouseId', null, { shouldDirty: true });
    setValue('useTransit', false);
    setValue('transitWarehouseId', null);
    setValue('transitWarehouseName', null);
    setError('warehouseId', { message: 'Выбранный склад неактивен' });
  };

  const onAnswer = (outcome: ValidationOutcome) => {
    if (outcome.inactive) takeBackWarehouse();
    const preferred = preferredSupplyType.current;
    if (outcome.check.status !== 'accepted' || !preferred || getValues('supplyType') !== null) return;
    if (acceptedSupplyTypes(outcome.check.meta, transit).includes(preferred)) {
      setValue('supplyType', preferred, sellerChoice);
    }
  };

  const { check, retry } = useWarehouseValidation(
    { draftId: values.draftId, warehouseId: values.warehouseId, transitWarehouseId },
    onAnswer,
  );

  // What was accepted for one choice says nothing about another: a new choice clears the supply type.
  const choice = `${values.draftId}|${values.warehouseId}|${transitWarehouseId}`;
  const checkedChoice = useRef(choice);
  useEffect(() => {
    if (checkedChoice.current === choice) return;
    checkedChoice.current = choice;
    setValue('supplyType', null);
  }, [choice, setValue]);

  return {
    check,
    /** Asks again about the same choice (after a failed check). */
    checkWarehouse: retry,
    /** The supply types the last check accepted; empty until one did. */
    accepted: check.status === 'accepted' ? acceptedSupplyTypes(check.meta, transit) : [],
    /** Remembers a supply type to choose once a check accepts it (none: the seller chose one). */
    preferSupplyType: (supplyType: SchemaSupplyType | null) => {
      preferredSupplyType.current = supplyType;
    },
  };
}
