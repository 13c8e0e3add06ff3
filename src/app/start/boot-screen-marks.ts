// The two marks by which the boot script picks the boot screen's launch view (boot-screen.tsx), shared by the boot
// script, the screen and the build's rules that show one screen (scripts/vite-boot-screen.ts).

/** On <html>: the launch view, set by the boot script for any view but the default one. */
export const startViewAttribute = 'data-start';

/** On each screen of the boot screen: the launch view it stands for. */
export const bootViewAttribute = 'data-boot-view';
