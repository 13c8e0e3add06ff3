import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the page's top, for a list drawn in the page's own scroll. It moves when notices
 * above the element come or go, which resizes the page or the element: it is measured again then, after layout,
 * instead of forcing a layout on every render.
 */
export function usePageOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setOffset((current) => (current === top ? current : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
