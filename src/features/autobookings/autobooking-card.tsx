import { memo } from 'react';
import type { Autobooking } from '@/api/autobookings';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { IconButton } from '@/shared/ui/icon-button';
import { ArchiveIcon, CheckIcon, PlayIcon, TrashIcon } from '@/shared/ui/icons';
import { formatDay } from '@/domain/calendar-day';
import { coefficientLabel } from '@/domain/coefficient';
import { filtersFacts, slotFiltersOf } from '@/domain/slot-filters';
import { formatInstant } from './autobooking-dates';
import { supplyTypeLabels } from '@/domain/supply-types';
import { customDateMarks, periodLabel, statusBadges } from './autobooking-labels';
import styles from './autobooking-card.module.css';

export interface AutobookingCardProps {
  booking: Autobooking;
  warehouseName: string;
  /** Whether its dates still lie ahead (decides between 'Активировать' and 'Срок истек' in the archive). */
  relevant: boolean;
  /** Whether an archived booking may start again (not while the subscription has lapsed). */
  canActivate: boolean;
  /** An action of this booking is being confirmed or sent. */
  busy: boolean;
  /** Element Timing identifier of its title: the first card of the list carries one. */
  titleTiming?: string;
  onArchive: (booking: Autobooking) => void;
  onActivate: (booking: Autobooking) => void;
  onDelete: (booking: Autobooking) => void;
}

/** One autobooking in the list: where, what, when, how expensive, its status and what can be done with it. */
export const AutobookingCard = memo(function AutobookingCard({
  booking,
  warehouseName,
  relevant,
  canActivate,
  busy,
  titleTiming,
  onArchive,
  onActivate,
  onDelete,
}: AutobookingCardProps) {
  const status = statusBadges[booking.status];
  const period = periodLabel(booking);
  const archived = booking.status === 'ARCHIVED';
  const deletable = archived || booking.status === 'ERROR';
  const hasActions = booking.status === 'ACTIVE' || deletable;

  return (
    <Card
      title={warehouseName}
      headingLevel={3}
      titleTiming={titleTiming}
      headerEnd={<Badge tone={status.tone}>{status.label}</Badge>}
      aria-label={warehouseName}
      data-testid="autobooking-card"
    >
      <div className={styles.details}>
        {booking.transitWarehouseName ? <p>Транзит: {booking.transitWarehouseName}</p> : null}
        <p>{supplyTypeLabels[booking.supplyType]}</p>
        {period ? (
          <p>{period}</p>
        ) : (
          <ul className={styles.dates} aria-label="Даты">
            {customDateMarks(booking).map(({ day, booked }) => (
              <li key={day} className={booked ? styles.booked : styles.date}>
                {booked ? <CheckIcon size={14} /> : null}
                {formatDay(day)}
                {booked ? <span className="visually-hidden"> — забронировано</span> : null}
              </li>
            ))}
          </ul>
        )}
        <p>{[coefficientLabel(booking.maxCoefficient), ...filtersFacts(slotFiltersOf(booking))].join('\u00a0· ')}</p>
        <p className={styles.created}>Создано {formatInstant(booking.createdAt)}</p>
      </div>

      {hasActions ? (
        <footer className={styles.actions}>
          {booking.status === 'ACTIVE' ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<ArchiveIcon size={16} />}
              loading={busy}
              onClick={() => onArchive(booking)}
            >
              В архив
            </Button>
          ) : null}
          {archived && relevant && canActivate ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<PlayIcon size={16} />}
              loading={busy}
              onClick={() => onActivate(booking)}
            >
              Активировать
            </Button>
          ) : null}
          {archived && !relevant ? <Badge tone="gray">Срок истек</Badge> : null}
          {booking.status === 'ERROR' ? <Badge tone="red">Ошибка бронирования</Badge> : null}
          {deletable ? (
            <IconButton
              label="Удалить"
              variant="destructive"
              icon={<TrashIcon size={20} />}
              disabled={busy}
              onClick={() => onDelete(booking)}
            />
          ) : null}
        </footer>
      ) : null}
    </Card>
  );
});
