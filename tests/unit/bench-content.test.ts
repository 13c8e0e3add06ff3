// What the benchmark counts as fetched too early: it must name a lazy chunk, not the start's own files or reads; and
// the order of its launches: alternated between builds, each build only in the launch views it has.
import { describe, expect, it } from 'vitest';
import { launchOrder, unneededBeforeContent } from '../../tools/bench/content.mjs';

const firstLoad = ['assets/index-a1.js', 'assets/vendor-b2.js'];
const storeOwn = ['/assets/store-view-c3.js', '/assets/store-view-d4.css'];

describe('requests before the content that it does not need', () => {
  it('leaves out the first load, the launch view’s own code and the API’s reads', () => {
    const resources = [
      { path: '/assets/index-a1.js', start: 300 },
      { path: '/assets/vendor-b2.js', start: 301 },
      { path: '/assets/store-view-c3.js', start: 302 },
      { path: '/assets/store-view-d4.css', start: 302 },
      { path: '/api/v1/user', start: 320 },
      { path: '/api/v1/tariffs', start: 321 },
    ];
    expect(unneededBeforeContent(resources, 1400, [...firstLoad, ...storeOwn])).toEqual([]);
  });

  it('names any other file started before the content, and none started after it', () => {
    const resources = [
      { path: '/assets/index-a1.js', start: 300 },
      { path: '/assets/toaster-e5.js', start: 1300 },
      { path: '/assets/store-view-c3.js', start: 1350 },
      { path: '/assets/sdk-setup-f6.js', start: 1500 },
    ];
    expect(unneededBeforeContent(resources, 1400, firstLoad)).toEqual([
      '/assets/toaster-e5.js',
      '/assets/store-view-c3.js',
    ]);
  });

  it('counts nothing for a launch whose content never came (that run fails on its own)', () => {
    expect(unneededBeforeContent([{ path: '/assets/toaster-e5.js', start: 10 }], undefined, firstLoad)).toEqual([]);
  });
});

describe('the order of the launches', () => {
  const build = (name: string, views?: ('triggers-main' | 'store')[]) => ({
    name,
    baseUrl: `http://127.0.0.1/${name}`,
    firstLoadFiles: [],
    launchFiles: {},
    ...(views ? { views } : {}),
  });
  const current = build('current');
  const against = build('against');
  const floor = build('floor', ['triggers-main']);
  /** Two rounds over triggers-main and store, as 'view build' lines. */
  const twoRounds = (builds: ReturnType<typeof build>[]) =>
    launchOrder(builds, ['triggers-main', 'store'], 2).map(({ view, build }) => `${view} ${build.name}`);

  it('takes every view in turn, and the builds in reverse order every other round', () => {
    expect(twoRounds([current, against])).toEqual([
      'triggers-main current',
      'triggers-main against',
      'store current',
      'store against',
      'triggers-main against',
      'triggers-main current',
      'store against',
      'store current',
    ]);
  });

  it('launches a build only into the views it has (the floor has one)', () => {
    expect(twoRounds([current, floor])).toEqual([
      'triggers-main current',
      'triggers-main floor',
      'store current',
      'triggers-main floor',
      'triggers-main current',
      'store current',
    ]);
  });
});
