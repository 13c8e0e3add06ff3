import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { EndSentinel } from './end-sentinel';
import { Modal } from './modal';
import { Spinner } from './spinner';
import styles from './paged-sheet.module.css';
import { uniqueBy } from '@/shared/lib/unique-by';

/** What a {@link PagedSheet} needs of an infinite query (TanStack Query's result fits as it is). */
interface PagedSheetQuery<T> {
  data: { pages: readonly { items: readonly T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface PagedSheetProps<T extends { id: number }, R> {
  title: string;
  /** A line under the title, e.g. the warehouses of the trigger. */
  subtitle?: ReactNode;
  onClose: () => void;
  query: PagedSheetQuery<T>;
  /** Accessible name of the list. */
  listLabel: string;
  /** The rows shown for the items read so far (e.g. repeats folded into one row); the items themselves without it. */
  arrange?: (items: readonly T[]) => readonly R[];
  getKey: (row: R) => number | string;
  renderItem: (row: R) => ReactNode;
  emptyText: string;
  /** Said when the first page fails, with 'Повторить'. */
  errorText: string;
}

/**
 * A bottom sheet with a list read page by page: the next page loads as its end comes near (infinite scroll), a
 * failed page offers 'Повторить' where it failed. Used for a trigger's finds and an autobooking's attempts.
 */
export function PagedSheet<T extends { id: number }, R = T>({
  title,
  subtitle,
  onClose,
  query,
  listLabel,
  arrange,
  getKey,
  renderItem,
  emptyText,
  errorText,
}: PagedSheetProps<T, R>) {
  // An item a backend repeats (across pages) is shown once: its key is its id.
  const items = uniqueBy(query.data?.pages.flatMap((page) => page.items) ?? [], (item) => item.id);
  const rows = arrange ? arrange(items) : (items as readonly unknown[] as readonly R[]);
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
  };

  return (
    <Modal open onClose={onClose} title={title}>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {query.isPending ? (
        <div className={styles.status}>
          <Spinner label="Загрузка" />
        </div>
      ) : query.isError && items.length === 0 ? (
        <div className={styles.status} role="alert">
          <p>{errorText}</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Повторить
          </Button>
        </div>
      ) : items.length === 0 ? (
        <EmptyState compact title={emptyText} />
      ) : (
        <ul className={styles.list} aria-label={listLabel}>
          {rows.map((row) => (
            <li key={getKey(row)} className={styles.item}>
              {renderItem(row)}
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? <EndSentinel onReached={loadMore} distance={200} /> : null}
      {query.isFetchingNextPage ? <p className={styles.more}>Загрузка…</p> : null}
      {query.isFetchNextPageError ? (
        <div className={styles.more} role="alert">
          <span>Не удалось загрузить продолжение</span>
          <Button size="sm" variant="secondary" onClick={() => void query.fetchNextPage()}>
            Повторить
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
