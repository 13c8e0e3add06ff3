import { useInfiniteQuery } from '@tanstack/react-query';
import type { Autobooking } from '@/api/autobookings';
import { autobookingAttemptsQueryOptions } from '@/api/autobookings';
import { PagedSheet } from '@/shared/ui/paged-sheet';
import { formatInstant } from './autobooking-dates';
import { attemptDaysText, attemptText } from './autobooking-labels';
import styles from './autobooking-attempts-sheet.module.css';

interface AutobookingAttemptsSheetProps {
  booking: Autobooking;
  warehouseName: string;
  onClose: () => void;
}

/** What the service tried for one booking, newest first (docs/autobookings.md). */
export function AutobookingAttemptsSheet({ booking, warehouseName, onClose }: AutobookingAttemptsSheetProps) {
  const query = useInfiniteQuery(autobookingAttemptsQueryOptions(booking.id));
  return (
    <PagedSheet
      title="Попытки бронирования"
      subtitle={<bdi>{warehouseName}</bdi>}
      onClose={onClose}
      query={query}
      listLabel="Попытки"
      getKey={(attempt) => attempt.id}
      renderItem={(attempt) => (
        <article className={styles.attempt} aria-label={formatInstant(attempt.at)}>
          <p className={attempt.outcome === 'booked' ? styles.booked : styles.outcome}>{attemptText(attempt)}</p>
          <p>Даты: {attemptDaysText(attempt.days)}</p>
          <p className={styles.meta}>{formatInstant(attempt.at)}</p>
        </article>
      )}
      emptyText="Попыток пока не было"
      errorText="Не удалось загрузить попытки"
    />
  );
}
