// The Telegram SDK is no part of the first load (docs/performance.md): the production build carries it in a chunk
// of its own, which src/shared/telegram/sdk.ts imports once the app has rendered.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProduction } from '../support/production-build.ts';

let outDir = '';

beforeAll(async () => {
  outDir = await buildProduction();
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const asset = (file: string) => readFileSync(path.join(outDir, 'assets', file), 'utf8');

describe('the Telegram SDK in the production build', () => {
  it('comes in a chunk of its own, out of the first load and imported by none of its files statically', () => {
    const scripts = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    // An event the SDK sends to every Telegram client ('the app is ready'), found only in the SDK's code.
    const withSdk = scripts.filter((file) => asset(file).includes('web_app_ready'));
    expect(withSdk).toHaveLength(1);
    const sdkChunk = withSdk[0] ?? '';

    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const firstLoad = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad).not.toContain(sdkChunk);
    for (const file of firstLoad) expect(asset(file)).not.toMatch(new RegExp(`from\\s*["'][./]*${sdkChunk}`));
    // …but imported on demand by the first load.
    expect(firstLoad.some((file) => asset(file).includes(sdkChunk))).toBe(true);
  });
});
