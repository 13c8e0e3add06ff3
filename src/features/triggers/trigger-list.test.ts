import { describe, expect, it } from 'vitest';
import type { Trigger } from '@/api/triggers';
import { warehouseNameOf } from '@/domain/warehouse-names';
import { aTrigger } from '@/testing/trigger-fixture';
import { countFound, filterTriggers, listTriggers, searchTriggers } from './trigger-list';

function trigger(id: number, warehouseIds: number[], status: Trigger['status']): Trigger {
  return aTrigger({ id, warehouseIds, status, isActive: status === 'RELEVANT' });
}

const names = warehouseNameOf([
  { ID: 507, name: 'Коледино' },
  { ID: 117501, name: 'Подольск' },
  { ID: 2737, name: 'Санкт-Петербург (Уткина Заводь)' },
  { ID: 210515, name: 'Вёшки' },
]);

const listed = listTriggers(
  [
    trigger(1, [507, 117501], 'RELEVANT'),
    trigger(2, [2737], 'RELEVANT'),
    trigger(3, [507], 'COMPLETED'),
    trigger(4, [210515, 999], 'EXPIRED'),
  ],
  names,
);

describe('listTriggers', () => {
  it('resolves warehouse names and names unknown ids by number', () => {
    expect(listed[0]?.warehouseNames).toEqual(['Коледино', 'Подольск']);
    expect(listed[3]?.warehouseNames).toEqual(['Вёшки', 'Склад 999']);
  });

  it('keeps the entries of unchanged triggers when given a cache', () => {
    const triggers = [trigger(1, [507], 'RELEVANT'), trigger(2, [117501], 'RELEVANT')];
    const cache = new WeakMap();
    const first = listTriggers(triggers, names, cache);
    const changed = { ...triggers[1]!, isActive: false };
    const second = listTriggers([triggers[0]!, changed], names, cache);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]?.trigger).toBe(changed);
  });
});

describe('countFound', () => {
  it('counts every status, zero included', () => {
    expect(countFound(listed)).toEqual({ RELEVANT: 2, COMPLETED: 1, EXPIRED: 1 });
    expect(countFound([])).toEqual({ RELEVANT: 0, COMPLETED: 0, EXPIRED: 0 });
  });

  it('follows the search in every tab', () => {
    expect(countFound(searchTriggers(listed, 'коледино'))).toEqual({ RELEVANT: 1, COMPLETED: 1, EXPIRED: 0 });
    expect(countFound(searchTriggers(listed, 'казань'))).toEqual({ RELEVANT: 0, COMPLETED: 0, EXPIRED: 0 });
  });
});

describe('filterTriggers', () => {
  const ids = (items: ReturnType<typeof filterTriggers>) => items.map((item) => item.trigger.id);
  const find = (status: Trigger['status'], query: string) => filterTriggers(searchTriggers(listed, query), status);

  it('keeps the tab order and shows the whole tab for an empty query', () => {
    expect(ids(find('RELEVANT', ''))).toEqual([1, 2]);
    expect(ids(find('RELEVANT', '   '))).toEqual([1, 2]);
  });

  it('matches any warehouse of a trigger, case-insensitively, within the tab only', () => {
    expect(ids(find('RELEVANT', 'подОЛЬ'))).toEqual([1]);
    expect(ids(find('RELEVANT', 'уткина'))).toEqual([2]);
    expect(ids(find('COMPLETED', 'коледино'))).toEqual([3]);
    expect(ids(find('RELEVANT', 'казань'))).toEqual([]);
  });

  it('treats ё and е alike', () => {
    expect(ids(find('EXPIRED', 'вешки'))).toEqual([4]);
  });
});
