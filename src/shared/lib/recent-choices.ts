/** How many recently used choices a seller's list keeps. */
const RECENT_CHOICES_LIMIT = 5;

/**
 * The recent choices after `used` were used together: those first, in their order, then the earlier ones not used
 * again, at most `limit` in all. Repeats count once.
 */
export function rememberRecent<V>(
  previous: readonly V[],
  used: readonly V[],
  limit: number = RECENT_CHOICES_LIMIT,
): V[] {
  return [...new Set([...used, ...previous])].slice(0, limit);
}

/** Names of the two groups of a list with recent choices on top. */
export interface RecentGroups {
  recent: string;
  rest: string;
}

/**
 * The options with the recent ones on top, most recent first, in the group `groups.recent`, and every other one
 * after them in its own order, in `groups.rest`. A recent value no longer among the options is skipped; with none
 * recent the options stay as they are, without groups.
 */
export function recentFirst<O extends { value: unknown }>(
  options: readonly O[],
  recent: readonly O['value'][],
  groups: RecentGroups,
): (O & { group?: string })[] {
  const byValue = new Map(options.map((option) => [option.value, option]));
  const top = recent.flatMap((value) => {
    const option = byValue.get(value);
    return option ? [option] : [];
  });
  if (top.length === 0) return [...options];
  const onTop = new Set(top.map((option) => option.value));
  return [
    ...top.map((option) => ({ ...option, group: groups.recent })),
    ...options.filter((option) => !onTop.has(option.value)).map((option) => ({ ...option, group: groups.rest })),
  ];
}

/** Parses a stored list of recent numeric ids; anything else reads as none. */
export function parseRecentIds(text: string | undefined): number[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((item): item is number => Number.isInteger(item)) : [];
  } catch {
    return [];
  }
}
