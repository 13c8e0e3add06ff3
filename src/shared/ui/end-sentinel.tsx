import { useInView } from '@/shared/lib/use-in-view';
import styles from './end-sentinel.module.css';

/**
 * Calls `onReached` while the end of the content is within `distance` px of the viewport (default 50 px, as the
 * autobooking list's infinite scroll needs), and again whenever `onReached` changes (a page arrived) while the end
 * is still in view.
 */
export function EndSentinel({ onReached, distance = 50 }: { onReached: () => void; distance?: number }) {
  const ref = useInView(onReached, distance);
  return <div ref={ref} className={styles.sentinel} aria-hidden="true" />;
}
