import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every string the app shows comes from the marketplace or the seller: React must render it as text. These are
// the ways around that (and around the Content-Security-Policy's ban on eval).
const forbidden = [
  'dangerouslySetInnerHTML',
  'innerHTML',
  'outerHTML',
  'insertAdjacentHTML',
  'document.write',
  'eval(',
  'new Function',
  'javascript:',
];
// The one parse of HTML: the boot script paints a reopen's kept screen (the app's own earlier render, kept in
// storage) from an inert template, stripped of everything that could run or load code (boot.test.ts checks that).
const allowed = new Map([[path.join('src', 'app', 'start', 'boot.ts'), ['innerHTML']]]);
const root = process.cwd();
const sources = ['src', 'generated']
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
  )
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));

describe('app sources', () => {
  it('are found', () => {
    expect(sources).toContain(path.join('src', 'main.tsx'));
  });

  it.each(forbidden)('never use %s', (pattern) => {
    const offenders = sources.filter(
      (file) => !allowed.get(file)?.includes(pattern) && readFileSync(path.join(root, file), 'utf8').includes(pattern),
    );
    expect(offenders).toEqual([]);
  });
});
