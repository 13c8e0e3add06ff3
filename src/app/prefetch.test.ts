import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchViewsWhenIdle } from './prefetch';

function addTemplate(files = ['/assets/form.js', '/assets/form.css']) {
  const template = document.createElement('template');
  template.id = 'idle-prefetch';
  template.innerHTML = files.map((file) => `<link rel="prefetch" href="${file}">`).join('');
  document.body.append(template);
}

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no requestIdleCallback: the fallback timer path is what runs here.
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('prefetchViewsWhenIdle', () => {
  it('moves the listed files into the head once idle, once', () => {
    addTemplate();
    prefetchViewsWhenIdle();
    expect(prefetched()).toEqual([]);
    vi.runAllTimers();
    expect(prefetched()).toEqual(['/assets/form.js', '/assets/form.css']);
    expect(document.getElementById('idle-prefetch')).toBeNull();
    prefetchViewsWhenIdle();
    vi.runAllTimers();
    expect(prefetched()).toHaveLength(2);
  });

  it('adds one link per idle moment, so no slice blocks the page', () => {
    const files = Array.from({ length: 10 }, (_, index) => `/assets/view-${index}.js`);
    addTemplate(files);
    prefetchViewsWhenIdle();
    vi.advanceTimersToNextTimer();
    expect(prefetched()).toEqual(files.slice(0, 1));
    vi.advanceTimersToNextTimer();
    expect(prefetched()).toEqual(files.slice(0, 2));
    vi.runAllTimers();
    expect(prefetched()).toEqual(files);
  });

  it('waits for the page to finish loading first', () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    addTemplate();
    prefetchViewsWhenIdle();
    vi.runAllTimers();
    expect(prefetched()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(prefetched()).toHaveLength(2);
  });

  it('downloads nothing when the seller saves data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    addTemplate();
    prefetchViewsWhenIdle();
    vi.runAllTimers();
    expect(prefetched()).toEqual([]);
  });

  it('does nothing without a build list (dev server)', () => {
    expect(() => {
      prefetchViewsWhenIdle();
      vi.runAllTimers();
    }).not.toThrow();
    expect(prefetched()).toEqual([]);
  });
});
