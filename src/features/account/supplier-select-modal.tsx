import { useId, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { suppliersQueryOptions, type Supplier } from '@/api/supplier-accounts';
import { userQueryOptions } from '@/api/user';
import { useMainButton } from '@/shared/telegram/main-button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { useChooseSupplier } from './use-choose-supplier';
import styles from './supplier-select-modal.module.css';

interface SupplierSelectModalProps {
  onClose: () => void;
}

/** The current supplier when it is in the list, else the first one (docs/account.md). */
function preselected(suppliers: readonly Supplier[], currentId: string | null): Supplier | undefined {
  return suppliers.find((supplier) => supplier.id === currentId) ?? suppliers[0];
}

/** Supplier select (docs/account.md): the marketplace accounts the seller may link; saving links one and closes. */
export function SupplierSelectModal({ onClose }: SupplierSelectModalProps) {
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const suppliers = useQuery(suppliersQueryOptions());
  const [picked, setPicked] = useState<Supplier>();
  const chooseSupplier = useChooseSupplier(onClose);
  const name = useId();

  const list = suppliers.data ?? [];
  const chosen = picked ?? preselected(list, user.supplierId);
  const canSave = chosen !== undefined && chosen.id !== user.supplierId;

  // The sheet's action is Telegram's main button, like the store's.
  useMainButton({
    text: 'Сохранить',
    visible: true,
    enabled: canSave,
    loading: chooseSupplier.isPending,
    onClick: () => chosen && void chooseSupplier.run(chosen),
    sheet: true,
  });

  let content;
  if (suppliers.isPending) {
    content = (
      <div className={styles.loading}>
        <Spinner size={28} label="Загрузка поставщиков" />
      </div>
    );
  } else if (suppliers.isError) {
    content = (
      <EmptyState
        compact
        title="Не удалось загрузить поставщиков"
        action={{ label: 'Повторить', onClick: () => void suppliers.refetch() }}
      />
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
              disabled={chooseSupplier.isPending}
              onChange={() => setPicked(supplier)}
            />
            <span className={styles.optionName}>{supplier.name}</span>
            {supplier.id === user.supplierId ? <span className={styles.current}>текущий</span> : null}
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <Modal open onClose={onClose} title="Выбор поставщика" size="sm" dismissible={!chooseSupplier.isPending}>
      {content}
    </Modal>
  );
}
