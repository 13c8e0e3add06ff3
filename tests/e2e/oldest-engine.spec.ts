import { test, expect } from './fixtures';
import { apisOfNewerEngines } from './oldest-engine';

/** What the app itself supplies where the engine lacks it (src/polyfills.ts): present even in the oldest engines. */
const polyfilledByTheApp = ['Array.prototype.findLast', 'Object.hasOwn'];

test(
  'the oldest-engine profile runs the app without the newer APIs, except what the app supplies itself',
  { tag: '@smoke' },
  async ({ app, page, oldestEngine }) => {
    await app.open();
    await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
    const paths = apisOfNewerEngines.map((api) => api.path);
    const present = await page.evaluate(
      (all) =>
        all.filter((path) => {
          const keys = path.split('.');
          const name = keys.pop() as string;
          let owner: unknown = globalThis;
          for (const key of keys)
            owner = key === 'window' ? globalThis : (owner as Record<string, unknown> | undefined)?.[key];
          // `in`, not a read: a getter on a prototype (AbortSignal.prototype.reason) throws when read there.
          return (typeof owner === 'object' || typeof owner === 'function') && owner !== null && name in owner;
        }),
      paths,
    );
    expect(present).toEqual(oldestEngine ? polyfilledByTheApp : paths);
  },
);
