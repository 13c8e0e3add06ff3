import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { IconButton } from './icon-button';
import { PlusIcon, RefreshIcon } from './icons';
import { canPullToRefresh } from './pull-to-refresh';
import styles from './list-toolbar.module.css';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  /** What the list counts, e.g. 'Активно: 3/30' or 'доступно: 12'. */
  counter: ReactNode;
  /** testid of the counter, for tests that read it. */
  counterTestId?: string;
  /** Opens the form; no 'добавить' button without it (e.g. while nothing new may start). */
  onAdd?: () => void;
  addDisabled?: boolean;
  /** Reloads the list: an 'Обновить' button where a pull from the top cannot (Telegram before 7.7). */
  onRefresh?: () => Promise<unknown>;
}

/** The line under a list's tabs and search: its counter at the left, 'добавить' at the right, in every list. */
export function ListToolbar({ counter, counterTestId, onAdd, addDisabled = false, onRefresh }: ListToolbarProps) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    if (!onRefresh || refreshing) return;
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };
  return (
    <div className={styles.toolbar}>
      <p className={styles.counter} data-testid={counterTestId}>
        {counter}
      </p>
      {onRefresh && !canPullToRefresh() ? (
        <IconButton
          className={styles.refresh}
          label="Обновить"
          icon={<RefreshIcon />}
          loading={refreshing}
          onClick={refresh}
        />
      ) : null}
      {onAdd ? (
        <Button size="sm" icon={<PlusIcon size={18} />} disabled={addDisabled} onClick={onAdd}>
          добавить
        </Button>
      ) : null}
    </div>
  );
}
