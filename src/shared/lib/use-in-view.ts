import { useCallback, useEffect, useRef } from 'react';

/**
 * Watches an element within `distance` px below the viewport or in it (clipped by scrolling ancestors, so it also
 * works inside a scrolling panel). Calls `onInView` when it comes into view, and again whenever `onInView`
 * changes while it stays there (e.g. more items were added and the end is still visible). Returns the ref to
 * attach; a new element starts unseen until the browser reports it.
 */
export function useInView(onInView: () => void, distance = 50) {
  const inView = useRef(false);
  const latest = useRef(onInView);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (node: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      inView.current = false;
      if (!node) return;
      observer.current = new IntersectionObserver(
        ([entry]) => {
          inView.current = Boolean(entry?.isIntersecting);
          if (inView.current) latest.current();
        },
        { rootMargin: `0px 0px ${distance}px 0px` },
      );
      observer.current.observe(node);
    },
    [distance],
  );

  useEffect(() => {
    latest.current = onInView;
    if (inView.current) onInView();
  }, [onInView]);

  return ref;
}
