import { useEffect, useState } from 'react';
import { readSellerValue, writeSellerValue } from '@/shared/telegram/seller-storage';

const seenFailuresKey = 'seenFailures';

/**
 * How many failed bookings the seller has not seen yet: failures leave 'Активные' for 'Архивные', so that tab
 * carries a red count until it is opened (docs/autobookings.md). Kept per seller as the count of failures seen;
 * fewer failures than seen (some deleted) lower it. Zero until the kept count is read, and while the list shows
 * only part of the failures (`undefined`).
 */
export function useUnseenFailures(failures: number | undefined, archiveOpen: boolean): number {
  const [seen, setSeen] = useState<number | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void readSellerValue(seenFailuresKey).then((value) => {
      if (current) setSeen(Number(value ?? 0) || 0);
    });
    return () => {
      current = false;
    };
  }, []);
  // Adjusted while rendering: the archive open shows every failure, and deleted ones lower the count.
  if (seen !== undefined && failures !== undefined && (archiveOpen ? seen !== failures : seen > failures))
    setSeen(failures);
  useEffect(() => {
    if (seen !== undefined) void writeSellerValue(seenFailuresKey, String(seen));
  }, [seen]);
  return seen === undefined || failures === undefined || archiveOpen ? 0 : Math.max(0, failures - seen);
}
