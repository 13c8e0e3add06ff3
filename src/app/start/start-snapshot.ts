import type { QueryClient } from '@tanstack/react-query';
import { viewOfPath } from '@/shared/navigation/views';
import { firstContentTiming } from '@/shared/ui/element-timing';
import type { AnyRouter } from '@tanstack/react-router';
import type { ScreenSnapshot } from './kept-store';
import { snapshotViews } from './kept-reads';

/**
 * The markup of a launch view as React last rendered it with fresh data, kept with the answers it shows
 * (kept-store.ts) so that the boot script of index.html paints it on the next launch before any JS runs.
 *
 * Why parsing it back into the page is safe: it is only ever React's own output serialised by the browser (text
 * escaped, no raw-text elements such as <script> or <style> rendered from data), stored under this origin, where
 * only this app's code can write; a script that could plant markup there could run anything anyway. The boot
 * script still parses it inert in a <template>, drops anything that could run or load code (scripts, frames,
 * event-handler attributes, script URLs) and paints it `inert`, so a tap before React takes over does nothing.
 */

/** Marks what a snapshot leaves out: what exists only for a moment (a notice, a pending action). */
const transientAttribute = 'data-transient';
/** Inline styles travel under this name: a Content-Security-Policy without 'unsafe-inline' drops parsed ones. */
const keptStyleAttribute = 'data-style';

/**
 * The markup of `screen` as the view opens: undefined when it shows something a launch would not (a search typed,
 * another tab than the first, a choice made such as a selected tariff, a scrolled list, no data yet).
 */
export function snapshotOf(screen: Element): string | undefined {
  if (!screen.querySelector(`[elementtiming="${firstContentTiming}"]`)) return undefined;
  for (const field of screen.querySelectorAll('input, textarea'))
    if ((field as HTMLInputElement | HTMLTextAreaElement).value !== '') return undefined;
  for (const tabs of screen.querySelectorAll('[role="tablist"]'))
    if (tabs.querySelector('[role="tab"]')?.getAttribute('aria-selected') !== 'true') return undefined;
  if (screen.querySelector('[aria-pressed="true"]')) return undefined;
  const copy = screen.cloneNode(true) as Element;
  // Only the first screenful: it is all a reopen shows before React renders the rest, and every card more is
  // stored, parsed and laid out at start-up for nothing. The copy's elements are the screen's, in the same order.
  const shown = [...screen.querySelectorAll('*')];
  const copied = [...copy.querySelectorAll('*')];
  const belowFold = (element: Element | null | undefined) =>
    element instanceof Element && element.getBoundingClientRect().top > window.innerHeight;
  shown.forEach((element, index) => {
    if (belowFold(element) && !belowFold(element.parentElement)) copied[index]?.remove();
  });
  for (const element of copy.querySelectorAll(`[${transientAttribute}]`)) element.remove();
  for (const element of [copy, ...copy.querySelectorAll('[style]')]) {
    const style = element.getAttribute('style');
    if (style === null) continue;
    element.setAttribute(keptStyleAttribute, style);
    element.removeAttribute('style');
  }
  // Serialised, never injected here: the boot script of index.html puts it back (see above).
  return new XMLSerializer().serializeToString(copy);
}

/**
 * The launch view on screen at rest (its route loaded, no read or write under way, the page at its top), or
 * undefined. `screen` is the element the app renders its views into.
 */
export function screenAtRest(
  router: AnyRouter,
  queryClient: QueryClient,
  screen: Element | null | undefined,
): ScreenSnapshot | undefined {
  const { status, location } = router.state;
  const view = viewOfPath(location.pathname);
  if (!screen || !view || !snapshotViews.includes(view) || status !== 'idle' || location.searchStr !== '')
    return undefined;
  if (queryClient.isFetching() > 0 || queryClient.isMutating() > 0 || window.scrollY !== 0) return undefined;
  const html = snapshotOf(screen);
  return html === undefined ? undefined : { view, html };
}
