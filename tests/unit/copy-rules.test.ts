// One spelling rule for the whole interface: 'е' where 'ё' could stand ('Завершенные', 'удален', 'еще'), as the
// product's quoted copy writes it. Comments may name the letter; only the code that folds it for search uses it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(fileURLToPath(import.meta.url), '../../../src');
const foldsTheLetter = new Set(['shared/lib/search-text.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code of a file without its comments (block comments, line comments and JSX comments). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('copy spelling', () => {
  it("writes 'е' for 'ё' in every string of the app", () => {
    const found = sourceFiles(src)
      .filter((file) => !foldsTheLetter.has(path.relative(src, file).split(path.sep).join('/')))
      .flatMap((file) =>
        withoutComments(readFileSync(file, 'utf8'))
          .split('\n')
          .filter((line) => /[ёЁ]/.test(line))
          .map((line) => `${path.relative(src, file)}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('ignores the letter in comments only', () => {
    expect(withoutComments("// ещё\n/* ещё */ const a = 'ещё';")).toMatch(/'ещё'/);
    expect(withoutComments('const url = "https://x" // ещё')).not.toMatch(/ещё/);
  });
});
