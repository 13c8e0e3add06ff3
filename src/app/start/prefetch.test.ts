// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchLikelyViews } from './prefetch';

function addTemplate(files = ['/assets/form.js', '/assets/form.css'], views = 'triggers-form') {
  const template = document.createElement('template');
  template.id = 'idle-prefetch';
  template.innerHTML = files.map((file) => `<link rel="prefetch" href="${file}" data-views="${views}">`).join('');
  document.body.append(template);
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
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
});

describe('prefetchLikelyViews', () => {
  it('takes what the start view loads on a tap and the views likely to be opened next from it', () => {
    const template = document.createElement('template');
    template.id = 'idle-prefetch';
    template.innerHTML = [
      '<link rel="prefetch" href="/assets/trigger-form.js" data-views="triggers-form">',
      '<link rel="prefetch" href="/assets/shared.js" data-views="autobookings-form triggers-form">',
      '<link rel="prefetch" href="/assets/store.js" data-views="store-bookings store-subscription">',
      '<link rel="prefetch" href="/assets/history-sheet.js" data-views="triggers-main">',
      '<link rel="prefetch" href="/assets/calendar-locale.js">',
    ].join('');
    document.body.append(template);
    prefetchLikelyViews('triggers-main');
    vi.runAllTimers();
    expect(prefetched()).toEqual(['/assets/trigger-form.js', '/assets/shared.js', '/assets/history-sheet.js']);
  });

  it('moves the files into the head after the next frame once idle, once', () => {
    addTemplate();
    prefetchLikelyViews('triggers-main');
    expect(prefetched()).toEqual([]);
    vi.runAllTimers();
    expect(prefetched()).toEqual(['/assets/form.js', '/assets/form.css']);
    expect(document.getElementById('idle-prefetch')).toBeNull();
    prefetchLikelyViews('triggers-main');
    vi.runAllTimers();
    expect(prefetched()).toHaveLength(2);
  });

  it('adds one link per idle moment, so no slice blocks the page', () => {
    const files = Array.from({ length: 10 }, (_, index) => `/assets/view-${index}.js`);
    addTemplate(files);
    prefetchLikelyViews('triggers-main');
    // The next frame, the timer after its paint, then the first idle moment.
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
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
    prefetchLikelyViews('triggers-main');
    vi.runAllTimers();
    expect(prefetched()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(prefetched()).toHaveLength(2);
  });

  it('downloads nothing when the seller saves data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    addTemplate();
    prefetchLikelyViews('triggers-main');
    vi.runAllTimers();
    expect(prefetched()).toEqual([]);
  });

  it('does nothing without a build list (dev server)', () => {
    expect(() => {
      prefetchLikelyViews('triggers-main');
      vi.runAllTimers();
    }).not.toThrow();
    expect(prefetched()).toEqual([]);
  });
});
