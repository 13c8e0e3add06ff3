import { useCallback, useEffect, useState } from 'react';
import { readSellerValue, writeSellerValue } from '@/shared/telegram/seller-storage';
import { parseRecentIds, recentFirst, rememberRecent } from './recent-choices';

/** The seller's storage key of the recent warehouses (Telegram's key alphabet). */
const RECENT_WAREHOUSES_KEY = 'recent_warehouses';

const groups = { recent: 'Недавние', rest: 'Все склады' };

/**
 * The seller's recently used warehouses, shared by both forms and kept where the drafts are (Telegram's cloud storage
 * from 6.9, the device's below it): `ordered` puts them on top of a warehouse list, `remember` records a saved use.
 */
export function useRecentWarehouses() {
  const [recent, setRecent] = useState<number[]>([]);
  useEffect(() => {
    let live = true;
    void readSellerValue(RECENT_WAREHOUSES_KEY).then((text) => {
      if (live) setRecent(parseRecentIds(text));
    });
    return () => {
      live = false;
    };
  }, []);

  const ordered = useCallback(
    <O extends { value: number }>(options: readonly O[]) => recentFirst(options, recent, groups),
    [recent],
  );

  const remember = useCallback(async (used: readonly number[]) => {
    // Read again: the other form may have saved since this one opened.
    const next = rememberRecent(parseRecentIds(await readSellerValue(RECENT_WAREHOUSES_KEY)), used);
    await writeSellerValue(RECENT_WAREHOUSES_KEY, JSON.stringify(next));
  }, []);

  return { ordered, remember };
}
