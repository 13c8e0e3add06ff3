import { useState } from 'react';
import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type TriggerFind } from '@/api/triggers';
import { triggerFindsQueryOptions } from '@/api/trigger-finds';
import { userQueryOptions } from '@/api/user';
import { COEFFICIENT_MAX } from '@/domain/limits';
import { useOpenSlot } from '@/shared/navigation/use-open-slot';
import { moscowToday } from '@/domain/calendar-day';
import { formatDay } from '@/domain/calendar-day-text';
import { slotCoefficientLabel } from '@/domain/coefficient';
import { supplyTypeLabels } from '@/domain/supply-types';
import { Button } from '@/shared/ui/button';
import { PagedSheet } from '@/shared/ui/paged-sheet';
import { pluralRu } from '@/shared/lib/plural';
import { findsSummaryText } from './trigger-format';
import {
  formatDateTime,
  groupFindsBySlot,
  logisticsText,
  notificationText,
  type FoundSlot,
} from './trigger-history-format';
import type { ListedTrigger } from './trigger-list';
import styles from './trigger-history-sheet.module.css';

interface TriggerHistorySheetProps {
  item: ListedTrigger;
  onClose: () => void;
}

/**
 * The slots a trigger found, newest first, each once with how often it was seen and what became of its
 * notification (docs/triggers.md).
 */
export function TriggerHistorySheet({ item, onClose }: TriggerHistorySheetProps) {
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const openSlot = useOpenSlot();
  // 'Забронировать этот слот': the autobooking form on the slot as last seen, behind the access rules.
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
      arrange={groupFindsBySlot}
      getKey={(slot) => slot.key}
      renderItem={(slot) => (
        <SlotRow
          slot={slot}
          warehouseName={item.nameOf(slot.latest.warehouseId)}
          // A slot of a day gone by cannot be booked any more.
          onBook={slot.latest.day >= today ? () => onBook(slot.latest) : undefined}
        />
      )}
      emptyText="Слотов пока не найдено"
      errorText="Не удалось загрузить историю находок"
    />
  );
}

function SlotRow({
  slot,
  warehouseName,
  onBook,
}: {
  slot: FoundSlot;
  warehouseName: string;
  onBook: (() => void) | undefined;
}) {
  const { latest, notification, sightings } = slot;
  const undelivered = notification.outcome === 'not_delivered';
  const seen = [slotCoefficientLabel(latest.coefficient), logisticsText(latest.logisticsCoefficient)].filter(Boolean);
  const found =
    sightings > 1
      ? `Найден ${formatDateTime(slot.firstFoundAt)}, замечен ${sightings} ${pluralRu(sightings, ['раз', 'раза', 'раз'])}, последний раз ${formatDateTime(latest.foundAt)}`
      : `Найден ${formatDateTime(latest.foundAt)}`;
  return (
    <article className={styles.find} aria-label={`${warehouseName}, слот на ${formatDay(latest.day)}`}>
      <p className={styles.slot}>
        <bdi>{warehouseName}</bdi>
        {`\u00a0· слот на ${formatDay(latest.day)}\u00a0· ${supplyTypeLabels[latest.supplyType]}`}
      </p>
      <p>{seen.join('\u00a0· ')}</p>
      <p className={styles.meta}>{found}</p>
      <p className={undelivered ? styles.undelivered : styles.meta}>{notificationText(notification)}</p>
      {onBook ? (
        <Button variant="secondary" size="sm" className={styles.book} onClick={onBook}>
          Забронировать этот слот
        </Button>
      ) : null}
    </article>
  );
}
