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
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                className={cx(styles.day, isWeekend(day) && styles.weekend, day === today && styles.today)}
              >
                <span aria-hidden="true">{day === today ? 'сегодня' : weekdayAndDay(day)}</span>
                <span className="visually-hidden">
                  {`${day === today ? 'Сегодня, ' : ''}${dayWords(day)}${isWeekend(day) ? ', выходной' : ''}`}
                </span>
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
                {days.map((day) => {
                  const cell = cellOf(cells.get(cellKey(warehouseId, day)));
                  return (
                    <td
                      key={day}
                      className={cx(isWeekend(day) && styles.weekendCell, day === today && styles.todayCell)}
                    >
                      <CellButton
                        cell={cell}
                        label={cellLabel(name, day, cell, stale)}
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

function cellLabel(name: string, day: CalendarDay, cell: MarketCell, stale: boolean): string {
  const logistics = logisticsWords(cell);
  return `${name}, ${dayWords(day)}: ${cellWords(cell)}${logistics ? `, ${logistics}` : ''}${stale ? ' (устарело)' : ''}`;
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
