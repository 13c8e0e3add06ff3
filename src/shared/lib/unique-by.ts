/**
 * The list without later repeats of an id, in its order. Lists from the server are keyed by id on screen (React
 * keys, select options, radio groups); a repeated id, which the contract cannot rule out, would show one entry
 * twice and make choosing between the two ambiguous.
 */
export function uniqueBy<T, K>(list: readonly T[], idOf: (item: T) => K): T[] {
  const seen = new Set<K>();
  return list.filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
