// The benchmark's generated API data must be what the contract allows, or it measures screens on impossible input.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  autobookingPage,
  generateAutobookings,
  generateTriggers,
  generateUser,
  generateWarehouses,
} from '../../scripts/bench/data.mjs';

// The component schemas are plain JSON Schema 2020-12 (OpenAPI 3.1), checked with Ajv as the conformance kit does.
const contract = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as Record<string, unknown>;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract, 'openapi');

function validate(schema: string, value: unknown) {
  const check = ajv.getSchema(`openapi#/components/schemas/${schema}`);
  if (!check) throw new Error(`no schema ${schema}`);
  check(value);
  return check.errors ?? [];
}

const now = Date.parse('2026-11-21T09:00:00Z');
const warehouses = generateWarehouses(300);

describe('benchmark data', () => {
  it('has 300 distinct warehouses', () => {
    expect(new Set(warehouses.map((warehouse) => warehouse.ID)).size).toBe(300);
    expect(new Set(warehouses.map((warehouse) => warehouse.name)).size).toBe(300);
    for (const warehouse of warehouses) expect(validate('Warehouse', warehouse)).toEqual([]);
  });

  it('has a user who may open every screen', () => {
    expect(validate('User', generateUser(now))).toEqual([]);
  });

  it('has 2,000 valid triggers, at most 30 of them running', () => {
    const triggers = generateTriggers(2000, warehouses, now);
    expect(triggers).toHaveLength(2000);
    expect(triggers.filter((trigger) => trigger.isActive).length).toBeLessThan(30);
    for (const trigger of triggers) expect(validate('Trigger', trigger)).toEqual([]);
  });

  it('serves 2,000 autobookings group by group as valid cursor pages with consistent counts', () => {
    const all = generateAutobookings(2000, warehouses, now);
    const seen = new Set<number>();
    for (const group of ['active', 'completed', 'archive']) {
      let cursor: string | null = null;
      do {
        const query: URLSearchParams = new URLSearchParams({ group, ...(cursor ? { cursor } : {}) });
        const page = autobookingPage(all, query, warehouses);
        expect(validate('AutobookingPage', page)).toEqual([]);
        expect(page.items.length).toBeLessThanOrEqual(20);
        for (const item of page.items) expect(seen.has(item.id)).toBe(false);
        for (const item of page.items) seen.add(item.id);
        const { counts } = page;
        expect(counts.ACTIVE + counts.COMPLETED + counts.ARCHIVED + counts.ERROR).toBe(2000);
        cursor = page.nextCursor;
      } while (cursor);
    }
    expect(seen.size).toBe(2000);
    const name = warehouses[0]?.name ?? '';
    const searched = autobookingPage(all, new URLSearchParams({ search: name.toUpperCase() }), warehouses);
    const nameOf = (id: number) => warehouses.find((warehouse) => warehouse.ID === id)?.name.toLowerCase();
    for (const item of searched.items) expect(nameOf(item.warehouseId)).toContain(name.toLowerCase());
  });
});
