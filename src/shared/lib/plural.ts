/** Russian plural forms: for one (1, 21), for few (2–4, 22–24), for many (0, 5–20, 25…). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** The form of a Russian word that goes with `count`: pluralRu(3, ['день', 'дня', 'дней']) → 'дня'. */
export function pluralRu(count: number, [one, few, many]: PluralForms): string {
  const tens = Math.abs(count) % 100;
  const units = tens % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}
