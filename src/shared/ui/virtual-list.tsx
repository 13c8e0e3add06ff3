import { useRef, type Key, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { usePageOffset } from './use-page-offset';
import styles from './virtual-list.module.css';

// A first guess of a card's height; every rendered card is measured, so it only shapes the scrollbar early on.
const estimatedItemHeight = 200;

interface VirtualListProps<T> {
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/**
 * A vertical list in the page's own scroll that renders only the items near the viewport, so thousands of
 * cards stay smooth. Items may have any height; each is measured once rendered.
 */
export function VirtualList<T>({ items, getKey, renderItem }: VirtualListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const offset = usePageOffset(listRef);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedItemHeight,
    // One card beyond each edge: a search key builds about four cards, and scrolling still drops no frame.
    overscan: 1,
    scrollMargin: offset,
    getItemKey: (index) => getKey(items[index] as T),
    // React 19 warns about flushSync during render; measuring in the next frame is smooth enough.
    useFlushSync: false,
  });

  return (
    <div ref={listRef} role="list" className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          role="listitem"
          className={styles.item}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {renderItem(items[row.index] as T)}
        </div>
      ))}
    </div>
  );
}
