/** The rows of the table drawn or wanted, first to last (an empty range has `to` below `from`). */
export interface RowRange {
  from: number;
  to: number;
}

export const noRows: RowRange = { from: 0, to: -1 };

/**
 * The next rows to draw on the way from those drawn to those wanted: rows no longer wanted go at once, and at most
 * `newRows` new ones come, below the drawn ones first (where a page scrolled down reveals them), then above. The
 * result is always one unbroken range, so the rows above it are a single padding.
 */
export function stepToward(drawn: RowRange, wanted: RowRange, newRows: number): RowRange {
  if (wanted.to < wanted.from) return noRows;
  let from = Math.max(drawn.from, wanted.from);
  let to = Math.min(drawn.to, wanted.to);
  // Nothing in common: start again at the first row wanted.
  if (to < from) {
    from = wanted.from;
    to = wanted.from - 1;
  }
  const below = Math.min(wanted.to - to, newRows);
  to += below;
  from -= Math.min(from - wanted.from, newRows - below);
  return from === drawn.from && to === drawn.to ? drawn : { from, to };
}
