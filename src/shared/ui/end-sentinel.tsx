import { useEffect, useRef, useState } from 'react';
import styles from './end-sentinel.module.css';

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
