import { describe, expect, it } from 'vitest';
import type { Trigger } from '@/api/triggers';
import { aTrigger } from '@/testing/trigger-fixture';
import { countByStatus, filterTriggers, listTriggers } from './trigger-list';

function trigger(id: number, warehouseIds: number[], status: Trigger['status']): Trigger {
  return aTrigger({ id, warehouseIds, status, isActive: status === 'RELEVANT' });
}

const names = new Map([
  [507, 'Коледино'],
  [117501, 'Подольск'],
  [2737, 'Санкт-Петербург (Уткина Заводь)'],
  [210515, 'Вёшки'],
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

describe('countByStatus', () => {
  it('counts every status, zero included', () => {
    expect(countByStatus(listed.map((item) => item.trigger))).toEqual({ RELEVANT: 2, COMPLETED: 1, EXPIRED: 1 });
    expect(countByStatus([])).toEqual({ RELEVANT: 0, COMPLETED: 0, EXPIRED: 0 });
  });
});

describe('filterTriggers', () => {
  const ids = (items: ReturnType<typeof filterTriggers>) => items.map((item) => item.trigger.id);

  it('keeps the tab order and shows the whole tab for an empty query', () => {
    expect(ids(filterTriggers(listed, 'RELEVANT', ''))).toEqual([1, 2]);
    expect(ids(filterTriggers(listed, 'RELEVANT', '   '))).toEqual([1, 2]);
  });

  it('matches any warehouse of a trigger, case-insensitively, within the tab only', () => {
    expect(ids(filterTriggers(listed, 'RELEVANT', 'подОЛЬ'))).toEqual([1]);
    expect(ids(filterTriggers(listed, 'RELEVANT', 'уткина'))).toEqual([2]);
    expect(ids(filterTriggers(listed, 'COMPLETED', 'коледино'))).toEqual([3]);
    expect(ids(filterTriggers(listed, 'RELEVANT', 'казань'))).toEqual([]);
  });

  it('treats ё and е alike', () => {
    expect(ids(filterTriggers(listed, 'EXPIRED', 'вешки'))).toEqual([4]);
  });
});
