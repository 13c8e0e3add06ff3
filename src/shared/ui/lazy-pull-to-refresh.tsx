import { useEffect, useState } from 'react';
import { canPullToRefresh } from './pull-to-refresh-support';

type PullToRefreshModule = typeof import('./pull-to-refresh');

/**
 * A list page's pull-to-refresh (./pull-to-refresh.tsx), loaded once the list is on screen rather than before it: a
 * pull needs a finger on the screen first. Loaded outside rendering (no suspended render that could move the list
 * it lies over). Nothing where pulling is not available (the list toolbar then has its refresh button).
 */
export function LazyPullToRefresh({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const [loaded, setLoaded] = useState<PullToRefreshModule>();
  useEffect(() => {
    if (!canPullToRefresh()) return;
    let live = true;
    void import('./pull-to-refresh').then((module) => {
      if (live) setLoaded(module);
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded ? <loaded.PullToRefresh onRefresh={onRefresh} /> : null;
}
