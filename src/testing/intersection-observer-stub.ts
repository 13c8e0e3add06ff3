import { vi } from 'vitest';

/**
 * For jsdom tests (jsdom has no IntersectionObserver): an observer that records what it watches and lets the
 * test say when an element comes into view. Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  const observed: { node: Element; enterView: () => void }[] = [];
  class TestIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(node: Element) {
      const entry = { isIntersecting: true, target: node } as unknown as IntersectionObserverEntry;
      observed.push({ node, enterView: () => this.callback([entry], this as unknown as IntersectionObserver) });
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  return observed;
}
