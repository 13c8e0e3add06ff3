import { memo, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
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
import { usePageOffset } from '@/shared/ui/use-page-offset';
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
        className: cx(day === today && styles.todayCell, isWeekend(day) && styles.weekendCell) || undefined,
      })),
    [days, today],
  );
  const tableRef = useRef<HTMLTableElement>(null);
  const rows = useVisibleRows(tableRef, warehouseIds.length);
  // One listener for every cell (event delegation): a cell carries its row and day, so drawing a row binds no
  // function per cell. A button's click also comes from Enter and Space, so the keyboard takes the same way.
  const choose = useEffectEvent((event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-day]');
    const warehouseId = Number(button?.closest('tr')?.dataset.warehouse);
    const day = columns[Number(button?.dataset.day)]?.day;
    if (!button || !warehouseId || !day) return;
    const cell = cellOf(cells.get(cellKey(warehouseId, day)));
    onChoose({ warehouseId, day, supplyType, cell, coefficient: coefficientOf(cell) });
  });
  useEffect(() => {
    const table = tableRef.current;
    table?.addEventListener('click', choose);
    return () => table?.removeEventListener('click', choose);
  }, []);
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
                showLogistics={showLogistics}
                stale={stale}
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
  /** The marks of its cells. */
  className: string | undefined;
}

/**
 * One warehouse's days, a cell each: a `td` and its button with the number as its only content. The logistics %
 * is drawn by the stylesheet from the button's `data-logistics`, and the accessible name says both. Memoised:
 * scrolling adds rows without drawing again the ones already in sight, and only a switch of the supply type, the
 * logistics or the data redraws them.
 */
const MarketRow = memo(function MarketRow({
  index,
  warehouseId,
  name,
  cells,
  columns,
  showLogistics,
  stale,
}: {
  index: number;
  warehouseId: number;
  name: string;
  cells: ReadonlyMap<string, MarketRowData>;
  columns: readonly Column[];
  showLogistics: boolean;
  stale: boolean;
}) {
  return (
    <tr aria-rowindex={index + 2} data-warehouse={warehouseId}>
      <th scope="row" className={styles.warehouse} title={name}>
        {name}
      </th>
      {columns.map(({ day, words, className }, dayIndex) => {
        const cell = cellOf(cells.get(cellKey(warehouseId, day)));
        const tone = toneOf(cell);
        return (
          <td key={day} className={className}>
            <button
              type="button"
              className={`${styles.cell} ${tones[tone]}`}
              aria-label={cellLabel(name, words, cell, stale)}
              data-tone={tone}
              data-day={dayIndex}
              data-logistics={showLogistics ? (cell.logistics === null ? '—' : `${cell.logistics}%`) : undefined}
            >
              {cellText(cell)}
            </button>
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
  const offset = usePageOffset(tableRef);
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  // Every row has one height (the names stay on one line), so one row is measured, not each: measuring each forced
  // a layout per row. The table resizes when its rows do (the logistics line).
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const measure = () => {
      const height = table.tBodies[0]?.querySelector('tr[aria-rowindex]')?.getBoundingClientRect().height;
      if (height) setRowHeight((current) => (current === height ? current : height));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, [tableRef]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    // Two rows beyond each edge: a slow scroll finds them drawn, and a switch redraws fewer cells.
    overscan: 2,
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
