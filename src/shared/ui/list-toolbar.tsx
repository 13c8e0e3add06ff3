import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { IconButton } from './icon-button';
import { PlusIcon, RefreshIcon } from './icons';
import { canPullToRefresh } from './pull-to-refresh-support';
import styles from './list-toolbar.module.css';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  /** The list's search box, at the left of the row. */
  search: ReactNode;
  /** What the list counts, e.g. 'Активно: 3/30' or 'Доступно 12 автобронирований'. */
  counter: ReactNode;
  /** testid of the counter, for tests that read it. */
  counterTestId?: string;
  /** A short line at the right of the counter's row (e.g. what happened today), so it costs the list no height. */
  aside?: ReactNode;
  /** Opens the form; no 'добавить' button without it (e.g. while nothing new may start). */
  onAdd?: () => void;
  addDisabled?: boolean;
  /** Reloads the list: an 'Обновить' button where a pull from the top cannot (Telegram before 7.7). */
  onRefresh?: () => Promise<unknown>;
  /** Icon buttons in the search's row before 'добавить', e.g. the way to the market's coefficients: in that row they
   * cost the list no height. */
  actions?: ReactNode;
}

/**
 * The compact head of every list under its tabs: the search box with 'добавить' beside it in one row, and the
 * list's counter in a short line under them, so the first card starts high on a phone screen.
 */
export function ListToolbar({
  search,
  counter,
  counterTestId,
  aside,
  onAdd,
  addDisabled = false,
  onRefresh,
  actions,
}: ListToolbarProps) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    if (!onRefresh || refreshing) return;
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };
  return (
    <div className={styles.toolbar}>
      <div className={styles.row}>
        <div className={styles.search}>{search}</div>
        {onRefresh && !canPullToRefresh() ? (
          <IconButton label="Обновить" icon={<RefreshIcon />} loading={refreshing} onClick={refresh} />
        ) : null}
        {actions}
        {onAdd ? (
          <Button className={styles.add} icon={<PlusIcon size={18} />} disabled={addDisabled} onClick={onAdd}>
            добавить
          </Button>
        ) : null}
      </div>
      <div className={styles.counterRow}>
        <p className={styles.counter} data-testid={counterTestId}>
          {counter}
        </p>
        {aside}
      </div>
    </div>
  );
}
