// The marks by which the boot script picks the boot screen's launch view (boot-screen.tsx) and shows a kept screen,
// shared by the boot script, the screens and the build's rules that show one screen (scripts/vite-boot-screen.ts).

/** On <html>: the launch view, set by the boot script for any view but the default one. */
export const startViewAttribute = 'data-start';

/** On each screen of the boot screen: the launch view it stands for. */
export const bootViewAttribute = 'data-boot-view';

/**
 * On <html>: a reopen's kept screen takes the boot screen's place. Set by the boot script as soon as it has read one,
 * which hides the boot screen: a browser may paint while the page is still arriving, before the kept screen is in,
 * and the boot screen must not flash in that frame. Removed should the kept screen fail to paint.
 */
export const keptScreenAttribute = 'data-kept-screen';

/** Marks the 'Обновление…' note of a screen, which the boot script shows on a painted kept screen. */
export const refreshingAttribute = 'data-refreshing';
