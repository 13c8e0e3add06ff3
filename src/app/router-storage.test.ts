// @vitest-environment jsdom
// TanStack Router is patched at install time (scripts/patches, issue #8) to read sessionStorage on first use, not
// when it loads: the first touch of sessionStorage waits on the browser process, inside the start's longest task.
import { afterEach, expect, it, vi } from 'vitest';

const ownDescriptor = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

afterEach(() => {
  if (ownDescriptor) Object.defineProperty(window, 'sessionStorage', ownDescriptor);
  else Reflect.deleteProperty(window, 'sessionStorage');
});

it('loading the router does not touch sessionStorage', async () => {
  const storage = window.sessionStorage;
  const touched = vi.fn(() => storage);
  Object.defineProperty(window, 'sessionStorage', { get: touched, configurable: true });
  const router = await import('@tanstack/react-router');
  expect(router.createRouter).toBeTypeOf('function');
  expect(touched).not.toHaveBeenCalled();
});
