import { useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
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

  // The list's distance from the top of the page moves when notices above it appear or go.
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    setOffset((current) => (current === top ? current : top));
  });

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimatedItemHeight,
    overscan: 4,
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

/** Calls `onReached` while the end of the content is within 50 px of the viewport (SPEC §9 infinite scroll). */
export function EndSentinel({ onReached }: { onReached: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), { rootMargin: '0px 0px 50px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // Runs again whenever `onReached` changes (a page arrived): the end may still be in view and want the next one.
  useEffect(() => {
    if (inView) onReached();
  }, [inView, onReached]);

  return <div ref={ref} className={styles.sentinel} aria-hidden="true" />;
}
