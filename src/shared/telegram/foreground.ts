/**
 * Calls `listener` whenever the seller comes back to the app (e.g. from the chat where the payment link and slot
 * notifications arrive): the web view becoming visible again. Repeated events within a second count once.
 * Returns the unsubscribe.
 */
export function onForeground(listener: () => void): () => void {
  let last = 0;
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    const now = Date.now();
    if (now - last < 1000) return;
    last = now;
    listener();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}
