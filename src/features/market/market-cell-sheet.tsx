import type { CalendarDay } from '@/domain/calendar-day';
import { cellWords, type MarketCell } from '@/domain/market';
import { supplyTypeLabels, type SupplyType } from '@/domain/supply-types';
import { dayWords } from '@/shared/lib/day-words';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { moscowDayTime } from './market-time';
import styles from './market-view.module.css';

/** A cell the seller tapped. */
export interface ChosenCell {
  warehouseId: number;
  day: CalendarDay;
  supplyType: SupplyType;
  cell: MarketCell;
  /** Its acceptance coefficient; null when closed or unknown. */
  coefficient: number | null;
}

interface MarketCellSheetProps {
  cell: ChosenCell | undefined;
  name: string;
  onClose: () => void;
  onFollow: (cell: ChosenCell) => void;
  onBook: (cell: ChosenCell) => void;
}

/** One cell in full, with the two ways on: watch it ('Следить') or book it ('Забронировать'), prefilled. */
export function MarketCellSheet({ cell, name, onClose, onFollow, onBook }: MarketCellSheetProps) {
  if (!cell) return null;
  const words = cellWords(cell.cell);
  return (
    <Modal
      open
      onClose={onClose}
      title={`${name}, ${dayWords(cell.day)}`}
      size="sm"
      footer={
        <div className={styles.sheetActions}>
          <Button variant="secondary" onClick={() => onFollow(cell)}>
            Следить
          </Button>
          <Button onClick={() => onBook(cell)}>Забронировать</Button>
        </div>
      }
    >
      <dl className={styles.facts} data-testid="market-cell-sheet">
        <dt>Тип поставки</dt>
        <dd>{supplyTypeLabels[cell.supplyType]}</dd>
        <dt>Приемка</dt>
        <dd>{words.charAt(0).toUpperCase() + words.slice(1)}</dd>
        <dt>Логистика</dt>
        <dd>{cell.cell.logistics === null ? 'нет данных' : `${cell.cell.logistics}\u00a0% базового тарифа`}</dd>
        <dt>Замечено</dt>
        <dd>{cell.cell.observedAt ? moscowDayTime(cell.cell.observedAt) : 'сервис не видел этот день'}</dd>
      </dl>
      <p className={styles.sheetNote}>
        {cell.coefficient === null
          ? 'Слот закрыт или неизвестен: таймслот сообщит, когда он откроется.'
          : `Форма заполнится этим складом, днем и коэффициентом до ${cell.coefficient}.`}
      </p>
    </Modal>
  );
}
