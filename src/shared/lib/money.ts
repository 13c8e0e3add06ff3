const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units of its currency (kopecks, as the contract sends money) in Russian notation:
 * '490 ₽', '1 590 ₽', '99,50 ₽'; kopecks only when there are any.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  const amount = minorUnits / 100;
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const key = `${currency}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
