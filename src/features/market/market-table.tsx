import {
  memo,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import {
  observeWindowOffset,
  useVirtualizer,
  useWindowVirtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useSelector, type Atom } from '@tanstack/react-store';
import type { MarketTable as Table } from '@/api/market';
import type { CalendarDay } from '@/domain/calendar-day';
import {
  cellKey,
  cellOf,
  cellText,
  cellWords,
  cellsBySupplyType,
  isWeekend,
  logisticsWords,
  toneOf,
  type MarketCell,
  type MarketRow as MarketRowData,
} from '@/domain/market';
import type { SupplyType } from '@/domain/supply-types';
import type { WarehouseNameOf } from '@/domain/warehouse-names';
import { dayWords, weekdayAndDay } from '@/shared/lib/day-words';
import { cx } from '@/shared/ui/cx';
import { useLaidOutPageOffset } from '@/shared/ui/use-page-offset';
import type { ChosenCell } from './market-cell-sheet';
import { noRows, stepToward } from './row-steps';
import tones from '@/shared/market-strip/market-tones.module.css';
import styles from './market-table.module.css';

interface MarketTableProps extends Omit<MarketGridProps, 'supplyType'> {
  supplyType: Atom<SupplyType>;
}

/**
 * The heat map of the supply type chosen. The switch answers a tap at once; the cells of the new type follow in a
 * render the next tap can interrupt.
 */
export const MarketTable = memo(function MarketTable({ supplyType, ...grid }: MarketTableProps) {
  const shown = useDeferredValue(useSelector(supplyType));
  return <MarketGrid {...grid} supplyType={shown} />;
});

interface MarketGridProps {
  table: Table;
  /** The rows, in the answer's order, warehouses the app knows only. */
  warehouseIds: readonly number[];
  nameOf: WarehouseNameOf;
  days: readonly CalendarDay[];
  today: CalendarDay;
  supplyType: SupplyType;
  showLogistics: boolean;
  stale: boolean;
  onChoose: (cell: ChosenCell) => void;
}

/** A row's height and a day's width: a cell is 40 px square, with a pixel of gap around, whatever it shows. */
const cellSize = 42;
/** Today's column is wider: its header says 'сегодня'. */
const todaySize = 54;

const noCells: ReadonlyMap<string, MarketRowData> = new Map();

/**
 * The heat map: a table (ARIA roles on fixed boxes rather than table layout, so drawing a row or changing a
 * cell's number lays out that box alone, not the whole grid), warehouses as row headers kept in place while the
 * days scroll, days as column headers with today and weekends marked. Each cell is a button named in words
 * ('Коледино, 3 декабря: коэффициент 0, логистика 160 %') that shows its number or sign; its tone follows the
 * scale but never carries the meaning alone.
 */
const MarketGrid = memo(function MarketGrid({
  table,
  warehouseIds,
  nameOf,
  days,
  today,
  supplyType,
  showLogistics,
  stale,
  onChoose,
}: MarketGridProps) {
  const bySupplyType = useMemo(() => cellsBySupplyType(table.rows), [table.rows]);
  const cells = bySupplyType.get(supplyType) ?? noCells;
  // Each day's words and marks once, not once per cell: a table of 50 warehouses has 700 cells.
  const columns = useMemo<Column[]>(
    () =>
      days.map((day) => ({
        day,
        words: dayWords(day),
        weekend: isWeekend(day),
        today: day === today,
        className: cx(styles.cellBox, day === today && styles.todayCell, isWeekend(day) && styles.weekendCell),
        width: day === today ? todaySize : cellSize,
      })),
    [days, today],
  );
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const rows = useVisibleRows(bodyRef, warehouseIds.length);
  const shown = useVisibleColumns(scrollerRef, columns);
  // One listener for every cell (event delegation): a cell carries its row and day, so drawing a row binds no
  // function per cell. A button's click also comes from Enter and Space, so the keyboard takes the same way.
  const choose = useEffectEvent((event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-day]');
    const warehouseId = Number(button?.closest<HTMLElement>('[data-warehouse]')?.dataset.warehouse);
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
    <div ref={scrollerRef} className={styles.scroller}>
      <div
        ref={tableRef}
        role="table"
        aria-label={`Коэффициенты приемки по складам и дням${stale ? ', устаревшие данные' : ''}`}
        aria-rowcount={warehouseIds.length + 1}
        aria-colcount={columns.length + 1}
        className={cx(styles.table, stale && styles.stale)}
        style={
          {
            '--days-width': `${columns.reduce((sum, column) => sum + column.width, 0)}px`,
            '--cell-size': `${cellSize}px`,
            '--today-size': `${todaySize}px`,
          } as CSSProperties
        }
        data-testid="market-table"
      >
        <div role="rowgroup">
          <div role="row" aria-rowindex={1} className={styles.headRow}>
            <div role="columnheader" aria-colindex={1} className={styles.corner}>
              Склад
            </div>
            {columns.map(({ day, words, weekend, today: isToday }, dayIndex) => (
              <div
                key={day}
                role="columnheader"
                aria-colindex={dayIndex + 2}
                className={cx(styles.day, weekend && styles.weekend, isToday && styles.today)}
              >
                <span aria-hidden="true">{isToday ? 'сегодня' : weekdayAndDay(day)}</span>
                <span className="visually-hidden">{`${isToday ? 'Сегодня, ' : ''}${words}${weekend ? ', выходной' : ''}`}</span>
              </div>
            ))}
          </div>
        </div>
        <div
          ref={bodyRef}
          role="rowgroup"
          className={styles.body}
          style={{ paddingTop: rows.before, height: warehouseIds.length * cellSize }}
        >
          {rows.indexes.map((index) => {
            const warehouseId = warehouseIds[index] as number;
            return (
              <MarketRow
                key={warehouseId}
                index={index}
                warehouseId={warehouseId}
                name={nameOf(warehouseId)}
                cells={cells}
                columns={columns}
                from={shown.from}
                to={shown.to}
                showLogistics={showLogistics}
                stale={stale}
              />
            );
          })}
        </div>
      </div>
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
  className: string;
  width: number;
}

/**
 * One warehouse's days, a cell each: a box and its button with the number as its only content. The logistics %
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
  from,
  to,
  showLogistics,
  stale,
}: {
  index: number;
  warehouseId: number;
  name: string;
  cells: ReadonlyMap<string, MarketRowData>;
  columns: readonly Column[];
  /** The days drawn, first to last: those in sight and one beyond each side. */
  from: number;
  to: number;
  showLogistics: boolean;
  stale: boolean;
}) {
  return (
    <div role="row" aria-rowindex={index + 2} data-warehouse={warehouseId} className={styles.row}>
      <div role="rowheader" aria-colindex={1} className={styles.warehouse} title={name}>
        {name}
      </div>
      {columns.slice(from, to + 1).map(({ day, words, className }, drawn) => {
        const dayIndex = from + drawn;
        const cell = cellOf(cells.get(cellKey(warehouseId, day)));
        const tone = toneOf(cell);
        return (
          <div
            key={day}
            role="cell"
            aria-colindex={dayIndex + 2}
            className={className}
            // The days left of those drawn are their width of margin, so the drawn ones stand in their columns.
            style={drawn === 0 && from > 0 ? { marginLeft: widthOf(columns.slice(0, from)) } : undefined}
          >
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
          </div>
        );
      })}
    </div>
  );
});

/** How many new rows one frame draws: each row is 8 or so cells to lay out and paint. */
const rowsPerFrame = 5;

/**
 * The rows near the viewport, in the page's own scroll: a switch of the supply type or a refresh redraws the
 * warehouses in sight, not all 50 (700 cells). The body keeps the whole table's height, so the page scrolls as if
 * every row were there; `aria-rowcount` and `aria-rowindex` tell assistive technology the whole table's size. New
 * rows come a few per frame: opening the view or scrolling it far never lays out and paints a whole screenful in one
 * frame. Nothing here forces a layout: the table's place on the page and the page's scroll are read when the resize
 * observer reports, after the table's first layout, and the rows are drawn from then on.
 */
function useVisibleRows(bodyRef: RefObject<HTMLElement | null>, count: number) {
  const offset = useLaidOutPageOffset(bodyRef);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => cellSize,
    // Two rows beyond each edge: a slow scroll finds them drawn, and a switch redraws fewer cells.
    overscan: 2,
    scrollMargin: offset ?? 0,
    initialOffset: 0,
    observeElementOffset: observePageScroll,
    scrollToFn: neverScroll,
    useFlushSync: false,
  });
  const items = offset === undefined ? [] : virtualizer.getVirtualItems();
  const [drawn, setDrawn] = useState(noRows);
  const next = stepToward(drawn, { from: items[0]?.index ?? 0, to: items.at(-1)?.index ?? -1 }, rowsPerFrame);
  useEffect(() => {
    if (next === drawn) return;
    const frame = requestAnimationFrame(() => setDrawn(next));
    return () => cancelAnimationFrame(frame);
  }, [drawn, next]);
  return {
    indexes: Array.from({ length: Math.max(0, drawn.to - drawn.from + 1) }, (_, index) => drawn.from + index),
    before: drawn.from * cellSize,
  };
}

/**
 * The page's scroll as the library reads it on scroll events, and once more whenever the page is laid out at a new
 * size (first right after the table's first layout), instead of reading it in the render, which forces a layout.
 */
const observePageScroll: VirtualizerOptions<Window, Element>['observeElementOffset'] = (instance, report) => {
  const stopListening = observeWindowOffset(instance, report);
  const observer = new ResizeObserver(() => report(window.scrollY, false));
  observer.observe(document.body);
  return () => {
    observer.disconnect();
    stopListening?.();
  };
};

/**
 * The table never scrolls the page or its days itself (focus and the seller do): the library's scroll to where it
 * already is, on mounting, would only force a layout.
 */
function neverScroll() {}

function widthOf(columns: readonly Column[]): number {
  return columns.reduce((sum, column) => sum + column.width, 0);
}

/**
 * The days in sight in the sideways scroller, and one beyond each side (the library's virtualizer, across): a
 * screen shows about half the 14 days, so a switch of the supply type redraws half the cells. Like the rows, new
 * days are drawn in a render that yields. Keyboard focus scrolls a focused day into sight, which brings the next one.
 */
function useVisibleColumns(scrollerRef: RefObject<HTMLElement | null>, columns: readonly Column[]) {
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (index) => columns[index]?.width ?? cellSize,
    overscan: 1,
    // Until the scroller is measured: the window's width, which it spans.
    initialRect: { width: window.innerWidth, height: 0 },
    observeElementRect: observeDaysInSight,
    scrollToFn: neverScroll,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const from = useDeferredValue(items[0]?.index ?? 0);
  const to = useDeferredValue(items.at(-1)?.index ?? -1);
  return { from, to };
}

/**
 * The width the days have in sight: the scroller's, less the sticky warehouse column over its start. Read when the
 * scroller's resize observer reports, after a layout, so the table's first render forces no layout to measure it.
 */
const observeDaysInSight: VirtualizerOptions<HTMLElement, Element>['observeElementRect'] = (instance, report) => {
  const scroller = instance.scrollElement;
  if (!scroller) return undefined;
  const observer = new ResizeObserver(() => {
    const nameWidth = scroller.querySelector('[role="columnheader"]')?.getBoundingClientRect().width ?? 0;
    report({ width: scroller.clientWidth - nameWidth, height: scroller.clientHeight });
  });
  observer.observe(scroller);
  return () => observer.disconnect();
};

function coefficientOf(cell: MarketCell): number | null {
  return cell.kind === 'free' || cell.kind === 'paid' ? cell.coefficient : null;
}

/** 'Коледино, 3 декабря: коэффициент 0, логистика 160 %', `dayInWords` the day said in words. */
function cellLabel(name: string, dayInWords: string, cell: MarketCell, stale: boolean): string {
  const logistics = logisticsWords(cell);
  return `${name}, ${dayInWords}: ${cellWords(cell)}${logistics ? `, ${logistics}` : ''}${stale ? ' (устарело)' : ''}`;
}
