import { useMemo } from 'react';
import type { CalendarDay } from '@/domain/calendar-day';
import {
  cellKey,
  cellOf,
  cellText,
  cellWords,
  dayVerdict,
  logisticsRange,
  logisticsWords,
  marketDays,
  passingDays,
  toneOf,
  type DayVerdict,
  type MarketCell,
  type MarketConditions,
  type MarketRow,
} from '@/domain/market';
import { supplyTypes as allSupplyTypes, type SupplyType } from '@/domain/supply-types';
import { dayWords, weekdayAndDay } from '@/shared/lib/day-words';
import { pluralRu } from '@/shared/lib/plural';
import { cx } from '@/shared/ui/cx';
import styles from './market-strip.module.css';
import tones from './market-tones.module.css';

/** What the strip knows of the market: the rows of the chosen warehouses, and whether they are old. */
export interface MarketStripData {
  rows: readonly MarketRow[];
  /** The source is down: the figures are the last seen, said as such. */
  stale: boolean;
}

export interface MarketStripProps {
  /** Undefined while the market is read, or when it could not be: the strip then says nothing and blocks nothing. */
  market: MarketStripData | undefined;
  /** The chosen warehouses, in the form's order: one row each. */
  warehouses: readonly { id: number; name: string }[];
  /** The chosen supply types; none yet means any. */
  supplyTypes: readonly SupplyType[];
  today: CalendarDay;
  conditions: MarketConditions;
  /** A tap on a day with a coefficient: the form's cap becomes it. */
  onPickCoefficient: (coefficient: number) => void;
}

const reasons: Record<Exclude<DayVerdict, 'pass'>, string> = {
  dates: 'вне выбранных дат',
  leadTime: 'раньше срока до слота',
  weekday: 'день недели не выбран',
  closed: 'приемка закрыта',
  unknown: 'нет данных',
  coefficient: 'коэффициент выше максимального',
  logistics: 'логистика выше предела или неизвестна',
};

interface StripDay {
  day: CalendarDay;
  cell: MarketCell;
  verdict: DayVerdict;
}

/**
 * The cell a day shows for several supply types: one that passes, the cheapest of those; else the cheapest known.
 * A trigger watching several types is notified by any of them.
 */
function dayOf(
  day: CalendarDay,
  cells: readonly MarketCell[],
  today: CalendarDay,
  conditions: MarketConditions,
): StripDay {
  const judged = cells.map((cell) => ({ day, cell, verdict: dayVerdict(day, cell, today, conditions) }));
  const cost = ({ cell }: StripDay) => (cell.kind === 'free' || cell.kind === 'paid' ? cell.coefficient : 99);
  const cheapest = (list: StripDay[]) => list.reduce((best, item) => (cost(item) < cost(best) ? item : best));
  const passing = judged.filter((item) => item.verdict === 'pass');
  return cheapest(passing.length > 0 ? passing : judged);
}

/**
 * The market under a form's coefficient control: for each chosen warehouse its next 14 days, each marked as
 * passing the form's caps and filters now or not (and why, in its name), with one line saying the effect. A tap on
 * a day sets the cap to its coefficient. Without data it says so and blocks nothing.
 */
export function MarketStrip({
  market,
  warehouses,
  supplyTypes,
  today,
  conditions,
  onPickCoefficient,
}: MarketStripProps) {
  const days = useMemo(() => marketDays(today), [today]);
  const types = supplyTypes.length > 0 ? supplyTypes : allSupplyTypes;
  const byCell = useMemo(() => {
    const map = new Map<string, MarketRow>();
    for (const row of market?.rows ?? []) map.set(`${cellKey(row.warehouseId, row.day)}|${row.supplyType}`, row);
    return map;
  }, [market]);
  if (!market || warehouses.length === 0) return null;
  const rows = warehouses.map((warehouse) => ({
    ...warehouse,
    days: days.map((day) =>
      dayOf(
        day,
        types.map((type) => cellOf(byCell.get(`${cellKey(warehouse.id, day)}|${type}`))),
        today,
        conditions,
      ),
    ),
  }));
  if (rows.every((row) => row.days.every(({ cell }) => cell.kind === 'unknown'))) {
    return (
      <p className={styles.line} data-testid="market-strip-empty">
        Коэффициентов этих складов сервис еще не видел: подсказка появится после первой проверки.
      </p>
    );
  }
  const passing = passingDays(
    rows.map((row) => row.days.map(({ verdict }) => verdict)),
    days.length,
  );
  const logisticsSeen = logisticsSeenRange(
    market,
    warehouses.map((warehouse) => warehouse.id),
    supplyTypes,
  );
  const verb = pluralRu(passing, ['подходит', 'подходят', 'подходят']);
  const noun = pluralRu(passing, ['день', 'дня', 'дней']);
  return (
    <div className={styles.strip} data-testid="market-strip">
      {rows.map((row) => (
        <div key={row.id} role="group" aria-label={`${row.name}: 14 дней`} className={styles.warehouse}>
          {warehouses.length > 1 ? <p className={styles.name}>{row.name}</p> : null}
          <div className={cx(styles.days, market.stale && styles.stale)}>
            {row.days.map(({ day, cell, verdict }) => {
              const coefficient = cell.kind === 'free' || cell.kind === 'paid' ? cell.coefficient : null;
              const logistics = logisticsWords(cell);
              const label =
                `${row.name}, ${dayWords(day)}: ${cellWords(cell)}${logistics ? `, ${logistics}` : ''}, ` +
                (verdict === 'pass' ? 'подходит' : `не подходит: ${reasons[verdict]}`) +
                (market.stale ? ' (устарело)' : '');
              return (
                <button
                  key={day}
                  type="button"
                  className={cx(styles.day, tones[toneOf(cell)], verdict === 'pass' && styles.pass)}
                  data-verdict={verdict}
                  aria-label={label}
                  title={coefficient === null ? undefined : `Максимум ${coefficient}`}
                  aria-disabled={coefficient === null || undefined}
                  onClick={() => {
                    if (coefficient !== null) onPickCoefficient(coefficient);
                  }}
                >
                  <span aria-hidden="true" className={styles.date}>
                    {day === today ? 'сег' : weekdayAndDay(day)}
                  </span>
                  <span aria-hidden="true" className={styles.value}>
                    {cellText(cell)}
                    {verdict === 'pass' ? <span className={styles.check}>✓</span> : null}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      ))}
      <p className={styles.line} role="status" data-testid="market-strip-effect">
        {`Сейчас под ваши условия ${verb} ${passing} ${noun} из ${days.length}`}
        {market.stale ? ' (по последним увиденным данным: источник слотов недоступен)' : ''}
      </p>
      {logisticsSeen ? (
        <p className={styles.line} data-testid="market-strip-logistics">
          Логистика сейчас <span className={styles.unbroken}>{logisticsSeen}</span>: предел задается в дополнительных
          фильтрах
        </p>
      ) : null}
    </div>
  );
}

/**
 * ' Сейчас 120–170 %.' after the logistics field's help: the logistics seen in the chosen warehouses' days, for the
 * supply types chosen (all without a choice); nothing without data.
 */
export function LogisticsSeen({
  market,
  warehouseIds,
  supplyTypes,
}: {
  market: MarketStripData | undefined;
  warehouseIds: readonly number[];
  supplyTypes: readonly SupplyType[];
}) {
  const seen = logisticsSeenRange(market, warehouseIds, supplyTypes);
  // The range never breaks at its dash: '120–' at a line's end would read as a figure of its own.
  return seen ? (
    <span data-testid="logistics-seen">
      {' Сейчас '}
      <span className={styles.unbroken}>{`${seen}.`}</span>
    </span>
  ) : null;
}

/** '120–170 %': the logistics seen in the chosen warehouses' days, or undefined without any. */
function logisticsSeenRange(
  market: MarketStripData | undefined,
  warehouseIds: readonly number[],
  supplyTypes: readonly SupplyType[],
): string | undefined {
  if (!market) return undefined;
  const types: readonly string[] = supplyTypes.length > 0 ? supplyTypes : allSupplyTypes;
  const range = logisticsRange(
    market.rows
      .filter((row) => warehouseIds.includes(row.warehouseId) && types.includes(row.supplyType))
      .map((row) => cellOf(row)),
  );
  if (!range) return undefined;
  return range.min === range.max ? `${range.min}\u00a0%` : `${range.min}–${range.max}\u00a0%`;
}
