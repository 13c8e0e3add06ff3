import { SupplyTypeValues } from '@generated/constants';
import type { CalendarDay } from './calendar-day';
import type { SupplyType } from './supply-types';

// One slot a form opens filled with: a warehouse, a supply type, a day and a cap at its coefficient. The market
// view's 'Следить' and 'Забронировать' and a find's 'Забронировать этот слот' open the forms with it.

export interface SlotPrefill {
  warehouseId: number;
  supplyType: SupplyType;
  day: CalendarDay;
  /** The cap to start with: the slot's coefficient (0 when it was closed or unknown). */
  coefficient: number;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The prefill a form's search params carry, or undefined when they carry none or a broken one. */
export function slotPrefillOf(search: Record<string, unknown>): SlotPrefill | undefined {
  const warehouseId = Number(search.warehouseId);
  const coefficient = Number(search.coefficient ?? 0);
  const { supplyType, day } = search;
  if (!Number.isInteger(warehouseId) || warehouseId <= 0) return undefined;
  if (typeof supplyType !== 'string' || !(SupplyTypeValues as readonly string[]).includes(supplyType)) return undefined;
  if (typeof day !== 'string' || !dayPattern.test(day)) return undefined;
  return {
    warehouseId,
    supplyType: supplyType as SupplyType,
    day,
    coefficient: Number.isInteger(coefficient) && coefficient >= 0 && coefficient <= 20 ? coefficient : 0,
  };
}
