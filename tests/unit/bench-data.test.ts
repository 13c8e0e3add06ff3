// The benchmark's generated API data must be what the contract allows, or it measures screens on impossible input.
import { describe, expect, it } from 'vitest';
import {
  autobookingPage,
  generateAutobookings,
  generateTriggers,
  generateUser,
  generateWarehouses,
} from '../../scripts/bench/data.mjs';
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

  it('serves 2,000 autobookings as 100 valid pages with consistent counts', () => {
    const all = generateAutobookings(2000, warehouses, now);
    const pages = Array.from({ length: 100 }, (_, index) => autobookingPage(all, index + 1));
    for (const page of pages) expect(validate('AutobookingPage', page)).toEqual([]);
    expect(pages.flatMap((page) => page.items)).toHaveLength(2000);
    expect(pages.at(-1)?.nextPage).toBeNull();
    const counts = pages[0]?.counts;
    expect(counts ? counts.ACTIVE + counts.COMPLETED + counts.ARCHIVED + counts.ERROR : 0).toBe(2000);
  });
});
