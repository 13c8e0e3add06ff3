import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazy chunk or a deferred render can take seconds when the CPU is shared (CI runs these tests beside the e2e suite at
// the lowest priority); RTL's default of one second for `findBy…`/`waitFor` is a budget for a quiet machine. A passing
// wait costs nothing more for the longer budget.
configure({ asyncUtilTimeout: 10_000 });

// Every app test starts from an empty document, whatever the previous one rendered.
afterEach(() => {
  cleanup();
});
