// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealedCount } from './use-revealed-count';

const REVEAL_STEP = 3;

describe('useRevealedCount', () => {
  it('reveals a step at a time up to the total, with a new callback after each reveal', () => {
    const { result } = renderHook(() => useRevealedCount(REVEAL_STEP * 2 + 2, 'RELEVANT\n', REVEAL_STEP));
    expect(result.current.revealed).toBe(REVEAL_STEP);
    const first = result.current.revealMore;
    act(() => result.current.revealMore());
    expect(result.current.revealed).toBe(REVEAL_STEP * 2);
    expect(result.current.revealMore).not.toBe(first);
    act(() => result.current.revealMore());
    expect(result.current.revealed).toBe(REVEAL_STEP * 2 + 2);
  });

  it('never reveals more than there is', () => {
    const { result } = renderHook(() => useRevealedCount(2, 'RELEVANT\n', REVEAL_STEP));
    expect(result.current.revealed).toBe(2);
  });

  it('starts over when the tab or the query changes', () => {
    const { result, rerender } = renderHook(({ key }) => useRevealedCount(500, key, REVEAL_STEP), {
      initialProps: { key: 'RELEVANT\n' },
    });
    act(() => result.current.revealMore());
    expect(result.current.revealed).toBe(REVEAL_STEP * 2);
    rerender({ key: 'RELEVANT\nколедино' });
    expect(result.current.revealed).toBe(REVEAL_STEP);
  });

  it('a reveal asked for the list before it started over reveals more of the new one', () => {
    const { result, rerender } = renderHook(({ key }) => useRevealedCount(500, key, REVEAL_STEP), {
      initialProps: { key: 'RELEVANT\n' },
    });
    act(() => result.current.revealMore());
    const fromBefore = result.current.revealMore;
    rerender({ key: 'RELEVANT\nколедино' });
    act(() => fromBefore());
    expect(result.current.revealed).toBe(REVEAL_STEP * 2);
    act(() => result.current.revealMore());
    expect(result.current.revealed).toBe(REVEAL_STEP * 3);
  });

  it('a second call of the same function reveals nothing more', () => {
    const { result } = renderHook(() => useRevealedCount(500, 'RELEVANT\n', REVEAL_STEP));
    const revealMore = result.current.revealMore;
    act(() => {
      revealMore();
      revealMore();
    });
    expect(result.current.revealed).toBe(REVEAL_STEP * 2);
  });
});
