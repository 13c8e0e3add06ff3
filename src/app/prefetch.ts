import { whenIdle } from '@/shared/lib/when-idle';

/** Longest wait for an idle moment before prefetching anyway (a busy page still gets its views cached). */
const idleTimeoutMs = 4000;

interface NetworkInformationLike {
  saveData?: boolean;
}

/**
 * Fetches the code of every lazily loaded view (forms, store, account, terms, their modals) into the HTTP cache
 * once the page has loaded and the browser is idle, so opening any of them later never waits on the network.
 * Only downloads (rel=prefetch, the lowest priority): nothing runs until the view is opened. The build lists the
 * files in index.html as an inert `<template id="idle-prefetch">` (scripts/vite-first-load.ts); the dev server has
 * none. Skipped when the seller asked the browser to save data.
 */
export function prefetchViewsWhenIdle() {
  const template = document.getElementById('idle-prefetch');
  if (!(template instanceof HTMLTemplateElement)) return;
  if ((navigator as Navigator & { connection?: NetworkInformationLike }).connection?.saveData) return;
  template.remove();
  const links = [...template.content.children];
  // One link per idle moment: starting a request takes a few milliseconds on a phone, and idle moments are short.
  const prefetchSlice = () => {
    document.head.append(...links.splice(0, 1));
    if (links.length > 0) whenIdle(prefetchSlice, idleTimeoutMs);
  };
  if (document.readyState === 'complete') whenIdle(prefetchSlice, idleTimeoutMs);
  else window.addEventListener('load', () => whenIdle(prefetchSlice, idleTimeoutMs), { once: true });
}
