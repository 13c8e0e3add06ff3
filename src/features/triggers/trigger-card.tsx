import { Fragment, memo, useId } from 'react';
import { haptics } from '@/shared/telegram/haptics';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { IconButton } from '@/shared/ui/icon-button';
import { PlayIcon, StopIcon, TrashIcon } from '@/shared/ui/icons';
import {
  checkIntervalText,
  findsCountText,
  findsSummaryText,
  formatDate,
  formatDateTime,
  searchFacts,
} from './trigger-format';
import { canEdit, canToggle, toggleLabel } from './trigger-limits';
import type { ListedTrigger } from './trigger-list';
import { coefficientLabel } from '@/domain/coefficient';
import { filtersFacts, slotFiltersOf } from '@/domain/slot-filters';
import { pauseReasonLabels, type PauseReason } from '@/domain/run-state';
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
  /** Why the service does not watch it although it is started; undefined while it runs (or is not meant to). */
  pausedBy: PauseReason | undefined;
  /** Element Timing identifier of its title: the first card of the list carries one. */
  titleTiming?: string;
  onToggle: (item: ListedTrigger) => void;
  onDelete: (item: ListedTrigger) => void;
  onEdit: (triggerId: number) => void;
  onOpenHistory: (item: ListedTrigger) => void;
}

/**
 * One timeslot watch with its settings, start/stop, edit and delete. Holds no state of its trigger (the list's
 * actions do), so the list may refill a card with another trigger.
 */
export const TriggerCard = memo(function TriggerCard({
  item,
  limitReached,
  toggling,
  deleting,
  pausedBy,
  titleTiming,
  onToggle,
  onDelete,
  onEdit,
  onOpenHistory,
}: TriggerCardProps) {
  const { trigger, warehouseNames } = item;
  const titleId = useId();
  const search = searchFacts(trigger);
  const finds = findsSummaryText(trigger, warehouseNames);

  const relevant = trigger.status === 'RELEVANT';
  const toggleEnabled = canToggle(trigger, { limitReached, toggling });
  const filterFacts = filtersFacts(slotFiltersOf(trigger));

  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      {/* The status floats at the right of the title's first line, so a long title wraps under it over the card's
          whole width instead of in a narrow column beside it. */}
      <header className={styles.header}>
        <span className={styles.status}>
          <StatusBadge trigger={trigger} paused={pausedBy !== undefined} />
        </span>
        <h3 className={styles.title} elementtiming={titleTiming}>
          <span id={titleId}>
            {/* Each name isolated: a right-to-left name must not reorder the commas and names around it. */}
            {warehouseNames.map((name, index) => (
              <Fragment key={index}>
                {index > 0 && ', '}
                <bdi>{name}</bdi>
              </Fragment>
            ))}
          </span>
        </h3>
      </header>
      {pausedBy ? <p className={styles.paused}>Причина: {pauseReasonLabels[pausedBy]}</p> : null}
      {/* The facts flow as one short paragraph (two lines on a phone) and the history as a hint under them, each
          fact after its (hidden) term: short enough for three cards on a phone screen. */}
      <dl className={styles.facts}>
        <Detail term="Тип поставки" value={trigger.supplyTypes.map((type) => supplyTypeLabels[type]).join(', ')} />
        <Detail term="Режим поиска" value={search.mode} />
        <Detail term="Даты" value={search.dates} />
        <Detail term="Проверка" value={checkIntervalText(trigger.checkInterval)} />
        <Detail term="Приемка" value={coefficientLabel(trigger.maxCoefficient)} last={filterFacts.length === 0} />
        {filterFacts.length > 0 ? (
          <Detail term="Дополнительные фильтры" value={filterFacts.join('\u00a0· ')} last />
        ) : null}
      </dl>
      <dl className={styles.history}>
        <Detail
          term="Последнее уведомление"
          shownTerm="Уведомление"
          value={trigger.lastNotificationAt ? formatDateTime(trigger.lastNotificationAt) : 'не было'}
        />
        <Detail term="Создан" shownTerm="создан" value={formatDate(trigger.createdAt)} last />
      </dl>
      <div className={styles.actions}>
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
        {/* The finds sit in the actions row, not a line of their own: three cards still fit on a phone screen. */}
        {finds && trigger.findsSummary?.count ? (
          <Button
            size="sm"
            variant="plain"
            aria-label={`История находок: ${finds}`}
            onClick={() => onOpenHistory(item)}
          >
            {findsCountText(trigger.findsSummary.count)}
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
      </div>
    </Card>
  );
});

/**
 * 'активен' / 'остановлен' for a current trigger, 'приостановлен' when started but not watched (docs/triggers.md),
 * 'завершен' / 'истек' once it is over.
 */
function StatusBadge({ trigger, paused }: { trigger: ListedTrigger['trigger']; paused: boolean }) {
  if (trigger.status !== 'RELEVANT')
    return <Badge tone={trigger.status === 'COMPLETED' ? 'blue' : 'gray'}>{toggleLabel(trigger)}</Badge>;
  if (paused) return <Badge tone="yellow">приостановлен</Badge>;
  return <Badge tone={trigger.isActive ? 'green' : 'gray'}>{trigger.isActive ? 'активен' : 'остановлен'}</Badge>;
}

/**
 * A fact; its term is read by screen readers, and shown only as `shownTerm` when given. Facts flow as text: the '·'
 * after each one is glued to its last word by a no-break space, so a wrapped line never starts with it.
 */
function Detail({ term, shownTerm, value, last }: { term: string; shownTerm?: string; value: string; last?: boolean }) {
  return (
    <div className={styles.detail}>
      <dt className={shownTerm ? undefined : 'visually-hidden'}>
        {shownTerm ? <span aria-hidden="true">{shownTerm} </span> : null}
        <span className={shownTerm ? 'visually-hidden' : undefined}>{term}</span>
      </dt>
      <dd>{value}</dd>
      {last ? null : (
        <span className={styles.separator} aria-hidden="true">
          {'\u00a0· '}
        </span>
      )}
    </div>
  );
}
