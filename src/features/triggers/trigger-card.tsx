import { Fragment, memo } from 'react';
import { haptics } from '@/shared/telegram/haptics';
import { shortDate, shortDateTime } from '@/shared/lib/short-date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { ChevronRightIcon, PlayIcon, StopIcon, TrashIcon } from '@/shared/ui/icons';
import { FactLine, ListCard, WorkStatus } from '@/shared/ui/list-card';
import { checkIntervalText, findsSummaryText, searchFacts } from './trigger-format';
import { canEdit, canToggle, toggleLabel } from './trigger-limits';
import type { ListedTrigger } from './trigger-list';
import { coefficientLabel } from '@/domain/coefficient';
import { filtersFacts, slotFiltersOf } from '@/domain/slot-filters';
import type { PauseReason, ShownRunState } from '@/domain/run-state';
import { pausedBadgeLabel, workStatusText } from '@/domain/work-status';
import { supplyTypeLabels } from '@/domain/supply-types';
import styles from './trigger-card.module.css';

interface TriggerCardProps {
  item: ListedTrigger;
  /** 30 triggers are active: a stopped one cannot start. */
  limitReached: boolean;
  /** Its start/stop call is under way. */
  toggling: boolean;
  /** Its delete call is under way. */
  deleting: boolean;
  /** Whether the service watches it now (null when it is not meant to run). */
  runState: ShownRunState;
  /** Element Timing identifier of its title: the first card of the list carries one. */
  titleTiming?: string;
  onToggle: (item: ListedTrigger) => void;
  onDelete: (item: ListedTrigger) => void;
  onEdit: (triggerId: number) => void;
  onOpenHistory: (item: ListedTrigger) => void;
}

/**
 * One timeslot watch with its settings, its finds, start/stop, edit and delete. Holds no state of its trigger (the
 * list's actions do), so the list may refill a card with another trigger.
 */
export const TriggerCard = memo(function TriggerCard({
  item,
  limitReached,
  toggling,
  deleting,
  runState,
  titleTiming,
  onToggle,
  onDelete,
  onEdit,
  onOpenHistory,
}: TriggerCardProps) {
  const { trigger, warehouseNames } = item;
  const now = new Date();
  const search = searchFacts(trigger);
  // A trigger with no finds yet shows no finds line: its history would be empty, and the notification line
  // already says that nothing was sent.
  const finds = trigger.findsSummary?.count ? findsSummaryText(trigger, item.nameOf, now, { brief: true }) : undefined;
  const relevant = trigger.status === 'RELEVANT';
  const toggleEnabled = canToggle(trigger, { limitReached, toggling });
  const filterFacts = filtersFacts(slotFiltersOf(trigger));
  const workStatus = workStatusText(runState, trigger.lastCheck, now, pausesSaidAbove);

  return (
    <ListCard
      title={
        // Each name isolated: a right-to-left name must not reorder the commas and names around it.
        warehouseNames.map((name, index) => (
          <Fragment key={index}>
            {index > 0 && ', '}
            <bdi>{name}</bdi>
          </Fragment>
        ))
      }
      titleTiming={titleTiming}
      badge={<StatusBadge trigger={trigger} paused={runState?.state === 'paused'} />}
      actions={
        <>
          {relevant ? (
            <Button
              size="sm"
              variant={trigger.isActive ? 'secondary' : 'primary'}
              icon={trigger.isActive ? <StopIcon size={16} /> : <PlayIcon size={16} />}
              disabled={!toggleEnabled}
              loading={toggling}
              onClick={() => {
                haptics.toggled();
                onToggle(item);
              }}
            >
              {toggleLabel(trigger)}
            </Button>
          ) : null}
          {canEdit(trigger) ? (
            <Button size="sm" variant="plain" onClick={() => onEdit(trigger.id)}>
              изменить
            </Button>
          ) : null}
          <IconButton
            className={styles.delete}
            label="Удалить таймслот"
            variant="destructive"
            icon={<TrashIcon />}
            loading={deleting}
            onClick={() => onDelete(item)}
          />
        </>
      }
    >
      {workStatus ? <WorkStatus tone={workStatus.tone}>{workStatus.text}</WorkStatus> : null}
      <FactLine
        facts={[
          { term: 'Тип поставки', value: trigger.supplyTypes.map((type) => supplyTypeLabels[type]).join(', ') },
          { term: 'Режим поиска', value: search.mode },
          { term: 'Даты', value: search.dates },
          { term: 'Проверка', value: checkIntervalText(trigger.checkInterval) },
          { term: 'Приемка', value: coefficientLabel(trigger.maxCoefficient) },
          filterFacts.length > 0 ? { term: 'Дополнительные фильтры', value: filterFacts.join('\u00a0· ') } : null,
        ]}
      />
      <FactLine
        tone="hint"
        facts={[
          trigger.lastNotificationAt
            ? {
                term: 'Уведомление',
                termShown: true,
                value: shortDateTime(new Date(trigger.lastNotificationAt), now),
              }
            : { term: 'Последнее уведомление', value: 'Уведомлений не было' },
          { term: 'создан', termShown: true, value: shortDate(new Date(trigger.createdAt), now) },
        ]}
      />
      {finds ? (
        // The whole line opens the history (the last find's coefficient is there); its name says what it opens.
        <button
          type="button"
          className={styles.finds}
          aria-label={`История находок: ${finds}`}
          onClick={() => onOpenHistory(item)}
        >
          <span className={styles.findsText}>{finds}</span>
          <ChevronRightIcon size={16} />
        </button>
      ) : null}
    </ListCard>
  );
});

/** Pauses the banners above the list explain (subscription, slot source, bot): the cards do not repeat them. */
const pausesSaidAbove: readonly PauseReason[] = ['subscription_inactive', 'source_unavailable', 'bot_cannot_write'];

/**
 * 'активен' / 'остановлен' for a current trigger, 'на паузе' when started but not watched (docs/triggers.md),
 * 'завершен' / 'истек' once it is over.
 */
function StatusBadge({ trigger, paused }: { trigger: ListedTrigger['trigger']; paused: boolean }) {
  if (trigger.status !== 'RELEVANT')
    return <Badge tone={trigger.status === 'COMPLETED' ? 'blue' : 'gray'}>{toggleLabel(trigger)}</Badge>;
  if (paused) return <Badge tone="gray">{pausedBadgeLabel}</Badge>;
  return <Badge tone={trigger.isActive ? 'green' : 'gray'}>{trigger.isActive ? 'активен' : 'остановлен'}</Badge>;
}
