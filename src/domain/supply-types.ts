import type { SupplyTypeValues } from '@generated/constants';
import type { SchemaSupplyType } from '@generated/schema';

export type SupplyType = SchemaSupplyType;

/**
 * Every supply type, in the contract's order: the order of every list, checkbox group and select of them. Written
 * out and held to the contract's list by its type: importing that list would bring every list of its module into the
 * first load, whose cards read the labels below.
 */
export const supplyTypes: readonly SupplyType[] = [
  'BOX',
  'SUPERSAFE',
  'MONOPALLETE',
] as const satisfies typeof SupplyTypeValues;

export const supplyTypeLabels: Record<SupplyType, string> = {
  BOX: 'Короба',
  SUPERSAFE: 'Суперсейф',
  MONOPALLETE: 'Монопаллеты',
};

export const supplyTypeOptions: readonly { value: SupplyType; label: string }[] = supplyTypes.map((value) => ({
  value,
  label: supplyTypeLabels[value],
}));
