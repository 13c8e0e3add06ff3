import { readFileSync } from 'node:fs';
import path from 'node:path';
import browserslist from 'browserslist';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from 'vite';

const root = process.cwd();
const { browserslist: supported } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  browserslist: string[];
};

/** What `vite build` resolves from vite.config.ts: the JavaScript target (Oxc) and the CSS target (Lightning CSS). */
async function resolvedTargets() {
  const config = await resolveConfig(
    { root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent' },
    'build',
    'production',
  );
  return { js: config.build.target, css: config.build.cssTarget };
}

/** The oldest version per browser of a browserslist query, in the esbuild form Vite takes (e.g. `ios15`). */
function oldestPerBrowser(query: string | string[]): string[] {
  const oldest = new Map<string, number>();
  for (const entry of browserslist(query)) {
    const [name = '', range = ''] = entry.split(' ');
    const browser = ({ ios_saf: 'ios', android: 'chrome' } as Record<string, string>)[name] ?? name;
    const version = Number.parseFloat(range);
    if (!oldest.has(browser) || version < oldest.get(browser)!) oldest.set(browser, version);
  }
  return [...oldest].map(([browser, version]) => `${browser}${version}`).sort();
}

afterEach(() => {
  delete process.env.BROWSERSLIST;
});

describe('the build target', () => {
  it('is the oldest engine of each supported client in package.json "browserslist", for JavaScript and CSS', async () => {
    const { js, css } = await resolvedTargets();
    expect([...(js as string[])].sort()).toEqual(oldestPerBrowser(supported));
    expect(css).toEqual(js);
    // The floors the docs promise (docs/supported-clients.md): iOS 15 WebKit and Android WebViews from Chrome 95.
    expect(js).toEqual(expect.arrayContaining(['ios15', 'safari15', 'chrome95']));
  }, 30_000);

  it('follows a change of the browserslist instead of a fixed ECMAScript year', async () => {
    process.env.BROWSERSLIST = 'safari >= 16.4, chrome >= 120';
    const { js, css } = await resolvedTargets();
    expect([...(js as string[])].sort()).toEqual(['chrome120', 'safari16.4']);
    expect(css).toEqual(js);
  }, 30_000);
});
