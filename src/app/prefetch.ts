/** Longest wait for an idle moment before prefetching anyway (a busy page still gets its views cached). */
const idleTimeoutMs = 4000;

interface NetworkInformationLike {
  saveData?: boolean;
}

/**
 * Fetches the code of every lazily loaded view (forms, store, account, terms, their modals) into the HTTP cache
 * once the first view has loaded and the browser is idle, so opening any of them later never waits on the
 * network. Only downloads (rel=prefetch at the lowest priority), nothing runs until the view is opened. The build
 * lists the files in index.html as an inert `<template id="idle-prefetch">` (scripts/vite-first-load.ts); the
 * dev server has none. Skipped when the seller asked the browser to save data.
 */
export function prefetchViewsWhenIdle() {
  const template = document.getElementById('idle-prefetch');
  if (!(template instanceof HTMLTemplateElement)) return;
  if ((navigator as Navigator & { connection?: NetworkInformationLike }).connection?.saveData) return;
  const prefetch = () => {
    if (!template.isConnected) return;
    template.remove();
    document.head.append(template.content);
  };
  const whenIdle = () => {
    // iOS WebViews have no requestIdleCallback: a second after load, the first view's work is done.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetch, { timeout: idleTimeoutMs });
    else setTimeout(prefetch, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
