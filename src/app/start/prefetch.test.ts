// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchLikelyViews } from './prefetch';

const listUrl = '/assets/idle-prefetch-abc.json';

/** The build's list (file → views) and the meta tag that names it. */
function addList(
  list: Record<string, string> = { '/assets/form.js': 'triggers-form', '/assets/form.css': 'triggers-form' },
) {
  const meta = document.createElement('meta');
  meta.name = 'idle-prefetch';
  meta.content = listUrl;
  document.head.append(meta);
  const fetchList = vi.fn((url: string) =>
    Promise.resolve(url === listUrl ? new Response(JSON.stringify(list)) : new Response('missing', { status: 404 })),
  );
  vi.stubGlobal('fetch', fetchList);
  return fetchList;
}

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  // jsdom has no requestIdleCallback: the fallback timer path is what runs here.
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('prefetchLikelyViews', () => {
  it('takes what the start view loads on a tap and the views likely to be opened next from it', async () => {
    addList({
      '/assets/trigger-form.js': 'triggers-form',
      '/assets/shared.js': 'autobookings-form triggers-form',
      '/assets/store.js': 'store-bookings store-subscription',
      '/assets/history-sheet.js': 'triggers-main',
    });
    prefetchLikelyViews('triggers-main');
    await vi.runAllTimersAsync();
    expect(prefetched()).toEqual(['/assets/trigger-form.js', '/assets/shared.js', '/assets/history-sheet.js']);
    expect(document.head.querySelector('link')?.as).toBe('script');
  });

  it('reads the list only after the next frame, once idle, and once', async () => {
    const fetchList = addList();
    prefetchLikelyViews('triggers-main');
    expect(fetchList).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
    await vi.runAllTimersAsync();
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(prefetched()).toEqual(['/assets/form.js', '/assets/form.css']);
    expect(document.head.querySelector<HTMLLinkElement>('link[href$=".css"]')?.as).toBe('style');
    expect(document.querySelector('meta[name="idle-prefetch"]')).toBeNull();
    prefetchLikelyViews('triggers-main');
    await vi.runAllTimersAsync();
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(prefetched()).toHaveLength(2);
  });

  it('adds one link per idle moment, so no slice blocks the page', async () => {
    const files = Array.from({ length: 10 }, (_, index) => `/assets/view-${index}.js`);
    addList(Object.fromEntries(files.map((file) => [file, 'triggers-form'])));
    prefetchLikelyViews('triggers-main');
    // The next frame, the timer after its paint, the idle moment that reads the list, then the first slice.
    for (let step = 0; step < 4; step++) await vi.advanceTimersToNextTimerAsync();
    expect(prefetched()).toEqual(files.slice(0, 1));
    await vi.advanceTimersToNextTimerAsync();
    expect(prefetched()).toEqual(files.slice(0, 2));
    await vi.runAllTimersAsync();
    expect(prefetched()).toEqual(files);
  });

  it('waits for the page to finish loading first', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const fetchList = addList();
    prefetchLikelyViews('triggers-main');
    await vi.runAllTimersAsync();
    expect(fetchList).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(prefetched()).toHaveLength(2);
  });

  it('downloads nothing, the list included, when the seller saves data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const fetchList = addList();
    prefetchLikelyViews('triggers-main');
    await vi.runAllTimersAsync();
    expect(fetchList).not.toHaveBeenCalled();
    expect(prefetched()).toEqual([]);
  });

  it('prefetches nothing when the list cannot be read', async () => {
    addList();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    prefetchLikelyViews('triggers-main');
    await vi.runAllTimersAsync();
    expect(prefetched()).toEqual([]);
  });

  it('does nothing without a build list (dev server)', async () => {
    prefetchLikelyViews('triggers-main');
    await vi.runAllTimersAsync();
    expect(prefetched()).toEqual([]);
  });
});
