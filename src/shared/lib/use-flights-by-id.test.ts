// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/deferred';
import { useFlightsById } from './use-flights-by-id';

describe('useFlightsById', () => {
  it('drops a second flight for the same id while the first is under way, not for another id', async () => {
    const { result } = renderHook(() => useFlightsById());
    const first = deferred();
    const flight = vi.fn(() => first.promise);
    let done!: Promise<void>;
    act(() => {
      done = result.current.fly(7, flight);
      void result.current.fly(7, flight);
      void result.current.fly(8, flight);
    });
    expect(flight).toHaveBeenCalledTimes(2);
    await act(async () => {
      first.resolve();
      await done;
    });
    act(() => void result.current.fly(7, flight));
    expect(flight).toHaveBeenCalledTimes(3);
  });

  it('marks an id pending only while its call runs, and hands back the call result', async () => {
    const { result } = renderHook(() => useFlightsById());
    const asked = deferred<boolean>();
    const request = deferred<string>();
    let answer: string | undefined;
    let done!: Promise<void>;
    act(() => {
      done = result.current.fly(3, async (call) => {
        if (!(await asked.promise)) return;
        answer = await call(() => request.promise);
      });
    });
    // While the seller is still being asked, nothing is pending yet.
    expect(result.current.pending.has(3)).toBe(false);
    await act(async () => asked.resolve(true));
    expect(result.current.pending.has(3)).toBe(true);
    await act(async () => {
      request.resolve('ok');
      await done;
    });
    expect(answer).toBe('ok');
    expect(result.current.pending.size).toBe(0);
  });

  it('ends a failing flight, clears its pending mark and lets the id fly again', async () => {
    const { result } = renderHook(() => useFlightsById());
    const request = deferred();
    let done!: Promise<void>;
    act(() => {
      done = result.current.fly(5, (call) => call(() => request.promise));
    });
    expect(result.current.pending.has(5)).toBe(true);
    await act(async () => {
      request.reject(new Error('500'));
      await done;
    });
    expect(result.current.pending.has(5)).toBe(false);
    const again = vi.fn(async () => undefined);
    await act(async () => result.current.fly(5, again));
    expect(again).toHaveBeenCalledTimes(1);
  });
});
