/**
 * The Element Timing identifier (https://w3c.github.io/element-timing/) of the first piece of the seller's own data
 * a view paints: the first card's title of a list, the subscription badge of the store, the supplier of the
 * account. `npm run bench` reads its paint time as the time to real content, and the app starts what loads after
 * the seller's data once it has been presented (after-first-paint.ts).
 */
export const firstContentTiming = 'first-content';

// On AriaAttributes because every HTML element's props extend it, and it has no type parameter to repeat unused.
declare module 'react' {
  interface AriaAttributes {
    /** Element Timing: the browser reports when this element's text or image is first painted. */
    elementtiming?: string;
  }
}
