import { useInfiniteQuery } from '@tanstack/react-query';
import type { Autobooking } from '@/api/autobookings';
import { autobookingAttemptsQueryOptions } from '@/api/autobooking-attempts';
import { PagedSheet } from '@/shared/ui/paged-sheet';
import { formatInstant } from './autobooking-dates';
import { useMemo } from 'react';
import { uniqueBy } from '@/shared/lib/unique-by';
import { attemptDaysText, attemptsSummaryText, attemptText, foldAttemptRuns } from './autobooking-labels';
import styles from './autobooking-attempts-sheet.module.css';

interface AutobookingAttemptsSheetProps {
  booking: Autobooking;
  warehouseName: string;
  onClose: () => void;
}

/** What the service tried for one booking, newest first (docs/autobookings.md). */
export function AutobookingAttemptsSheet({ booking, warehouseName, onClose }: AutobookingAttemptsSheetProps) {
  const query = useInfiniteQuery(autobookingAttemptsQueryOptions(booking.id));
  const summary = useMemo(
    () => attemptsSummaryText(uniqueBy(query.data?.pages.flatMap((page) => page.items) ?? [], (attempt) => attempt.id)),
    [query.data],
  );
  return (
    <PagedSheet
      title="Попытки бронирования"
      subtitle={
        <>
          <bdi>{warehouseName}</bdi>
          {summary ? (
            <span className={styles.summary} data-testid="attempts-summary">
              {summary}
            </span>
          ) : null}
        </>
      }
      onClose={onClose}
      query={query}
      listLabel="Попытки"
      arrange={foldAttemptRuns}
      getKey={(run) => run.key}
      renderItem={({ newest, oldest, count }) => (
        <article className={styles.attempt} aria-label={formatInstant(newest.at)}>
          <p className={newest.outcome === 'booked' ? styles.booked : styles.outcome}>
            {count > 1 ? `${attemptText(newest)} ×${count}` : attemptText(newest)}
          </p>
          <p>Даты: {attemptDaysText(newest.days)}</p>
          <p className={styles.meta}>{count > 1 ? runTimes(oldest.at, newest.at) : formatInstant(newest.at)}</p>
        </article>
      )}
      emptyText="Попыток пока не было"
      errorText="Не удалось загрузить попытки"
    />
  );
}

/** When a run of attempts went on: '21.11.2026, 12:00–12:24', or both instants in full across days. */
function runTimes(oldest: string, newest: string): string {
  const [from, to] = [formatInstant(oldest), formatInstant(newest)];
  const day = (text: string) => text.slice(0, text.indexOf(','));
  return day(from) === day(to) ? `${from}–${to.slice(to.indexOf(',') + 2)}` : `${from} – ${to}`;
}
