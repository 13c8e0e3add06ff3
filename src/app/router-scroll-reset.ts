import type { AnyRouter, ParsedLocation } from '@tanstack/router-core';

// What the app takes of TanStack Router's scroll restoration, built in its place (vite.config.ts resolves
// router-core's `./scroll-restoration.js` here in production builds): a view opened by a navigation starts at the top,
// as the router does when its `scrollRestoration` option is off, as it is here. The saving of scroll positions per
// location, which that option turns on, is never used (the history is in memory), and was 0.9 KB gzip of the first
// load. The module's exports are those router-core's index re-exports.

export const storageKey = 'tsr-scroll-restoration-v1_3';

export const defaultGetScrollRestorationKey = (location: ParsedLocation) => location.state.__TSR_key ?? location.href;

/** No position is ever saved. */
export function getElementScrollRestorationEntry(): undefined {
  return undefined;
}

/** After each render of a navigation that resets the scroll (the default), the window goes to the top. */
export function setupScrollRestoration(router: AnyRouter) {
  const scroll = router._scroll;
  if (scroll.r) return;
  scroll.r = true;
  router.subscribe('onRendered', () => {
    const reset = scroll.n;
    scroll.n = true;
    scroll.h = false;
    if (reset) scrollTo({ top: 0, left: 0 });
  });
}
