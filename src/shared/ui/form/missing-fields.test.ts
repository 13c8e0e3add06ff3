import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { missingFieldNames, missingFieldsText, schemaIssuePaths } from './missing-fields';

describe('missingFieldsText', () => {
  it('names one, two and more fields as a sentence', () => {
    expect(missingFieldsText(['склад'])).toBe('Выберите склад');
    expect(missingFieldsText(['склад', 'тип поставки'])).toBe('Выберите склад и тип поставки');
    expect(missingFieldsText(['черновик', 'склад', 'тип поставки'])).toBe('Выберите черновик, склад и тип поставки');
  });

  it('says nothing when nothing is missing and names a repeated field once', () => {
    expect(missingFieldsText([])).toBeUndefined();
    expect(missingFieldsText(['даты', 'даты'])).toBe('Выберите даты');
  });
});

describe('missingFieldNames', () => {
  it('keeps the order of the form, not of the issues, and skips unnamed paths', () => {
    const names = { draftId: 'черновик', warehouseId: 'склад', supplyType: 'тип поставки' };
    expect(missingFieldNames(['supplyType', 'useTransit', 'draftId'], names)).toEqual(['черновик', 'тип поставки']);
  });
});

describe('schemaIssuePaths', () => {
  const schema = z.object({ warehouse: z.nullable(z.number()).check(z.refine((id) => id !== null, 'Выберите склад')) });

  it('names the field of each issue, and nothing once the values are valid', () => {
    expect(schemaIssuePaths(schema, { warehouse: null })).toEqual(['warehouse']);
    expect(schemaIssuePaths(schema, { warehouse: 507 })).toEqual([]);
  });
});
