import { useCallback, useState } from 'react';

/** Items rendered at first and added each time the seller scrolls near the end. */
export const REVEAL_STEP = 8;

/**
 * How many of `total` list items to render: a few screens, and more as the end comes into view. Keeps each
 * keystroke of a search cheap with thousands of items that arrived at once, without a virtualiser in the bundle.
 * Starts over when `resetKey` (e.g. the tab and query, or the filtered list) changes.
 */
export function useRevealedCount(total: number, resetKey: unknown, step = REVEAL_STEP) {
  const [state, setState] = useState({ resetKey, count: step });
  const count = Object.is(state.resetKey, resetKey) ? state.count : step;
  // A new function after every reveal: the end sentinel asks again while the end is still in view.
  const revealMore = useCallback(() => setState({ resetKey, count: count + step }), [resetKey, count, step]);
  return { revealed: Math.min(count, total), revealMore };
}
