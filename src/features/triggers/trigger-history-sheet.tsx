import { useState } from 'react';
import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { triggerFindsQueryOptions, type TriggerFind } from '@/api/triggers';
import { userQueryOptions } from '@/api/user';
import { COEFFICIENT_MAX } from '@/domain/limits';
import { useOpenSlot } from '@/shared/navigation/use-open-slot';
import { formatDay, moscowToday } from '@/domain/calendar-day';
import { slotCoefficientLabel } from '@/domain/coefficient';
import { supplyTypeLabels } from '@/domain/supply-types';
import { Button } from '@/shared/ui/button';
import { PagedSheet } from '@/shared/ui/paged-sheet';
import { findsSummaryText, formatDateTime, logisticsText, notificationText } from './trigger-format';
import type { ListedTrigger } from './trigger-list';
import styles from './trigger-history-sheet.module.css';

interface TriggerHistorySheetProps {
  item: ListedTrigger;
  onClose: () => void;
}

/** The slots a trigger found, newest first, each with what became of its notification (docs/triggers.md). */
export function TriggerHistorySheet({ item, onClose }: TriggerHistorySheetProps) {
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const openSlot = useOpenSlot();
  // 'Забронировать этот слот': the autobooking form on this find's slot, behind the access rules.
  const onBook = (find: TriggerFind) =>
    openSlot.book(
      {
        warehouseId: find.warehouseId,
        supplyType: find.supplyType,
        day: find.day,
        coefficient: Math.min(Math.max(find.coefficient, 0), COEFFICIENT_MAX),
      },
      user,
    );
  const [today] = useState(() => moscowToday(new Date()));
  const query = useInfiniteQuery(triggerFindsQueryOptions(item.trigger.id));
  const summary = findsSummaryText(item.trigger, item.nameOf, new Date());

  return (
    <PagedSheet
      title="История находок"
      subtitle={
        <>
          {item.warehouseNames.join(', ')}
          {summary ? <span className={styles.summary}>{summary}</span> : null}
        </>
      }
      onClose={onClose}
      query={query}
      listLabel="Находки"
      getKey={(find) => find.id}
      renderItem={(find) => (
        <FindRow
          find={find}
          warehouseName={item.nameOf(find.warehouseId)}
          // A slot of a day gone by cannot be booked any more.
          onBook={find.day >= today ? () => onBook(find) : undefined}
        />
      )}
      emptyText="Слотов пока не найдено"
      errorText="Не удалось загрузить историю находок"
    />
  );
}

function FindRow({
  find,
  warehouseName,
  onBook,
}: {
  find: TriggerFind;
  warehouseName: string;
  onBook: (() => void) | undefined;
}) {
  const undelivered = find.notification.outcome === 'not_delivered';
  const slot = [slotCoefficientLabel(find.coefficient), logisticsText(find.logisticsCoefficient)].filter(Boolean);
  return (
    <article className={styles.find} aria-label={`${warehouseName}, ${formatDay(find.day)}`}>
      <p className={styles.slot}>
        <bdi>{warehouseName}</bdi>
        {`\u00a0· ${formatDay(find.day)}\u00a0· ${supplyTypeLabels[find.supplyType]}`}
      </p>
      <p>{slot.join('\u00a0· ')}</p>
      <p className={styles.meta}>
        Найден {formatDateTime(find.foundAt)}
        {'\u00a0· '}
        <span className={undelivered ? styles.undelivered : undefined}>{notificationText(find.notification)}</span>
      </p>
      {onBook ? (
        <Button variant="secondary" size="sm" className={styles.book} onClick={onBook}>
          Забронировать этот слот
        </Button>
      ) : null}
    </article>
  );
}
