import { CheckIntervalValues, TriggerCreateLimits } from '@generated/constants';
import type { SchemaCheckInterval } from '@generated/schema';

// The bounds the contract sets on what a seller enters; the forms check them before the server does.

/** Minutes between a trigger's checks: exactly the offered intervals (the contract's enum, in its order). */
const CHECK_INTERVALS: readonly SchemaCheckInterval[] = CheckIntervalValues;

export function isCheckInterval(minutes: number): minutes is SchemaCheckInterval {
  return (CHECK_INTERVALS as readonly number[]).includes(minutes);
}

/** The range the form's messages name ('Минимальный интервал 30 минут', 'Максимальный интервал 24 часа'). */
export const CHECK_INTERVAL_MIN = 30;
export const CHECK_INTERVAL_MAX = Math.max(...CHECK_INTERVALS);

/** The highest acceptable acceptance coefficient of a trigger or an autobooking; 0 means free only. */
export const COEFFICIENT_MIN = TriggerCreateLimits.maxCoefficient.minimum;
export const COEFFICIENT_MAX = TriggerCreateLimits.maxCoefficient.maximum;

/** Warehouses one trigger watches at most. */
export const MAX_TRIGGER_WAREHOUSES = TriggerCreateLimits.warehouseIds.maxItems;
