import { useCallback, useState } from 'react';

/**
 * How many of `total` list items to render: `step` at first (about what a screen shows), `step` more each time the
 * end comes into view. Keeps each keystroke of a search cheap with thousands of items that arrived at once,
 * without a virtualiser in the bundle. Starts over when `resetKey` (e.g. the tab and query, or the filtered list)
 * changes.
 */
export function useRevealedCount(total: number, resetKey: unknown, step: number) {
  const [state, setState] = useState({ resetKey, count: step });
  if (!Object.is(state.resetKey, resetKey)) setState({ resetKey, count: step });
  const count = Object.is(state.resetKey, resetKey) ? state.count : step;
  // Reveals more of whatever the list is now: a call from before the list started over (an observer's callback that
  // ran before its new one was in place) must not bring back the old list's count and stop the reveals there.
  // A new function after every reveal: the end sentinel asks again while the end is still in view.
  // A second call of the same function (the observer and the effect both saw the end) reveals nothing more.
  const revealMore = useCallback(
    () =>
      setState((current) =>
        current.count === count || !Object.is(current.resetKey, resetKey)
          ? { ...current, count: current.count + step }
          : current,
      ),
    [resetKey, count, step],
  );
  return { revealed: Math.min(count, total), revealMore };
}
