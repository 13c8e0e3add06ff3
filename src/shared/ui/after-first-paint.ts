import { firstContentTiming } from './element-timing';

/** Longest wait for the first render to be on screen: a hidden page renders no frame. */
const maxWaitMs = 1000;

const presents = (entries: PerformanceEntryList) =>
  entries.some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === firstContentTiming);

/**
 * Runs `callback` once, when the first render is on screen: once the launch view's first content has been presented
 * (its Element Timing, where the engine reports it: a phone presents a frame a little after the page has drawn it),
 * else once the frame after that render has been drawn; after a second at the latest. What loads after the seller's
 * data (the Telegram SDK, the host of toasts, the likely next views) starts here, so it never competes with it.
 * Returns the cancel.
 */
export function afterFirstPaint(callback: () => void): () => void {
  let pending = true;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (!pending) return;
    pending = false;
    observer?.disconnect();
    clearTimeout(timer);
    callback();
  };
  const timer = setTimeout(run, maxWaitMs);
  // The frame after the one that draws the render has begun: that one is drawn.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (!pending) return;
      const content = document.querySelector(`[elementtiming="${firstContentTiming}"]`);
      if (!content || !PerformanceObserver.supportedEntryTypes?.includes('element')) return run();
      observer = new PerformanceObserver((list) => {
        if (presents(list.getEntries())) run();
      });
      observer.observe({ type: 'element', buffered: true });
    }),
  );
  return () => {
    pending = false;
    observer?.disconnect();
    clearTimeout(timer);
  };
}
