import { addDays, type CalendarDay } from './calendar-day';
import { dayPasses, isoWeekday } from './slot-days';
import type { SlotFilters } from './slot-filters';

// The market table (docs/market.md): the acceptance coefficients the service last observed per warehouse, day and
// supply type, read as cells a seller can trust: a number, a tone on a scale from free to expensive that never
// carries the meaning alone, closed and unknown days apart, and which days pass a form's caps and filters.

/** The days of the table: today (Moscow) and the 13 after. */
const MARKET_DAYS = 14;
/** The most warehouses one read covers. */
export const MARKET_MAX_WAREHOUSES = 50;
const COEFFICIENT_MAX = 20;

/** One observed cell as the contract carries it (`MarketCoefficient`). */
export interface MarketRow {
  warehouseId: number;
  day: CalendarDay;
  supplyType: string;
  coefficient: number;
  logisticsCoefficient: number | null;
  allowUnload: boolean;
  observedAt: string;
}

/**
 * A cell as the seller reads it: `closed` (coefficient −1 or no unloading), `free` (0), `paid` (1–20) or `unknown`
 * (never observed, or a value outside the contract's bounds, which is never drawn as if it meant something).
 */
export type MarketCell =
  | { kind: 'unknown'; logistics: null; observedAt: string | null }
  | { kind: 'closed'; logistics: number | null; observedAt: string }
  | { kind: 'free' | 'paid'; coefficient: number; logistics: number | null; observedAt: string };

/** The cell of a row (undefined: no row, never observed). */
export function cellOf(row: MarketRow | undefined): MarketCell {
  if (!row) return { kind: 'unknown', logistics: null, observedAt: null };
  const logistics =
    row.logisticsCoefficient !== null && Number.isInteger(row.logisticsCoefficient) && row.logisticsCoefficient >= 0
      ? row.logisticsCoefficient
      : null;
  const { coefficient } = row;
  if (!Number.isInteger(coefficient) || coefficient < -1 || coefficient > COEFFICIENT_MAX)
    return { kind: 'unknown', logistics: null, observedAt: row.observedAt };
  if (coefficient === -1 || !row.allowUnload) return { kind: 'closed', logistics, observedAt: row.observedAt };
  return { kind: coefficient === 0 ? 'free' : 'paid', coefficient, logistics, observedAt: row.observedAt };
}

/**
 * The step of the colour scale a cell takes: 0 free, 1–5 paid from cheap to expensive (1, 2–3, 4–6, 7–10,
 * 11–20), or the closed and unknown tones. Steps, not a gradient: five tones stay apart in both themes and for
 * colour-blind eyes, and every cell also shows its number or sign.
 */
export type MarketTone = 'free' | 'paid1' | 'paid2' | 'paid3' | 'paid4' | 'paid5' | 'closed' | 'unknown';

const paidSteps: readonly [number, MarketTone][] = [
  [1, 'paid1'],
  [3, 'paid2'],
  [6, 'paid3'],
  [10, 'paid4'],
  [COEFFICIENT_MAX, 'paid5'],
];

export function toneOf(cell: MarketCell): MarketTone {
  if (cell.kind !== 'paid') return cell.kind;
  return paidSteps.find(([upTo]) => cell.coefficient <= upTo)?.[1] ?? 'paid5';
}

/** What a cell shows: its coefficient, '×' when closed, '?' when unknown. */
export function cellText(cell: MarketCell): string {
  if (cell.kind === 'closed') return '×';
  if (cell.kind === 'unknown') return '?';
  return String(cell.coefficient);
}

/** What a cell says in words: 'коэффициент 0', 'закрыто', 'нет данных'. */
export function cellWords(cell: MarketCell): string {
  if (cell.kind === 'closed') return 'закрыто';
  if (cell.kind === 'unknown') return 'нет данных';
  return `коэффициент ${cell.coefficient}`;
}

/** 'логистика 160 %', or '' without one. */
export function logisticsWords(cell: MarketCell): string {
  return cell.logistics === null ? '' : `логистика ${cell.logistics}\u00a0%`;
}

/** The days of the table from today. */
export function marketDays(today: CalendarDay, count = MARKET_DAYS): CalendarDay[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}

export function isWeekend(day: CalendarDay): boolean {
  return isoWeekday(day) >= 6;
}

/**
 * The rows as lookups by warehouse and day, one per supply type, built in one pass: a switch of the supply type
 * finds its lookup ready.
 */
export function cellsBySupplyType(rows: readonly MarketRow[]): Map<string, Map<string, MarketRow>> {
  const bySupplyType = new Map<string, Map<string, MarketRow>>();
  for (const row of rows) {
    let cells = bySupplyType.get(row.supplyType);
    if (!cells) bySupplyType.set(row.supplyType, (cells = new Map<string, MarketRow>()));
    cells.set(cellKey(row.warehouseId, row.day), row);
  }
  return bySupplyType;
}

export function cellKey(warehouseId: number, day: CalendarDay): string {
  return `${warehouseId}|${day}`;
}

/** The caps and filters of a form, against which a day of the market is checked. */
export interface MarketConditions {
  maxCoefficient: number;
  filters: SlotFilters;
  /** The days the form's dates cover; none (a search without an end, or dates still to pick) lets every day in. */
  watchedDays?: readonly CalendarDay[];
}

/** Whether a day passes ('pass'), or the first reason it does not, in the order a seller fixes them. */
export type DayVerdict = 'pass' | 'dates' | 'closed' | 'unknown' | 'coefficient' | 'logistics' | 'leadTime' | 'weekday';

/**
 * Whether a slot on this day would match the form now: the form's dates, the lead time (from Moscow's today) and
 * the weekdays, then
 * the day being open, the acceptance cap, and the logistics cap (a cell without a logistics coefficient never passes
 * a set cap, as the contract says of the backend).
 */
export function dayVerdict(
  day: CalendarDay,
  cell: MarketCell,
  today: CalendarDay,
  { maxCoefficient, filters, watchedDays = [] }: MarketConditions,
): DayVerdict {
  if (watchedDays.length > 0 && !watchedDays.includes(day)) return 'dates';
  if (!dayPasses(day, today, { ...filters, weekdays: [1, 2, 3, 4, 5, 6, 7] })) return 'leadTime';
  if (!dayPasses(day, today, { ...filters, minLeadDays: 0 })) return 'weekday';
  if (cell.kind === 'unknown' || cell.kind === 'closed') return cell.kind;
  if (cell.coefficient > maxCoefficient) return 'coefficient';
  const cap = filters.maxLogisticsCoefficient;
  if (cap !== null && (cell.logistics === null || cell.logistics > cap)) return 'logistics';
  return 'pass';
}

/**
 * How many of the days pass for at least one of the warehouses: the line under a form's coefficient control
 * ('Сейчас под ваши условия подходят 3 дня из 14').
 */
export function passingDays(verdictsByWarehouse: readonly (readonly DayVerdict[])[], days: number): number {
  let count = 0;
  for (let index = 0; index < days; index++)
    if (verdictsByWarehouse.some((verdicts) => verdicts[index] === 'pass')) count += 1;
  return count;
}

/** The range of logistics coefficients seen in the cells, or undefined when none carries one: 'сейчас 120–170 %'. */
export function logisticsRange(cells: readonly MarketCell[]): { min: number; max: number } | undefined {
  const values = cells.flatMap((cell) => (cell.logistics === null ? [] : [cell.logistics]));
  if (values.length === 0) return undefined;
  return { min: Math.min(...values), max: Math.max(...values) };
}
