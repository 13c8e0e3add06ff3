import { Fragment, memo } from 'react';
import type { Autobooking } from '@/api/autobookings';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { IconButton } from '@/shared/ui/icon-button';
import { ArchiveIcon, CheckIcon, PlayIcon, TrashIcon } from '@/shared/ui/icons';
import { pauseReasonLabels, type PauseReason } from '@/domain/run-state';
import { formatDay } from '@/domain/calendar-day';
import { coefficientLabel } from '@/domain/coefficient';
import { filtersFacts, slotFiltersOf } from '@/domain/slot-filters';
import { formatInstant } from './autobooking-dates';
import { supplyTypeLabels } from '@/domain/supply-types';
import { bookedSlotParts, customDateMarks, periodLabel, statusBadges } from './autobooking-labels';
import type { FailureAction } from './autobooking-rules';
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
  /** Why the service does not book for it although it is active; undefined while it runs (or is not meant to). */
  pausedBy: PauseReason | undefined;
  /** The way forward a failed booking offers, if one helps. */
  failureAction: FailureAction | undefined;
  /** Element Timing identifier of its title: the first card of the list carries one. */
  titleTiming?: string;
  onArchive: (booking: Autobooking) => void;
  onActivate: (booking: Autobooking) => void;
  onDelete: (booking: Autobooking) => void;
  onFailureAction: (booking: Autobooking, action: Exclude<FailureAction, 'retry'>) => void;
  onOpenAttempts: (booking: Autobooking) => void;
}

const failureActionLabels: Record<FailureAction, string> = {
  authorize: 'Авторизоваться',
  'buy-credits': 'Купить',
  'buy-subscription': 'Купить',
  retry: 'Активировать',
};

/** One autobooking in the list: where, what, when, how expensive, its status and what can be done with it. */
export const AutobookingCard = memo(function AutobookingCard({
  booking,
  warehouseName,
  relevant,
  canActivate,
  busy,
  pausedBy,
  failureAction,
  titleTiming,
  onArchive,
  onActivate,
  onDelete,
  onFailureAction,
  onOpenAttempts,
}: AutobookingCardProps) {
  const status = statusBadges[booking.status];
  const period = periodLabel(booking);
  const archived = booking.status === 'ARCHIVED';
  const deletable = archived || booking.status === 'ERROR';
  const failure = booking.status === 'ERROR' ? booking.error : null;
  const booked = booking.bookedSlots ?? [];

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
        {booked.length ? (
          <ul className={styles.bookedSlots} aria-label="Забронировано">
            {/* A backend may book one day twice (two supplies): the position keeps each row's key unique. */}
            {booked.map((slot, index) => (
              <li key={`${index}-${slot.day}`}>
                <CheckIcon size={14} />{' '}
                {bookedSlotParts(slot).map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 ? '\u00a0· ' : null}
                    <span className={styles.part}>{part}</span>
                  </Fragment>
                ))}
              </li>
            ))}
          </ul>
        ) : null}
        {pausedBy ? <p className={styles.paused}>Приостановлено: {pauseReasonLabels[pausedBy]}</p> : null}
        {failure ? <p className={styles.failure}>{failure.message}</p> : null}
        <p className={styles.created}>Создано {formatInstant(booking.createdAt)}</p>
      </div>

      <footer className={styles.actions}>
        <Button size="sm" variant="plain" className={styles.attempts} onClick={() => onOpenAttempts(booking)}>
          Попытки
        </Button>
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
        {failureAction ? (
          <Button
            size="sm"
            variant={failureAction === 'retry' ? 'secondary' : 'primary'}
            icon={failureAction === 'retry' ? <PlayIcon size={16} /> : undefined}
            loading={failureAction === 'retry' && busy}
            onClick={() => (failureAction === 'retry' ? onActivate(booking) : onFailureAction(booking, failureAction))}
          >
            {failureActionLabels[failureAction]}
          </Button>
        ) : null}
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
    </Card>
  );
});
