import { useEffect, useState } from 'react';
import { afterFirstPaint } from './after-first-paint';
import { canPullToRefresh } from './pull-to-refresh-support';

type PullToRefreshModule = typeof import('./pull-to-refresh');

/**
 * A list page's pull-to-refresh (./pull-to-refresh.tsx), loaded once the list is on screen rather than before it: a
 * pull needs a finger on the screen first, and a launch into the list must fetch nothing but its own code before its
 * first card is presented (the list mounts a render before its virtual rows). Loaded outside rendering (no suspended
 * render that could move the list it lies over). Nothing where pulling is not available (the list toolbar then has
 * its refresh button).
 */
export function LazyPullToRefresh({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const [loaded, setLoaded] = useState<PullToRefreshModule>();
  useEffect(() => {
    if (!canPullToRefresh()) return;
    // A list left before the module arrives sets the state of an unmounted component, which React ignores.
    return afterFirstPaint(() => void import('./pull-to-refresh').then(setLoaded));
  }, []);
  return loaded ? <loaded.PullToRefresh onRefresh={onRefresh} /> : null;
}
