import { describe, expect, it } from 'vitest';
import { coefficientLabel, slotCoefficientLabel } from './coefficient';

describe('coefficientLabel', () => {
  it('calls 0 and a missing coefficient free', () => {
    expect(coefficientLabel(0)).toBe('Бесплатная');
    expect(coefficientLabel(null)).toBe('Бесплатная');
    expect(coefficientLabel(5)).toBe('Коэффициент до\u00a05');
  });
});

describe('slotCoefficientLabel', () => {
  it('calls a free slot free and names a paid one', () => {
    expect(slotCoefficientLabel(0)).toBe('бесплатно');
    expect(slotCoefficientLabel(12)).toBe('коэф. 12');
  });
});
