import { describe, expect, it } from 'vitest';
import { coefficientLabel } from './coefficient';

describe('coefficientLabel', () => {
  it('calls 0 and a missing coefficient free', () => {
    expect(coefficientLabel(0)).toBe('Бесплатная');
    expect(coefficientLabel(null)).toBe('Бесплатная');
    expect(coefficientLabel(5)).toBe('Коэффициент до 5');
  });
});
