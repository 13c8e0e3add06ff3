import { describe, expect, it } from 'vitest';
import { attemptFor } from './create-attempt';
import type { AutobookingCreate } from '../autobooking-form-schema';

const payload: AutobookingCreate = { draftId: 'draft', warehouseId: 507, supplyType: 'BOX', dateType: 'WEEK', startDate: '2026-11-23', maxCoefficient: 1 };
let counter = 0;
const newKey = () => `key-${++counter}`;

describe('attemptFor', () => {
  it('starts a new attempt when none is waiting for an answer', () => {
    const first = attemptFor(undefined, payload, newKey);
    const second = attemptFor(undefined, payload, newKey);
    expect(first.payload).toBe(payload);
    expect(second.key).not.toBe(first.key);
  });

  it('reuses the key when the same form is sent again', () => {
    const failed = attemptFor(undefined, payload, newKey);
    expect(attemptFor(failed, { ...payload }, newKey).key).toBe(failed.key);
  });

  it('takes a new key once anything in the form changed', () => {
    const failed = attemptFor(undefined, payload, newKey);
    expect(attemptFor(failed, { ...payload, maxCoefficient: 2 }, newKey).key).not.toBe(failed.key);
    expect(attemptFor(failed, { ...payload, dateType: 'CUSTOM_DATES', customDates: ['2026-11-25'] }, newKey).key).not.toBe(failed.key);
  });
});
