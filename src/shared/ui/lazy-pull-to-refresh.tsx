import { lazy, Suspense } from 'react';
import { canPullToRefresh } from './pull-to-refresh-support';

const PullToRefresh = lazy(() => import('./pull-to-refresh').then((module) => ({ default: module.PullToRefresh })));

/**
 * A list page's pull-to-refresh (./pull-to-refresh.tsx), loaded with the list's first content rather than before
 * it: a pull needs a finger on the screen first. Nothing where pulling is not available (the list toolbar then has
 * its refresh button).
 */
export function LazyPullToRefresh({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  if (!canPullToRefresh()) return null;
  return (
    <Suspense fallback={null}>
      <PullToRefresh onRefresh={onRefresh} />
    </Suspense>
  );
}
