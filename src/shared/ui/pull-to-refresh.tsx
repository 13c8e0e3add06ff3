import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { haptics } from '@/shared/telegram/haptics';
import { canPullToRefresh } from './pull-to-refresh-support';
import { Spinner } from './spinner';
import styles from './pull-to-refresh.module.css';

/** How far a pull from the top of the page must go before releasing it refreshes. */
const PULL_THRESHOLD = 72;

/**
 * Pull-to-refresh for a list page: a pull down from the top of the page shows how far is left, and releasing it
 * past the threshold calls `onRefresh`, with a spinner until it settles. Renders nothing where pulling is not
 * available (see {@link canPullToRefresh}).
 */
export function PullToRefresh({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const enabled = canPullToRefresh();
  const state = useRef({ startY: undefined as number | undefined, pull: 0, refreshing: false });
  const refresh = useEffectEvent(onRefresh);

  useEffect(() => {
    if (!enabled) return;
    const current = state.current;
    const start = (event: TouchEvent) => {
      current.startY = window.scrollY <= 0 && !current.refreshing ? event.touches[0]?.clientY : undefined;
    };
    const move = (event: TouchEvent) => {
      if (current.startY === undefined) return;
      const distance = Math.max(0, (event.touches[0]?.clientY ?? current.startY) - current.startY);
      // Resistance: the indicator follows at half speed, as native lists do.
      const next = Math.min(distance / 2, PULL_THRESHOLD * 1.5);
      if (next >= PULL_THRESHOLD && current.pull < PULL_THRESHOLD) haptics.toggled();
      current.pull = next;
      setPull(next);
    };
    const end = () => {
      if (current.startY === undefined) return;
      current.startY = undefined;
      const released = current.pull >= PULL_THRESHOLD;
      current.pull = 0;
      setPull(0);
      if (!released) return;
      current.refreshing = true;
      setRefreshing(true);
      void refresh().finally(() => {
        current.refreshing = false;
        setRefreshing(false);
      });
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end);
    window.addEventListener('touchcancel', end);
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', end);
    };
  }, [enabled]);

  if (!enabled || (pull === 0 && !refreshing)) return null;
  return (
    <div
      className={styles.indicator}
      style={{ height: refreshing ? 44 : pull }}
      role="status"
      data-testid="pull-to-refresh"
    >
      {refreshing ? (
        <Spinner size={22} label="Обновляем" />
      ) : pull >= PULL_THRESHOLD ? (
        'Отпустите, чтобы обновить'
      ) : (
        'Потяните, чтобы обновить'
      )}
    </div>
  );
}
