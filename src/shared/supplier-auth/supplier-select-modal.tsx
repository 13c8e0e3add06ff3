import { useId, useState } from 'react';
import { useMainButton } from '@/shared/telegram/main-button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import styles from './supplier-select-modal.module.css';

interface Supplier {
  id: string;
  name: string;
}

export interface SupplierSelectModalProps {
  /** The listed suppliers; undefined while loading or after a failed load. */
  suppliers: readonly Supplier[] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** The linked supplier's id. */
  currentId: string | null;
  save: (supplier: Supplier) => void;
  saving: boolean;
  onClose: () => void;
}

/** The current supplier when it is in the list, else the first one (docs/account.md). */
function preselected(suppliers: readonly Supplier[], currentId: string | null): Supplier | undefined {
  return suppliers.find((supplier) => supplier.id === currentId) ?? suppliers[0];
}

/** Supplier select (docs/account.md): the marketplace accounts the seller may link; saving links one and closes. */
export function SupplierSelectModal({
  suppliers,
  loading,
  failed,
  retry,
  currentId,
  save,
  saving,
  onClose,
}: SupplierSelectModalProps) {
  const [picked, setPicked] = useState<Supplier>();
  const name = useId();

  const list = suppliers ?? [];
  const chosen = picked ?? preselected(list, currentId);
  const canSave = chosen !== undefined && chosen.id !== currentId;

  // The sheet's action is Telegram's main button, like the store's.
  useMainButton({
    text: 'Сохранить',
    visible: true,
    enabled: canSave,
    loading: saving,
    onClick: () => chosen && save(chosen),
    sheet: true,
  });

  let content;
  if (loading) {
    content = (
      <div className={styles.loading}>
        <Spinner size={28} label="Загрузка поставщиков" />
      </div>
    );
  } else if (failed) {
    content = (
      <EmptyState compact title="Не удалось загрузить поставщиков" action={{ label: 'Повторить', onClick: retry }} />
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        compact
        title="Нет доступных поставщиков"
        description="Поставщики появятся после авторизации приложения в личном кабинете продавца маркетплейса."
      />
    );
  } else {
    content = (
      <fieldset className={styles.list}>
        <legend className="visually-hidden">Поставщик</legend>
        {list.map((supplier) => (
          <label key={supplier.id} className={styles.option}>
            <input
              type="radio"
              name={name}
              className={styles.radio}
              checked={chosen?.id === supplier.id}
              disabled={saving}
              onChange={() => setPicked(supplier)}
            />
            <span className={styles.optionName}>{supplier.name}</span>
            {supplier.id === currentId ? <span className={styles.current}>текущий</span> : null}
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <Modal open onClose={onClose} title="Выбор поставщика" size="sm" dismissible={!saving}>
      {content}
    </Modal>
  );
}
