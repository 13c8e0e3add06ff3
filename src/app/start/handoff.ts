// The one hand-over from the boot script (boot.ts, inlined into index.html and run before the app's modules) to the
// app's code: two separate scripts of the page share nothing else. The boot script puts it on `window` once; the
// app reads it through `bootHandoff()` only, and nothing else reads or writes the global.

/**
 * The launch view's reads the boot script sent before the app's code arrived (production builds, launched inside
 * Telegram): the init data they carry and each answer by path and query (launch-manifest.ts). Each answer is taken
 * once, by the first matching call of the app (start-reads.ts), which then needs no request of its own.
 */
export interface StartReads {
  initData: string;
  answers: Record<string, Promise<Response> | undefined>;
  /** Present until the reads are sent: the boot script sends them after the first paint, or the app when it asks first. */
  send?: () => void;
}

export interface BootHandoff {
  startReads?: StartReads;
  /** Paints a reopen's kept screen; called once by the script the build puts right after the first-load styles. */
  paintKeptScreen?: () => void;
}

declare global {
  interface Window {
    /** Written by the boot script only; read through bootHandoff() only. */
    __slotsBoot?: BootHandoff;
  }
}

/** Called by the boot script, once. */
export function handOver(handoff: BootHandoff) {
  window.__slotsBoot = handoff;
}

/** What the boot script handed over, if it ran (the dev server's page runs it too). */
export function bootHandoff(): BootHandoff | undefined {
  return globalThis.window?.__slotsBoot;
}

/** The inline call the build puts after the first-load styles (scripts/vite-first-load.ts). */
export const paintKeptScreenCall =
  'self.__slotsBoot&&self.__slotsBoot.paintKeptScreen&&self.__slotsBoot.paintKeptScreen()';
