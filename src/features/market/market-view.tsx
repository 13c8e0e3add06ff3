import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCreateAtom, useSelector, type Atom } from '@tanstack/react-store';
import { marketQueryOptions } from '@/api/market';
import { userQueryOptions } from '@/api/user';
import { warehousesQueryOptions } from '@/api/warehouses';
import { moscowToday } from '@/domain/calendar-day';
import { marketDays } from '@/domain/market';
import { supplyTypeOptions, type SupplyType } from '@/domain/supply-types';
import { warehouseNameOf } from '@/domain/warehouse-names';
import { useOpenSlot } from '@/shared/navigation/use-open-slot';
import { readSellerValue, writeSellerValue } from '@/shared/telegram/seller-storage';
import { canGoFullscreen, setFullscreen } from '@/shared/telegram/fullscreen';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { MarketCellSheet, type ChosenCell } from './market-cell-sheet';
import { MarketTable } from './market-table';
import { MarketWarehousePicker } from './market-warehouse-picker';
import { moscowTime, sourceDownText } from './market-time';
import styles from './market-view.module.css';

const noWarehouses: readonly number[] = [];

/** Where the seller's choice of warehouses is kept (Telegram's cloud storage: the same on every device). */
const pickedKey = 'market_warehouses';

/** The warehouses the seller chose, read once from storage: undefined while reading, [] for their own. */
function usePickedWarehouses(known: ReadonlySet<number>) {
  const [picked, setPicked] = useState<number[] | undefined>(undefined);
  const [dropped, setDropped] = useState<number[]>([]);
  useEffect(() => {
    let live = true;
    void readSellerValue(pickedKey).then((stored) => {
      if (!live) return;
      const ids = parseIds(stored);
      // A warehouse the backend no longer knows leaves the choice, with a note, never as a broken row.
      setDropped(ids.filter((id) => !known.has(id)));
      setPicked(ids.filter((id) => known.has(id)));
    });
    return () => {
      live = false;
    };
  }, [known]);
  const choose = (ids: number[]) => {
    setPicked(ids);
    setDropped([]);
    void writeSellerValue(pickedKey, JSON.stringify(ids));
  };
  return { picked, dropped, choose };
}

function parseIds(stored: string | undefined): number[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** market: the acceptance coefficients the service last saw, per warehouse and day (docs/market.md). */
export function MarketView() {
  const { data: warehouses } = useSuspenseQuery(warehousesQueryOptions());
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const nameOf = useMemo(() => warehouseNameOf(warehouses), [warehouses]);
  const known = useMemo(() => new Set(warehouses.map((warehouse) => warehouse.ID)), [warehouses]);
  const { picked, dropped, choose } = usePickedWarehouses(known);
  const market = useQuery({ ...marketQueryOptions(picked ?? []), enabled: picked !== undefined });
  // Outside the view's state: a tap on the switch redraws the switch and the table, not the whole view.
  const supplyType = useCreateAtom<SupplyType>('BOX');
  const [showLogistics, setShowLogistics] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [chosen, setChosen] = useState<ChosenCell | undefined>(undefined);
  const [fullscreen, setFullscreenState] = useState(false);
  const [today] = useState(() => moscowToday(new Date()));
  const days = useMemo(() => marketDays(today), [today]);
  const table = market.data;
  // A new answer is drawn in a render that yields: the read's own update only changes the status and notices.
  const drawn = useDeferredValue(table);
  // The seller's own warehouses are what the server answers without a choice (read when nothing was chosen): they
  // head the picker.
  const own = useQuery({ ...marketQueryOptions([]), enabled: false }).data?.warehouseIds ?? noWarehouses;
  const rowsShown = useMemo(() => (drawn ? drawn.warehouseIds.filter((id) => known.has(id)) : []), [drawn, known]);

  const toggleFullscreen = () => {
    setFullscreenState(!fullscreen);
    void setFullscreen(!fullscreen);
  };

  const stale = table !== undefined && !table.source.available;
  const updated = table?.observedAt ? moscowTime(table.observedAt) : undefined;

  const openSlot = useOpenSlot();
  const slotOf = (cell: ChosenCell) => ({
    warehouseId: cell.warehouseId,
    supplyType: cell.supplyType,
    day: cell.day,
    coefficient: cell.coefficient ?? 0,
  });

  return (
    <div className={styles.view}>
      <div className={styles.head}>
        <h1 className={styles.title}>Коэффициенты</h1>
        <div className={styles.headActions}>
          <Button variant="secondary" size="sm" onClick={() => setPickerOpen(true)}>
            Склады{picked?.length ? ` (${picked.length})` : ''}
          </Button>
          {canGoFullscreen() ? (
            <Button variant="secondary" size="sm" aria-pressed={fullscreen} onClick={toggleFullscreen}>
              {fullscreen ? 'Обычный экран' : 'На весь экран'}
            </Button>
          ) : null}
        </div>
      </div>

      <div className={styles.controls}>
        <SupplyTypeSwitch choice={supplyType} />
        <label className={styles.logisticsToggle}>
          <input type="checkbox" checked={showLogistics} onChange={(event) => setShowLogistics(event.target.checked)} />
          Логистика, %
        </label>
      </div>

      <p className={styles.status} data-testid="market-status" aria-live="polite">
        {updated ? (stale ? `Данные на ${updated}` : `Обновлено ${updated}`) : null}
        {market.isFetching && table ? <span className={styles.refreshing}> · обновляется…</span> : null}
      </p>

      {dropped.length > 0 ? (
        <Banner
          tone="yellow"
          data-testid="market-dropped"
          text={`${dropped.length === 1 ? 'Склад' : 'Склады'} ${dropped.join(', ')} больше нет в списке складов маркетплейса: ${dropped.length === 1 ? 'он убран' : 'они убраны'} из выбора.`}
        />
      ) : null}

      {stale ? (
        <Banner
          tone="yellow"
          data-testid="market-stale"
          title="Источник слотов недоступен"
          text={sourceDownText(table.source, table.observedAt)}
        />
      ) : null}

      {market.isError ? (
        <Banner
          tone="red"
          role="alert"
          data-testid="market-error"
          title="Не удалось обновить коэффициенты"
          text={updated ? `Показаны данные на ${updated}.` : 'Проверьте соединение и попробуйте снова.'}
          action={{ label: 'Повторить', onClick: () => void market.refetch() }}
        />
      ) : null}

      {!drawn ? (
        market.isError ? null : (
          <p className={styles.loading} role="status">
            Загружаем коэффициенты…
          </p>
        )
      ) : rowsShown.length === 0 ? (
        <EmptyState
          title="Нет складов для таблицы"
          description="Здесь будут коэффициенты складов ваших таймслотов и автобронирований. Выберите склады, чтобы увидеть их коэффициенты на 14 дней."
          action={{ label: 'Выбрать склады', onClick: () => setPickerOpen(true) }}
        />
      ) : drawn.rows.length === 0 ? (
        <EmptyState
          title="Коэффициентов пока нет"
          description="Сервис еще не видел коэффициентов этих складов: данные появятся после первой проверки. Публичный метод маркетплейса отключен, поэтому таблица показывает только то, что увидел сам сервис."
        />
      ) : (
        <MarketTable
          table={drawn}
          warehouseIds={rowsShown}
          nameOf={nameOf}
          days={days}
          today={today}
          supplyType={supplyType}
          showLogistics={showLogistics}
          stale={!drawn.source.available}
          onChoose={setChosen}
        />
      )}

      <p className={styles.legend}>
        Число в клетке — коэффициент приемки: 0 — бесплатно, × — закрыто, ? — нет данных. Цвет — от бесплатной (зеленый)
        до дорогой (красный). Таблица показывает то, что последним увидел сервис, а не живые данные маркетплейса.
      </p>

      {pickerOpen ? (
        <MarketWarehousePicker
          warehouses={warehouses}
          own={own}
          picked={picked ?? []}
          onClose={() => setPickerOpen(false)}
          onSave={(ids) => {
            choose(ids);
            setPickerOpen(false);
          }}
        />
      ) : null}
      <MarketCellSheet
        cell={chosen}
        name={chosen ? nameOf(chosen.warehouseId) : ''}
        onClose={() => setChosen(undefined)}
        onFollow={(cell) => openSlot.follow(slotOf(cell))}
        onBook={(cell) => openSlot.book(slotOf(cell), user)}
      />
    </div>
  );
}

/** The switch of the supply type: only it and the table redraw on a tap. */
function SupplyTypeSwitch({ choice }: { choice: Atom<SupplyType> }) {
  const current = useSelector(choice);
  return (
    <div role="radiogroup" aria-label="Тип поставки" className={styles.switch}>
      {supplyTypeOptions.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={current === option.value}
          className={styles.switchOption}
          onClick={() => choice.set(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
