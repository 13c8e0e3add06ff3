import { useRef } from 'react';
import type { SchemaSupplyType } from '@generated/schema';
import type { AutobookingCreate } from '@/api/autobooking-writes';
import type { TransitWarehouse } from '@/api/transit-warehouses';
import type { AppForm } from '@/shared/ui/form/use-app-form';
import { sellerChoice, type AutobookingFormValues } from './autobooking-form-schema';
import { acceptedSupplyTypes } from './autobooking-rules';
import { useWarehouseValidation } from './use-warehouse-validation';

interface AcceptedSupplyTypesInput {
  form: AppForm<AutobookingFormValues, AutobookingCreate>;
  values: AutobookingFormValues;
  transitById: (transitId: number | null) => TransitWarehouse | undefined;
}

/**
 * The part of the form only the server can check (docs/autobookings.md, warehouse validation): whether the chosen
 * warehouse (through the chosen transit) takes the draft, and in which supply types. A new check clears the supply
 * type; an inactive warehouse is taken back with its message; a template's supply type is chosen again once a check
 * accepts it.
 */
export function useAcceptedSupplyTypes({ form, values, transitById }: AcceptedSupplyTypesInput) {
  const { setValue, getValues, setError } = form;
  const { check, validate } = useWarehouseValidation();
  // The template's supply type, chosen again whenever a validation accepts it (a new draft or warehouse clears it).
  const preferredSupplyType = useRef<SchemaSupplyType | null>(null);

  const takeBackWarehouse = () => {
    setValue('warehouseId', null, { shouldDirty: true });
    setValue('useTransit', false);
    setValue('transitWarehouseId', null);
    setValue('transitWarehouseName', null);
    setError('warehouseId', { message: 'Выбранный склад неактивен' });
  };

  /** Validates the current draft, warehouse and transit; the supply type is chosen again from what is accepted. */
  const checkWarehouse = () => {
    const current = getValues();
    setValue('supplyType', null);
    const transitWarehouseId = current.useTransit ? current.transitWarehouseId : null;
    void validate({ draftId: current.draftId, warehouseId: current.warehouseId, transitWarehouseId }).then(
      (outcome) => {
        if (outcome?.inactive) takeBackWarehouse();
        const preferred = preferredSupplyType.current;
        if (outcome?.check.status !== 'accepted' || !preferred || getValues('supplyType') !== null) return;
        const transit = getValues('useTransit') ? transitById(getValues('transitWarehouseId')) : undefined;
        if (acceptedSupplyTypes(outcome.check.meta, transit).includes(preferred)) {
          setValue('supplyType', preferred, sellerChoice);
        }
      },
    );
  };

  const accepted =
    check.status === 'accepted'
      ? acceptedSupplyTypes(check.meta, values.useTransit ? transitById(values.transitWarehouseId) : undefined)
      : [];

  return {
    check,
    checkWarehouse,
    /** The supply types the last check accepted; empty until one did. */
    accepted,
    /** Remembers a template's supply type, to choose once a check accepts it (none: the seller chose one). */
    preferSupplyType: (supplyType: SchemaSupplyType | null) => {
      preferredSupplyType.current = supplyType;
    },
  };
}
