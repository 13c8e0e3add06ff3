import { limits } from '@generated/constants';

// The bounds the contract sets on what a seller enters; the forms check them before the server does.

/** Minutes between a trigger's checks. */
export const CHECK_INTERVAL_MIN = limits.TriggerCreate.checkInterval.minimum;
export const CHECK_INTERVAL_MAX = limits.TriggerCreate.checkInterval.maximum;

/** The highest acceptable acceptance coefficient of a trigger or an autobooking; 0 means free only. */
export const COEFFICIENT_MIN = limits.TriggerCreate.maxCoefficient.minimum;
export const COEFFICIENT_MAX = limits.TriggerCreate.maxCoefficient.maximum;

/** Warehouses one trigger watches at most. */
export const MAX_TRIGGER_WAREHOUSES = limits.TriggerCreate.warehouseIds.maxItems;

/** Bookings one page of the autobooking list holds at most. */
export const AUTOBOOKING_PAGE_SIZE = limits.AutobookingPage.items.maxItems;
