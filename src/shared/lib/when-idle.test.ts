// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

describe('whenIdle', () => {
  it('waits for an idle period, at most the given time', () => {
    const requestIdleCallback = vi.fn<typeof window.requestIdleCallback>(() => 1);
    Object.defineProperty(window, 'requestIdleCallback', { value: requestIdleCallback, configurable: true });
    const callback = vi.fn();
    whenIdle(callback, 1000);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    expect(callback).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledOnce();
  });

  it.each([
    { timeoutMs: 4000, waitMs: 500 },
    { timeoutMs: 200, waitMs: 200 },
  ])('without idle callbacks, waits $waitMs ms when allowed $timeoutMs ms', ({ timeoutMs, waitMs }) => {
    // Only timers: fake timers would otherwise bring their own requestIdleCallback.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const callback = vi.fn();
    whenIdle(callback, timeoutMs);
    vi.advanceTimersByTime(waitMs - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });
});
