import { Fragment, memo } from 'react';
import type { Autobooking } from '@/api/autobookings';
import { shortDate } from '@/shared/lib/short-date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { CheckIcon, PlayIcon, TrashIcon } from '@/shared/ui/icons';
import { ArchiveIcon } from '@/shared/ui/view-icons';
import { FactLine, ListCard, WorkStatus } from '@/shared/ui/list-card';
import type { PauseReason, ShownRunState } from '@/domain/run-state';
import { pausedBadgeLabel, workStatusText } from '@/domain/work-status';
import { formatDay } from '@/domain/calendar-day-text';
import { coefficientLabel } from '@/domain/coefficient';
import { filtersFacts, slotFiltersOf } from '@/domain/slot-filters';
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
  /** Whether the service books for it now (null when it is not meant to run). */
  runState: ShownRunState;
  /** The way forward a failed or paused booking offers, if one helps. */
  nextStep: FailureAction | undefined;
  /** Element Timing identifier of its title: the first card of the list carries one. */
  titleTiming?: string;
  onArchive: (booking: Autobooking) => void;
  onActivate: (booking: Autobooking) => void;
  onDelete: (booking: Autobooking) => void;
  onFailureAction: (booking: Autobooking, action: Exclude<FailureAction, 'retry'>) => void;
  onOpenAttempts: (booking: Autobooking) => void;
}

/** Pauses the banners above the list explain (subscription, slot source, supplier access): not repeated here. */
const pausesSaidAbove: readonly PauseReason[] = [
  'subscription_inactive',
  'source_unavailable',
  'supplier_auth_revoked',
];

/** Each way forward named for what it does (docs/autobookings.md). */
const failureActionLabels: Record<FailureAction, string> = {
  authorize: 'Авторизоваться',
  'choose-supplier': 'Выбрать поставщика',
  'buy-subscription': 'Купить подписку',
  retry: 'Активировать',
  'create-new': 'Создать заново',
};

/**
 * One autobooking in the list, in the anatomy of every list card: where, what, when, how expensive and its status,
 * what became of it, and what can be done with it.
 */
export const AutobookingCard = memo(function AutobookingCard({
  booking,
  warehouseName,
  relevant,
  canActivate,
  busy,
  runState,
  nextStep,
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
  const filterFacts = filtersFacts(slotFiltersOf(booking));
  const paused = runState?.state === 'paused';
  const workStatus = workStatusText(runState, booking.lastCheck, new Date(), pausesSaidAbove);

  return (
    <ListCard
      title={<bdi>{warehouseName}</bdi>}
      titleTiming={titleTiming}
      badge={paused ? <Badge tone="gray">{pausedBadgeLabel}</Badge> : <Badge tone={status.tone}>{status.label}</Badge>}
      data-testid="autobooking-card"
      actions={
        <>
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
          {/* What was booked already says how it ended: 'Срок истек' only where nothing was. */}
          {archived && !relevant && booked.length === 0 ? <Badge tone="gray">Срок истек</Badge> : null}
          {nextStep ? (
            <Button
              size="sm"
              variant={nextStep === 'retry' ? 'secondary' : 'primary'}
              icon={nextStep === 'retry' ? <PlayIcon size={16} /> : undefined}
              loading={nextStep === 'retry' && busy}
              onClick={() => (nextStep === 'retry' ? onActivate(booking) : onFailureAction(booking, nextStep))}
            >
              {failureActionLabels[nextStep]}
            </Button>
          ) : null}
          <Button size="sm" variant="plain" onClick={() => onOpenAttempts(booking)}>
            Попытки
          </Button>
          {deletable ? (
            <IconButton
              className={styles.delete}
              label="Удалить"
              variant="destructive"
              icon={<TrashIcon size={20} />}
              disabled={busy}
              onClick={() => onDelete(booking)}
            />
          ) : null}
        </>
      }
    >
      {workStatus ? <WorkStatus tone={workStatus.tone}>{workStatus.text}</WorkStatus> : null}
      {/* One red signal per failure, the status badge: the failure's own badge and reason read in plain colours,
          so the way forward, the log and delete keep one row of actions. */}
      {booking.status === 'ERROR' ? (
        <p className={styles.failure}>
          <Badge tone="gray" className={styles.failureBadge}>
            Ошибка бронирования
          </Badge>
          {failure ? <> {failure.message}</> : null}
        </p>
      ) : null}
      <FactLine
        facts={[
          booking.transitWarehouseName
            ? {
                term: 'Транзитный склад',
                value: (
                  <>
                    Транзит: <bdi>{booking.transitWarehouseName}</bdi>
                  </>
                ),
              }
            : null,
          { term: 'Тип поставки', value: supplyTypeLabels[booking.supplyType] },
          period
            ? { term: 'Даты', value: period }
            : {
                term: 'Выбранные\u00a0даты:',
                termShown: true,
                value: (
                  <ul className={styles.dates} aria-label="Даты">
                    {customDateMarks(booking).map(({ day, booked }) => (
                      <li key={day} className={booked ? styles.booked : undefined}>
                        {booked ? <CheckIcon size={14} /> : null}
                        {formatDay(day)}
                        {booked ? <span className="visually-hidden"> — забронировано</span> : null}
                      </li>
                    ))}
                  </ul>
                ),
              },
          { term: 'Приемка', value: coefficientLabel(booking.maxCoefficient) },
          filterFacts.length > 0 ? { term: 'Дополнительные фильтры', value: filterFacts.join('\u00a0· ') } : null,
        ]}
      />
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
      <FactLine
        tone="hint"
        facts={[{ term: 'создано', termShown: true, value: shortDate(new Date(booking.createdAt), new Date()) }]}
      />
    </ListCard>
  );
});
