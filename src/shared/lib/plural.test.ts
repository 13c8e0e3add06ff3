import { describe, expect, it } from 'vitest';
import { pluralRu } from './plural';

const days = ['день', 'дня', 'дней'] as const;

describe('pluralRu', () => {
  it.each([
    [0, 'дней'],
    [1, 'день'],
    [2, 'дня'],
    [4, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [12, 'дней'],
    [14, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [30, 'дней'],
    [101, 'день'],
    [111, 'дней'],
    [365, 'дней'],
  ])('%i → %s', (count, form) => {
    expect(pluralRu(count, days)).toBe(form);
  });
});
