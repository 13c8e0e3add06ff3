// The `oldest-engine` Playwright project: before any script of the page runs, the browser loses every API that
// the oldest engines of the supported clients lack (docs/supported-clients.md): iOS 15.0 WebKit and Chrome 95
// (Android System WebView). CSS and syntax cannot be taken away at run time; the build target (browserslist) lowers
// syntax, tests/unit/production-build.test.ts checks what cannot be lowered, and the stylesheets carry fallbacks.

/** Each removed API with the first engines of the matrix that have it. */
export const apisOfNewerEngines: { path: string; since: string }[] = [
  { path: 'AbortSignal.any', since: 'Safari 17.4, Chrome 116' },
  { path: 'AbortSignal.timeout', since: 'Safari 16, Chrome 103' },
  { path: 'AbortSignal.prototype.throwIfAborted', since: 'Safari 15.4, Chrome 100' },
  { path: 'AbortSignal.prototype.reason', since: 'Safari 15.4, Chrome 98' },
  { path: 'window.requestIdleCallback', since: 'Chrome 47, never in Safari' },
  { path: 'window.cancelIdleCallback', since: 'Chrome 47, never in Safari' },
  { path: 'window.structuredClone', since: 'Safari 15.4, Chrome 98' },
  { path: 'Array.prototype.at', since: 'Safari 15.4, Chrome 92' },
  { path: 'Array.prototype.findLast', since: 'Safari 15.4, Chrome 97' },
  { path: 'Array.prototype.findLastIndex', since: 'Safari 15.4, Chrome 97' },
  { path: 'Array.prototype.toSorted', since: 'Safari 16, Chrome 110' },
  { path: 'Array.prototype.toReversed', since: 'Safari 16, Chrome 110' },
  { path: 'Array.prototype.toSpliced', since: 'Safari 16, Chrome 110' },
  { path: 'Array.prototype.with', since: 'Safari 16, Chrome 110' },
  { path: 'Array.fromAsync', since: 'Safari 16.4, Chrome 121' },
  { path: 'String.prototype.at', since: 'Safari 15.4, Chrome 92' },
  { path: 'String.prototype.isWellFormed', since: 'Safari 16.4, Chrome 111' },
  { path: 'Object.hasOwn', since: 'Safari 15.4, Chrome 93' },
  { path: 'Object.groupBy', since: 'Safari 17.4, Chrome 117' },
  { path: 'Map.groupBy', since: 'Safari 17.4, Chrome 117' },
  { path: 'Promise.withResolvers', since: 'Safari 17.4, Chrome 119' },
  { path: 'Set.prototype.union', since: 'Safari 17, Chrome 122' },
  { path: 'Set.prototype.intersection', since: 'Safari 17, Chrome 122' },
  { path: 'Set.prototype.difference', since: 'Safari 17, Chrome 122' },
  { path: 'Set.prototype.symmetricDifference', since: 'Safari 17, Chrome 122' },
  { path: 'Set.prototype.isSubsetOf', since: 'Safari 17, Chrome 122' },
  { path: 'Set.prototype.isSupersetOf', since: 'Safari 17, Chrome 122' },
  { path: 'Set.prototype.isDisjointFrom', since: 'Safari 17, Chrome 122' },
  { path: 'window.Iterator', since: 'Safari 18.4, Chrome 122 (iterator helpers)' },
  { path: 'Crypto.prototype.randomUUID', since: 'Safari 15.4, Chrome 92' },
  { path: 'Element.prototype.checkVisibility', since: 'Safari 17.4, Chrome 105' },
  { path: 'HTMLElement.prototype.showPopover', since: 'Safari 17, Chrome 114' },
  { path: 'HTMLElement.prototype.inert', since: 'Safari 15.5, Chrome 102' },
  { path: 'window.scheduler', since: 'Chrome 94, never in Safari' },
  { path: 'navigator.userActivation', since: 'Safari 16.4, Chrome 72' },
];

/** The page init script: deletes each path (own property of its owner), so `typeof` finds nothing there. */
export function removeApis(paths: string[]) {
  for (const path of paths) {
    const keys = path.split('.');
    const name = keys.pop() as string;
    let owner: unknown = globalThis;
    for (const key of keys)
      owner = key === 'window' ? globalThis : (owner as Record<string, unknown> | undefined)?.[key];
    // The property may sit on a prototype further up (navigator's on Navigator.prototype): delete it where it is.
    let holder = owner as object | null;
    while (holder && !Object.prototype.hasOwnProperty.call(holder, name))
      holder = Object.getPrototypeOf(holder) as object | null;
    if (holder) delete (holder as Record<string, unknown>)[name];
  }
}
