// The repository explains itself: no reference to documents, trackers or machines outside it, and every link
// between its own pages (and every docs/ page a comment points to) leads somewhere.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, docsReferences, outsideReferences } from './repository-stands-alone';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');

/** Tracked and new (not ignored) text files of the repository. */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file && file !== 'package-lock.json')
    .filter((file) => /\.(ts|tsx|mts|mjs|js|json|md|yaml|yml|html|css|patch)$|^\.ci\/|^\.env/.test(file))
    .filter((file) => existsSync(path.join(root, file)));
}

// The check's own examples are what it must find.
const checkFiles = new Set(['tests/unit/repository-stands-alone.test.ts', 'tests/unit/repository-stands-alone.ts']);

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the repository stands alone', () => {
  it('cites no outside specification, tracker number or machine path', () => {
    const found = repositoryFiles()
      .filter((file) => !checkFiles.has(file))
      .flatMap((file) => outsideReferences(read(file)).map((hit) => `${file}:${hit.line}: ${hit.text}`));
    expect(found).toEqual([]);
  });

  it('has a page for every docs/ page the code and the pages point to', () => {
    const missing = repositoryFiles()
      .filter((file) => !checkFiles.has(file))
      .flatMap((file) =>
        docsReferences(read(file))
          .filter((page) => !existsSync(path.join(root, page)))
          .map((page) => `${file} → ${page}`),
      );
    expect(missing).toEqual([]);
  });

  it('keeps every link between its Markdown pages working, anchors included', () => {
    const pages = repositoryFiles().filter((file) => file.endsWith('.md'));
    const broken = pages.flatMap((page) =>
      brokenLinks(page, read(page), (target) => {
        if (!existsSync(path.join(root, target))) return undefined;
        // A link to a folder (GitHub shows its listing) exists, and has no anchors of its own.
        return statSync(path.join(root, target)).isDirectory() ? '' : read(target);
      }),
    );
    expect(broken).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a section sign, a tracker number and absolute machine paths', () => {
    // Probes are joined from parts so that a search of the repository does not find them as real references.
    const text = [
      '// (SPEC ' + '§4) the dates',
      '// see issue ' + '#7',
      '<!-- Issue #8 -->',
      'open /work' + '/shared/notes.md',
      'cd /home/anna/app',
      'fine: /usr/bin/chromium',
      'the rules of SPEC.md',
      '// fixed in #12',
      '# 12 steps, then (#34)',
      'see #5 for the reason',
      "const out = '/tmp/build';",
      'import { a } from "../shared/notes";',
      "fine: color: #000; fill: '#707579'; var(--x,#fff) hint #707579 on #efeff3 mkdtemp(path.join(os.tmpdir(), 'x-'))",
      'fine: node_modules/.tmp/cache and src/shared/ui',
    ].join('\n');
    expect(outsideReferences(text).map((hit) => hit.line)).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]);
  });

  it('collect the docs pages a file points to', () => {
    expect(docsReferences('/** Limits (docs/triggers.md). */ and [errors](docs/errors.md#toasts)')).toEqual([
      'docs/triggers.md',
      'docs/errors.md',
    ]);
  });

  it('report a missing page and a missing anchor, and accept a heading with punctuation', () => {
    const pages: Record<string, string> = {
      'docs/a.md': '# A\n## Start view and deep links\n## Store, payments (and more)\n',
    };
    const readPage = (target: string) => pages[target];
    const text =
      '[ok](a.md#start-view-and-deep-links) [ok](a.md#store-payments-and-more) [gone](b.md) [anchor](a.md#nope) [web](https://t.me/x)';
    expect(brokenLinks('docs/index.md', text, readPage)).toEqual(['docs/index.md → b.md', 'docs/index.md → a.md#nope']);
  });
});
