import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No circle of imports in src/, type-only imports included. Lint's import-x/no-cycle skips `import type`, and a
// circle of types still ties two modules together: neither can move or split without the other.
const root = resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file of an import of `from`, or undefined for a package or anything outside src/. */
function resolveImport(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** Every import of each file, static, dynamic and type-only alike. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map(({ fileName }) => resolveImport(fileName, file));
      return [file, targets.filter((target): target is string => target !== undefined)];
    }),
  );
}

/** One circle per strongly connected group of modules, as the path around it; none when the graph has none. */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return circles;
}

describe('imports of src/', () => {
  it('finds a circle, a type-only one too', () => {
    const graph = importGraph([join(root, 'app/start/kept-store.ts')]);
    expect(importCircles(graph)).toEqual([]);
    expect(
      importCircles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c', 'a']]);
    const typeOnly = ts.preProcessFile("import type { A } from './a';\n", true, true).importedFiles;
    expect(typeOnly.map(({ fileName }) => fileName)).toEqual(['./a']);
  });

  it('form no circle, type-only imports included', () => {
    const circles = importCircles(importGraph(sourceFiles(root)));
    expect(circles.map((circle) => circle.map((file) => relative(root, file)).join(' → '))).toEqual([]);
  });
});
