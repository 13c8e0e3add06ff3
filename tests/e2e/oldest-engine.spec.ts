import { test, expect } from './fixtures';
import { apisOfNewerEngines } from './oldest-engine';

/** What the app itself supplies where the engine lacks it (src/polyfills.ts): present even in the oldest engines. */
const polyfilledByTheApp = ['Object.hasOwn'];

test('the oldest-engine profile runs the app without the newer APIs, except what the app supplies itself', { tag: '@smoke' }, async ({ app, page, oldestEngine }) => {
  await app.open();
  await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
  const paths = apisOfNewerEngines.map((api) => api.path);
  const present = await page.evaluate(
    (all) =>
      all.filter((path) => {
        const keys = path.split('.');
        let value: unknown = globalThis;
        for (const key of keys) value = key === 'window' ? globalThis : (value as Record<string, unknown> | undefined)?.[key];
        return value !== undefined;
      }),
    paths,
  );
  expect(present).toEqual(oldestEngine ? polyfilledByTheApp : paths);
});
