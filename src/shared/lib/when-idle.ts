/**
 * Runs `callback` once the browser is idle, or after `timeoutMs` at the latest, so work that can wait never
 * lengthens a task the seller is waiting on.
 */
export function whenIdle(callback: () => void, timeoutMs: number) {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
  // iOS WebViews have no requestIdleCallback: a short timer comes once the current view's work is done.
  else setTimeout(callback, Math.min(timeoutMs, 500));
}
