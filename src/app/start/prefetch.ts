import { whenIdle } from '@/shared/lib/when-idle';
import type { ViewName } from '@/shared/navigation/views';
import { afterFirstPaint } from './after-first-paint';
import { launchOf } from './launch-manifest';

/** Longest wait for an idle moment before prefetching anyway (a busy page still gets its views cached). */
const idleTimeoutMs = 4000;

interface NetworkInformationLike {
  saveData?: boolean;
}

/**
 * Fetches the code of the views a seller is likely to open next from `start` (with what they load on demand)
 * into the HTTP cache, so opening them never waits on the network. Called once the start view has rendered with
 * the seller's data; waits for it to be on screen (after-first-paint.ts), the page to have loaded and the browser
 * to be idle, so nothing here competes with the real content. Only downloads (rel=prefetch, the lowest priority):
 * nothing runs until the view is opened. The build lists the files in index.html as an inert
 * `<template id="idle-prefetch">`, each link naming the views that need it (scripts/vite-first-load.ts); the dev
 * server has none. Skipped when the seller asked the browser to save data.
 */
export function prefetchLikelyViews(start: ViewName) {
  const template = document.getElementById('idle-prefetch');
  if (!(template instanceof HTMLTemplateElement)) return;
  if ((navigator as Navigator & { connection?: NetworkInformationLike }).connection?.saveData) return;
  template.remove();
  // What the view the app opened on loads on a tap (a sheet, its card actions), and where a seller most likely goes
  // from it (launch-manifest.ts); every other view loads when it is opened.
  const wanted = new Set<ViewName>([start, ...(launchOf(start)?.next ?? [])]);
  const links = [...template.content.children].filter((link) =>
    (link.getAttribute('data-views') ?? '').split(' ').some((view) => wanted.has(view as ViewName)),
  );
  if (links.length === 0) return;
  // One link per idle moment: starting a request takes a few milliseconds on a phone, and idle moments are short.
  const prefetchSlice = () => {
    document.head.append(...links.splice(0, 1));
    if (links.length > 0) whenIdle(prefetchSlice, idleTimeoutMs);
  };
  const afterLoad = () => whenIdle(prefetchSlice, idleTimeoutMs);
  afterFirstPaint(() => {
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
