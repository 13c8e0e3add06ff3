/**
 * Whether a row of segments that needs `needed` px fits a box `available` px wide. Widths are measured in
 * fractional pixels and rounded by the browser, so half a pixel of difference still fits. A box not laid out yet
 * (0 px) keeps the row: nothing is decided before layout.
 */
export function fitsInOneRow(needed: number, available: number): boolean {
  if (available <= 0) return true;
  return needed <= available + 0.5;
}
