import { memo, useMemo } from 'react';
import type { MarketTable as Table } from '@/api/market';
import type { CalendarDay } from '@/domain/calendar-day';
import {
  cellKey,
  cellOf,
  cellText,
  cellWords,
  cellsByWarehouseDay,
  isWeekend,
  logisticsWords,
  toneOf,
  type MarketCell,
} from '@/domain/market';
import type { SupplyType } from '@/domain/supply-types';
import { dayWords, weekdayAndDay } from '@/shared/lib/day-words';
import { cx } from '@/shared/ui/cx';
import type { ChosenCell } from './market-cell-sheet';
import tones from '@/shared/market-strip/market-tones.module.css';
import styles from './market-table.module.css';

interface MarketTableProps {
  table: Table;
  /** The rows, in the answer's order, warehouses the app knows only. */
  warehouseIds: readonly number[];
  names: ReadonlyMap<number, string>;
  days: readonly CalendarDay[];
  today: CalendarDay;
  supplyType: SupplyType;
  showLogistics: boolean;
  stale: boolean;
  onChoose: (cell: ChosenCell) => void;
}

/**
 * The heat map: a real table, warehouses as row headers (kept in place while the days scroll), days as column
 * headers with today and weekends marked. Each cell is a button named in words ('Коледино, 3 декабря: коэффициент 0,
 * логистика 160 %') that shows its number or sign; its tone follows the scale but never carries the meaning alone.
 */
export const MarketTable = memo(function MarketTable({
  table,
  warehouseIds,
  names,
  days,
  today,
  supplyType,
  showLogistics,
  stale,
  onChoose,
}: MarketTableProps) {
  const cells = useMemo(() => cellsByWarehouseDay(table.rows, supplyType), [table.rows, supplyType]);
  // Each day's words and marks once, not once per cell: a table of 50 warehouses has 700 cells.
  const columns = useMemo(
    () =>
      days.map((day) => ({
        day,
        words: dayWords(day),
        weekend: isWeekend(day),
        today: day === today,
      })),
    [days, today],
  );
  return (
    <div className={styles.scroller}>
      <table className={cx(styles.table, stale && styles.stale)} data-testid="market-table">
        <caption className="visually-hidden">
          Коэффициенты приемки по складам и дням{stale ? ', устаревшие данные' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              Склад
            </th>
            {columns.map(({ day, words, weekend, today: isToday }) => (
              <th key={day} scope="col" className={cx(styles.day, weekend && styles.weekend, isToday && styles.today)}>
                <span aria-hidden="true">{isToday ? 'сегодня' : weekdayAndDay(day)}</span>
                <span className="visually-hidden">{`${isToday ? 'Сегодня, ' : ''}${words}${weekend ? ', выходной' : ''}`}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {warehouseIds.map((warehouseId) => {
            const name = names.get(warehouseId) ?? `Склад ${warehouseId}`;
            return (
              <tr key={warehouseId}>
                <th scope="row" className={styles.warehouse} title={name}>
                  {name}
                </th>
                {columns.map(({ day, words, weekend, today: isToday }) => {
                  const cell = cellOf(cells.get(cellKey(warehouseId, day)));
                  return (
                    <td key={day} className={cx(weekend && styles.weekendCell, isToday && styles.todayCell)}>
                      <CellButton
                        cell={cell}
                        label={cellLabel(name, words, cell, stale)}
                        showLogistics={showLogistics}
                        onClick={() =>
                          onChoose({ warehouseId, day, supplyType, cell, coefficient: coefficientOf(cell) })
                        }
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});

function coefficientOf(cell: MarketCell): number | null {
  return cell.kind === 'free' || cell.kind === 'paid' ? cell.coefficient : null;
}

/** 'Коледино, 3 декабря: коэффициент 0, логистика 160 %', `dayInWords` the day said in words. */
function cellLabel(name: string, dayInWords: string, cell: MarketCell, stale: boolean): string {
  const logistics = logisticsWords(cell);
  return `${name}, ${dayInWords}: ${cellWords(cell)}${logistics ? `, ${logistics}` : ''}${stale ? ' (устарело)' : ''}`;
}

function CellButton({
  cell,
  label,
  showLogistics,
  onClick,
}: {
  cell: MarketCell;
  label: string;
  showLogistics: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={cx(styles.cell, tones[toneOf(cell)])}
      aria-label={label}
      data-tone={toneOf(cell)}
      onClick={onClick}
    >
      <span aria-hidden="true" className={styles.value}>
        {cellText(cell)}
      </span>
      {showLogistics ? (
        <span aria-hidden="true" className={styles.logistics}>
          {cell.logistics === null ? '—' : `${cell.logistics}%`}
        </span>
      ) : null}
    </button>
  );
}
