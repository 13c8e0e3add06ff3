import { useEffect, useState } from 'react';

/**
 * Returns `value` once it has stopped changing for `delayMs`. With `delayMs <= 0` the value is
 * returned as is (no extra render).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : debounced;
}
