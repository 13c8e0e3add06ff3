/**
 * A watch's or a booking's highest acceptable acceptance coefficient as both cards show it: 'Бесплатная' for free
 * acceptance only (0, or none given), else 'Коэффициент до N' (the number never wraps away from 'до').
 */
export function coefficientLabel(maxCoefficient: number | null): string {
  return maxCoefficient ? `Коэффициент до\u00a0${maxCoefficient}` : 'Бесплатная';
}

/** The acceptance coefficient of a found or booked slot: 'бесплатно' (0), else 'коэф. N'. */
export function slotCoefficientLabel(coefficient: number): string {
  return coefficient === 0 ? 'бесплатно' : `коэф. ${coefficient}`;
}
