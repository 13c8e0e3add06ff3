import { afterEach } from 'vitest';

// Only the files that run in a DOM load the Testing Library (and React DOM with it): the others test rules and modules
// in Node, and loading it there would cost each of them for nothing.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // A lazy chunk or a deferred render can take seconds when the CPU is shared (CI runs these tests beside the e2e
  // suite, on the CPU it leaves idle); RTL's default of one second for `findBy…`/`waitFor` is a budget for a quiet
  // machine. A passing wait costs nothing more for the longer budget.
  configure({ asyncUtilTimeout: 10_000 });
  // Every test starts from an empty document, whatever the previous one rendered or appended itself: the DOM files
  // share one document (vite.config.ts).
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });
}
