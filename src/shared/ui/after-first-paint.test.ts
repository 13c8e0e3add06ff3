// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A stand-in for the engine's PerformanceObserver; `report` delivers Element Timing entries to the observers. */
function fakeObserver(supported: boolean) {
  const callbacks = new Set<PerformanceObserverCallback>();
  class FakeObserver {
    static supportedEntryTypes = supported ? ['element', 'paint'] : ['paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      callbacks.add(this.callback);
    }
    disconnect() {
      callbacks.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (identifier: string) => {
    const list = { getEntries: () => [{ identifier }] } as unknown as PerformanceObserverEntryList;
    for (const callback of [...callbacks]) callback(list, {} as PerformanceObserver);
  };
}

const twoFrames = () => {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextFrame();
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('afterFirstPaint', () => {
  it('waits for the first content to be presented where the engine reports it', () => {
    const report = fakeObserver(true);
    document.body.innerHTML = '<h3 elementtiming="first-content">Коледино</h3>';
    const callback = vi.fn();
    afterFirstPaint(callback);
    twoFrames();
    expect(callback).not.toHaveBeenCalled();
    report('something-else');
    expect(callback).not.toHaveBeenCalled();
    report('first-content');
    report('first-content');
    expect(callback).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs once the frame after the render has begun when there is no content to wait for, or no Element Timing', () => {
    fakeObserver(true);
    const withoutContent = vi.fn();
    afterFirstPaint(withoutContent);
    vi.advanceTimersToNextFrame();
    expect(withoutContent).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(withoutContent).toHaveBeenCalledTimes(1);

    fakeObserver(false);
    document.body.innerHTML = '<h3 elementtiming="first-content">Коледино</h3>';
    const withoutElementTiming = vi.fn();
    afterFirstPaint(withoutElementTiming);
    twoFrames();
    expect(withoutElementTiming).toHaveBeenCalledTimes(1);
  });

  it('runs after a second at the latest (a hidden page renders no frame, a covered card is never presented)', () => {
    fakeObserver(true);
    document.body.innerHTML = '<h3 elementtiming="first-content">Коледино</h3>';
    const callback = vi.fn();
    afterFirstPaint(callback);
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const report = fakeObserver(true);
    document.body.innerHTML = '<h3 elementtiming="first-content">Коледино</h3>';
    const callback = vi.fn();
    afterFirstPaint(callback)();
    twoFrames();
    report('first-content');
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
