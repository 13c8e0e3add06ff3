import { existsSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageQuery, startFilter } from '@/api/autobookings';
import { viewNames } from '@/shared/navigation/views';
import { createAppRouter } from '../router';
import { launchViews, viewManifest } from './launch-manifest';

describe('the launch manifest', () => {
  it('is the router: every route but the index is a view of the manifest, and every view has its route', () => {
    const router = createAppRouter(new QueryClient(), {
      view: 'triggers-main',
      openSupplierSelect: false,
      unknownView: false,
    });
    const routed = Object.keys(router.routesByPath).filter((route) => route !== '/');
    expect(routed.sort()).toEqual(
      Object.keys(viewManifest)
        .map((view) => `/${view}`)
        .sort(),
    );
    expect(Object.keys(viewManifest).sort()).toEqual([...viewNames].sort());
  });

  it.each(Object.entries(viewManifest))('names a module that draws %s', async (_view, { module, component }) => {
    expect(existsSync(module)).toBe(true);
    const exports = (await import(/* @vite-ignore */ `/${module}`)) as Record<string, unknown>;
    expect(typeof exports[component]).toBe('function');
  });

  it('opens each launch view by its own `view` value', () => {
    const queries = launchViews.map(({ query }) => query);
    expect(new Set(queries).size).toBe(queries.length);
    expect(queries).toEqual(['triggers-main', 'autobookings-main', 'terms', 'account', 'store', 'market']);
  });

  it("sends the autobooking list's read as the app asks for its first page", () => {
    const read = launchViews.find(({ view }) => view === 'autobookings-main')?.reads.at(-1);
    expect(read).toBe(`/api/v1/autobooking?${new URLSearchParams(pageQuery(startFilter, null)).toString()}`);
  });
});
