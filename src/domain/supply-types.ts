import { SupplyTypeValues } from '@generated/constants';
import type { SchemaSupplyType } from '@generated/schema';

export type SupplyType = SchemaSupplyType;

/** Every supply type, in the contract's order: the order of every list, checkbox group and select of them. */
export const supplyTypes: readonly SupplyType[] = SupplyTypeValues;

export const supplyTypeLabels: Record<SupplyType, string> = {
  BOX: 'Короба',
  SUPERSAFE: 'Суперсейф',
  MONOPALLETE: 'Монопаллеты',
};

export const supplyTypeOptions: readonly { value: SupplyType; label: string }[] = supplyTypes.map((value) => ({
  value,
  label: supplyTypeLabels[value],
}));
