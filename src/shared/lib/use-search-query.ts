import { startTransition, useCallback, useState } from 'react';

/**
 * A list's search query. The search box shows every key at once (SearchInput keeps its own text); the list
 * follows in a transition, so a keystroke renders only the box and the list renders once per pause, interruptible.
 */
export function useSearchQuery() {
  const [query, setQuery] = useState('');
  const search = useCallback((next: string) => startTransition(() => setQuery(next)), []);
  return [query, search] as const;
}
