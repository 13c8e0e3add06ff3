/** Lower-cases for Russian and folds 'ё' into 'е' so 'Ёлки' matches 'елки'. */
export function normalizeSearch(text: string): string {
  return text.toLocaleLowerCase('ru').replaceAll('ё', 'е').trim();
}
