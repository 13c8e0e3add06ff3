import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the page's top, for a list drawn in the page's own scroll. It moves when notices
 * above the element come or go, which resizes the page or the element: it is measured again then, after layout,
 * instead of forcing a layout on every render.
 */
export function usePageOffset(ref: RefObject<HTMLElement | null>): number {
  return useObservedPageOffset(ref, true) ?? 0;
}

/**
 * The same distance, but never measured by forcing a layout: undefined until the resize observer first reports,
 * right after the element's first layout. For a list that mounts inside a larger render and can wait a frame to
 * draw its rows, rather than lay the page out inside that render's commit and then draw itself again there.
 */
export function useLaidOutPageOffset(ref: RefObject<HTMLElement | null>): number | undefined {
  return useObservedPageOffset(ref, false);
}

function useObservedPageOffset(ref: RefObject<HTMLElement | null>, measureAtOnce: boolean): number | undefined {
  const [offset, setOffset] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setOffset((current) => (current === top ? current : top));
    };
    if (measureAtOnce) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, measureAtOnce]);
  return offset;
}
