import { describe, expect, it } from 'vitest';
import { daysText } from './days-text';
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

describe('daysText', () => {
  it.each([
    [1, '1 день'],
    [3, '3 дня'],
    [30, '30 дней'],
    [31, '31 день'],
  ])('%i → %s', (count, text) => {
    expect(daysText(count)).toBe(text);
  });
});
