import { useCallback, useState } from 'react';

/** Cards rendered at first and added each time the seller scrolls near the end. */
export const REVEAL_STEP = 12;

/**
 * How many of `total` list items to render: a first screenful or two, and more as the end comes into view. Keeps
 * each keystroke of the search cheap with thousands of triggers (the whole list arrives in one response), without
 * a virtualiser in the start view's bundle. Starts over when `resetKey` (tab and query) changes.
 */
export function useRevealedCount(total: number, resetKey: string) {
  const [state, setState] = useState({ resetKey, count: REVEAL_STEP });
  const count = state.resetKey === resetKey ? state.count : REVEAL_STEP;
  // A new function after every reveal: the end sentinel asks again while the end is still in view.
  const revealMore = useCallback(() => setState({ resetKey, count: count + REVEAL_STEP }), [resetKey, count]);
  return { revealed: Math.min(count, total), revealMore };
}
