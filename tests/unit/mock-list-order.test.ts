// The named examples Prism serves are lists as the contract orders them: newest first by `createdAt`, then by `id`
// (triggers, and every page of autobookings). An example out of order shows a trigger created today at the bottom
// of the list, which a backend that follows the contract never does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Dated {
  id: number;
  createdAt: string;
}

const mocks = fileURLToPath(new URL('../../mocks/', import.meta.url));

function examples(file: string): [string, unknown][] {
  const parsed = parse(readFileSync(mocks + file, 'utf8')) as Record<string, { value: unknown }>;
  return Object.entries(parsed).map(([name, example]) => [name, example.value]);
}

/** The (name, items) of every list of dated items among a file's examples: the value itself or its `items`. */
function datedLists(file: string): [string, Dated[]][] {
  return examples(file).flatMap(([name, value]) => {
    const list = Array.isArray(value) ? value : (value as { items?: unknown } | null)?.items;
    if (!Array.isArray(list) || list.length === 0) return [];
    return list.every((item: Partial<Dated>) => typeof item.createdAt === 'string' && typeof item.id === 'number')
      ? [[name, list as Dated[]] as [string, Dated[]]]
      : [];
  });
}

function newestFirst(list: readonly Dated[]): number[] {
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).map((item) => item.id);
}

describe('mock lists in the contract order', () => {
  for (const file of ['triggers.yaml', 'autobookings.yaml']) {
    const lists = datedLists(file);

    it(`finds the lists of ${file}`, () => {
      expect(lists.length).toBeGreaterThan(0);
    });

    for (const [name, list] of lists) {
      it(`${file} ${name}: newest first by createdAt, then id`, () => {
        expect(list.map((item) => item.id)).toEqual(newestFirst(list));
      });
    }
  }
});
