import { memo, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
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
  type MarketRow as MarketRowData,
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
  const columns = useMemo<Column[]>(
    () =>
      days.map((day) => ({
        day,
        words: dayWords(day),
        weekend: isWeekend(day),
        today: day === today,
      })),
    [days, today],
  );
  const tableRef = useRef<HTMLTableElement>(null);
  const rows = useVisibleRows(tableRef, warehouseIds.length);
  return (
    <div className={styles.scroller}>
      <table
        ref={tableRef}
        className={cx(styles.table, stale && styles.stale)}
        data-testid="market-table"
        aria-rowcount={warehouseIds.length + 1}
      >
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
          {rows.before > 0 ? <Spacer height={rows.before} columns={columns.length + 1} /> : null}
          {rows.items.map((row) => {
            const warehouseId = warehouseIds[row.index] as number;
            return (
              <MarketRow
                key={warehouseId}
                index={row.index}
                warehouseId={warehouseId}
                name={names.get(warehouseId) ?? `Склад ${warehouseId}`}
                cells={cells}
                columns={columns}
                supplyType={supplyType}
                showLogistics={showLogistics}
                stale={stale}
                onChoose={onChoose}
              />
            );
          })}
          {rows.after > 0 ? <Spacer height={rows.after} columns={columns.length + 1} /> : null}
        </tbody>
      </table>
    </div>
  );
});

interface Column {
  day: CalendarDay;
  /** The day in words, for the cells' names. */
  words: string;
  weekend: boolean;
  today: boolean;
}

/**
 * One warehouse's days. Memoised: scrolling adds rows without drawing again the ones already in sight, and only a
 * switch of the supply type, the logistics or the data redraws them.
 */
const MarketRow = memo(function MarketRow({
  index,
  warehouseId,
  name,
  cells,
  columns,
  supplyType,
  showLogistics,
  stale,
  onChoose,
}: {
  index: number;
  warehouseId: number;
  name: string;
  cells: ReadonlyMap<string, MarketRowData>;
  columns: readonly Column[];
  supplyType: SupplyType;
  showLogistics: boolean;
  stale: boolean;
  onChoose: (cell: ChosenCell) => void;
}) {
  return (
    <tr aria-rowindex={index + 2}>
      <th scope="row" className={styles.warehouse} title={name}>
        {name}
      </th>
      {columns.map(({ day, words, weekend, today }) => {
        const cell = cellOf(cells.get(cellKey(warehouseId, day)));
        return (
          <td key={day} className={cx(weekend && styles.weekendCell, today && styles.todayCell)}>
            <CellButton
              cell={cell}
              label={cellLabel(name, words, cell, stale)}
              showLogistics={showLogistics}
              onClick={() => onChoose({ warehouseId, day, supplyType, cell, coefficient: coefficientOf(cell) })}
            />
          </td>
        );
      })}
    </tr>
  );
});

/** A row's height before one is measured: a cell is 40 px high, plus its padding. */
const estimatedRowHeight = 42;

/**
 * The rows near the viewport, in the page's own scroll: a switch of the supply type or a refresh redraws the
 * warehouses in sight, not all 50 (700 cells), and opening the view draws a screenful. The rows left out are the
 * height of a spacer each side, so the page scrolls as if they were there; `aria-rowcount` and `aria-rowindex` tell
 * assistive technology the whole table's size.
 */
function useVisibleRows(tableRef: RefObject<HTMLTableElement | null>, count: number) {
  const [offset, setOffset] = useState(0);
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  // The table's distance from the page's top moves when notices above it come or go. Every row has one height (the
  // names stay on one line), so one row is measured, not each: measuring each forced a layout per row.
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const measure = () => {
      const top = table.getBoundingClientRect().top + window.scrollY;
      setOffset((current) => (current === top ? current : top));
      const row = table.tBodies[0]?.querySelector('tr[aria-rowindex]');
      const height = row?.getBoundingClientRect().height;
      if (height) setRowHeight((current) => (current === height ? current : height));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [tableRef]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    // A few rows beyond each edge: a quick flick still lands on drawn rows.
    overscan: 4,
    scrollMargin: offset,
    useFlushSync: false,
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const start = virtualizer.options.scrollMargin;
  return {
    items,
    before: first ? first.start - start : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - start) : 0,
  };
}

/** The height of the rows not drawn, so the page keeps its length. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} className={styles.spacer} style={{ height }} />
    </tr>
  );
}

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
