// The benchmark's generated API data must be what the contract allows, or it measures screens on impossible input.
import { describe, expect, it } from 'vitest';
import {
  autobookingPage,
  generateAutobookings,
  generateTriggers,
  generateUser,
  generateWarehouses,
} from '../../tools/bench/data.mjs';
import { createContractValidator } from '../../scripts/lib/contract-validator.mjs';
import { loadContract } from '../../scripts/lib/openapi.mjs';

const contract = createContractValidator(loadContract('openapi.yaml'));
const validate = (schema: string, value: unknown) => contract.validate(`#/components/schemas/${schema}`, value);

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
