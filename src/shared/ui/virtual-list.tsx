import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
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
  const [offset, setOffset] = useState(0);

  // The list's distance from the top of the page moves when notices above it appear or go: that resizes the page
  // or the list, so it is measured again then, after layout, instead of forcing a layout on every render.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const top = list.getBoundingClientRect().top + window.scrollY;
      setOffset((current) => (current === top ? current : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

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
