import { useMemo, useState } from 'react';
import type { Warehouse } from '@/api/warehouses';
import { MARKET_MAX_WAREHOUSES } from '@/domain/market';
import { normalizeSearch } from '@/shared/lib/search-text';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { SearchInput } from '@/shared/ui/search-input';
import styles from './market-view.module.css';

interface MarketWarehousePickerProps {
  warehouses: readonly Warehouse[];
  /** The seller's own warehouses (of their triggers and bookings): listed first. */
  own: readonly number[];
  /** The current choice; empty: the seller's own. */
  picked: readonly number[];
  onClose: () => void;
  onSave: (ids: number[]) => void;
}

/**
 * Which warehouses the table shows, at most 50; none chosen means the seller's own. Rendered while open only, so
 * every opening starts from the current choice.
 */
export function MarketWarehousePicker({ warehouses, own, picked, onClose, onSave }: MarketWarehousePickerProps) {
  const [chosen, setChosen] = useState<number[]>([...picked]);
  const [query, setQuery] = useState('');
  const ordered = useMemo(() => {
    const ownSet = new Set(own);
    const needle = normalizeSearch(query);
    return [...warehouses]
      .filter((w) => !needle || normalizeSearch(w.name).includes(needle))
      .sort((a, b) => Number(ownSet.has(b.ID)) - Number(ownSet.has(a.ID)));
  }, [warehouses, own, query]);
  const full = chosen.length >= MARKET_MAX_WAREHOUSES;
  const toggle = (id: number) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : full ? current : [...current, id],
    );
  return (
    <Modal
      open
      onClose={onClose}
      title="Склады в таблице"
      footer={
        <div className={styles.sheetActions}>
          <Button variant="secondary" onClick={() => onSave([])}>
            Мои склады
          </Button>
          <Button onClick={() => onSave(chosen)}>Показать</Button>
        </div>
      }
    >
      <p className={styles.pickerNote}>
        Выбрано {chosen.length} из {MARKET_MAX_WAREHOUSES}. Без выбора таблица показывает склады ваших таймслотов и
        автобронирований.
      </p>
      <SearchInput value={query} onChange={setQuery} placeholder="Поиск склада" aria-label="Поиск склада" />
      <ul className={styles.pickerList}>
        {ordered.map((warehouse) => (
          <li key={warehouse.ID}>
            <label className={styles.pickerOption}>
              <input
                type="checkbox"
                checked={chosen.includes(warehouse.ID)}
                disabled={full && !chosen.includes(warehouse.ID)}
                onChange={() => toggle(warehouse.ID)}
              />
              <span>{warehouse.name}</span>
              {own.includes(warehouse.ID) ? <span className={styles.ownMark}>ваш</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
