import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every app test starts from an empty document, whatever the previous one rendered.
afterEach(() => {
  cleanup();
});
