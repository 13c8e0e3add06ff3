import { useCallback, useState } from 'react';

/**
 * How many of `total` list items to render: `step` at first (about what a screen shows), `step` more each time the
 * end comes into view. Keeps each keystroke of a search cheap with thousands of items that arrived at once,
 * without a virtualiser in the bundle. Starts over when `resetKey` (e.g. the tab and query, or the filtered list)
 * changes.
 */
export function useRevealedCount(total: number, resetKey: unknown, step: number) {
  const [state, setState] = useState({ resetKey, count: step });
  const count = Object.is(state.resetKey, resetKey) ? state.count : step;
  // A new function after every reveal: the end sentinel asks again while the end is still in view.
  const revealMore = useCallback(() => setState({ resetKey, count: count + step }), [resetKey, count, step]);
  return { revealed: Math.min(count, total), revealMore };
}
