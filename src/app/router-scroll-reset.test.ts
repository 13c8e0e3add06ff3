import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/router-core';
import * as replacement from './router-scroll-reset';
import { setupScrollRestoration } from './router-scroll-reset';

/** A router as far as the scroll reset reads it: its scroll flags and its render listeners. */
function routerStub() {
  const rendered: (() => void)[] = [];
  const router = {
    _scroll: { n: true },
    subscribe: (event: string, listener: () => void) => {
      if (event === 'onRendered') rendered.push(listener);
      return () => undefined;
    },
  };
  return { router, render: () => rendered.forEach((listener) => listener()) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the router scroll reset', () => {
  it("exports what router-core's scroll restoration does, which it stands in for", () => {
    const original = readFileSync('node_modules/@tanstack/router-core/dist/esm/scroll-restoration.js', 'utf8');
    const exported = /^export \{ (.+) \};$/m.exec(original)?.[1]?.split(', ');
    expect(Object.keys(replacement).sort()).toEqual(exported?.sort());
  });

  it('takes the window to the top after a navigation, unless the navigation asked to keep the scroll', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { router, render } = routerStub();
    setupScrollRestoration(router as unknown as AnyRouter);
    render();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    router._scroll.n = false;
    render();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    render();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
