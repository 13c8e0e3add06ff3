// The filters a trigger and an autobooking narrow their slots with, besides the acceptance coefficient
// (docs/triggers.md#additional-filters): a lead time, weekdays and a cap on the logistics coefficient. Here their
// shape and what a card says of them; the days they pass (slot-days.ts, which the market reads too) and the request
// (slot-filter-rules.ts), which only the forms and the market apply, load with those views, not with the lists.

/** An ISO weekday: 1 Monday … 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const ALL_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/** Short Russian names of the weekdays, in ISO order. */
export const weekdayShortNames: Record<IsoWeekday, string> = {
  1: 'пн',
  2: 'вт',
  3: 'ср',
  4: 'чт',
  5: 'пт',
  6: 'сб',
  7: 'вс',
};

/**
 * The filters, one shape from the forms' values to the request: both forms hold these three fields as they are, and
 * the request sends those that differ from their defaults (`slotFiltersRequest`).
 */
export interface SlotFilters {
  /** A slot on day D counts only when D ≥ today + minLeadDays. */
  minLeadDays: number;
  /** The weekdays a slot may fall on, in ISO order. */
  weekdays: IsoWeekday[];
  /** The highest logistics coefficient in percent (100 is the base tariff); null for any. */
  maxLogisticsCoefficient: number | null;
}

export const defaultSlotFilters: Readonly<SlotFilters> = {
  minLeadDays: 0,
  weekdays: [...ALL_WEEKDAYS],
  maxLogisticsCoefficient: null,
};

/** The filter fields as the contract carries them: each may be absent (a backend of contract 2.0 leaves them out). */
export interface StoredSlotFilters {
  minLeadDays?: number;
  weekdays?: readonly number[];
  maxLogisticsCoefficient?: number | null;
}

function isWeekday(value: number): value is IsoWeekday {
  return (ALL_WEEKDAYS as readonly number[]).includes(value);
}

/** The weekdays in ISO order, without repeats. */
export function sortedWeekdays(weekdays: readonly number[]): IsoWeekday[] {
  return ALL_WEEKDAYS.filter((weekday) => weekdays.includes(weekday));
}

/** The filters of a stored trigger or autobooking: an absent field is its default. */
export function slotFiltersOf(stored: StoredSlotFilters): SlotFilters {
  const weekdays = sortedWeekdays((stored.weekdays ?? ALL_WEEKDAYS).filter(isWeekday));
  return {
    minLeadDays: stored.minLeadDays ?? defaultSlotFilters.minLeadDays,
    weekdays: weekdays.length > 0 ? weekdays : [...ALL_WEEKDAYS],
    maxLogisticsCoefficient: stored.maxLogisticsCoefficient ?? null,
  };
}

/** Whether two lists name the same weekdays. */
export function sameWeekdays(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((weekday) => b.includes(weekday));
}

/** The weekdays as a seller reads them: runs of three or more as 'пн–пт', others listed ('сб, вс'). */
export function weekdaysText(weekdays: readonly IsoWeekday[]): string {
  const sorted = sortedWeekdays(weekdays);
  if (sameWeekdays(sorted, ALL_WEEKDAYS)) return 'все дни';
  const parts: string[] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
    const run = sorted.slice(start, end + 1).map((weekday) => weekdayShortNames[weekday]);
    parts.push(run.length >= 3 ? `${run[0]}–${run[run.length - 1]}` : run.join(', '));
    start = end + 1;
  }
  return parts.join(', ');
}

/** The filters that differ from their defaults, as facts of a card: 'через 2 дн.', 'пн–пт', 'логистика до 150%'. */
export function filtersFacts(filters: SlotFilters): string[] {
  const facts: string[] = [];
  if (filters.minLeadDays > 0) facts.push(`через ${filters.minLeadDays} дн.`);
  if (!sameWeekdays(filters.weekdays, ALL_WEEKDAYS)) facts.push(weekdaysText(filters.weekdays));
  if (filters.maxLogisticsCoefficient !== null) facts.push(`логистика до ${filters.maxLogisticsCoefficient}%`);
  return facts;
}
