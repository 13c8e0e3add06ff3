import { describe, expect, it } from 'vitest';
import { warehouseNameOf } from './warehouse-names';

describe('warehouseNameOf', () => {
  it("names a listed warehouse by its name and an unknown one by its number ('Склад N')", () => {
    const nameOf = warehouseNameOf([
      { ID: 507, name: 'Коледино' },
      { ID: 117986, name: 'Казань' },
    ]);
    expect(nameOf(507)).toBe('Коледино');
    expect(nameOf(117986)).toBe('Казань');
    expect(nameOf(999)).toBe('Склад 999');
  });
});
