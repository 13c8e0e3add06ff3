import { useEffect, useRef, useState } from 'react';
import styles from './end-sentinel.module.css';

/**
 * Calls `onReached` while the end of the content is within `distance` px of the viewport (default 50 px, SPEC §9
 * infinite scroll).
 */
export function EndSentinel({ onReached, distance = 50 }: { onReached: () => void; distance?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), { rootMargin: `0px 0px ${distance}px 0px` });
    observer.observe(node);
    return () => observer.disconnect();
  }, [distance]);

  // Runs again whenever `onReached` changes (a page arrived): the end may still be in view and want the next one.
  useEffect(() => {
    if (inView) onReached();
  }, [inView, onReached]);

  return <div ref={ref} className={styles.sentinel} aria-hidden="true" />;
}
