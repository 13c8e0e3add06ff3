import { Fragment, memo, useId } from 'react';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { IconButton } from '@/shared/ui/icon-button';
import { PlayIcon, StopIcon, TrashIcon } from '@/shared/ui/icons';
import { checkIntervalText, coefficientText, formatDate, formatDateTime, triggerDatesText } from './trigger-format';
import { canEdit, canToggle, toggleLabel } from './trigger-limits';
import type { ListedTrigger } from './trigger-list';
import { supplyTypeLabels } from '@/domain/supply-types';
import { searchModeLabel } from './trigger-options';
import styles from './trigger-card.module.css';

interface TriggerCardProps {
  item: ListedTrigger;
  /** 30 triggers are active: a stopped one cannot start. */
  limitReached: boolean;
  /** Its start/stop call is under way. */
  toggling: boolean;
  /** Its delete call is under way. */
  deleting: boolean;
  onToggle: (item: ListedTrigger) => void;
  onDelete: (item: ListedTrigger) => void;
  onEdit: (triggerId: number) => void;
}

/**
 * One timeslot watch with its settings, start/stop, edit and delete. Holds no state of its trigger (the list's
 * actions do), so the list may refill a card with another trigger.
 */
export const TriggerCard = memo(function TriggerCard({ item, limitReached, toggling, deleting, onToggle, onDelete, onEdit }: TriggerCardProps) {
  const { trigger, warehouseNames } = item;
  const titleId = useId();

  const relevant = trigger.status === 'RELEVANT';
  const toggleEnabled = canToggle(trigger, { limitReached, toggling });

  return (
    <Card
      aria-labelledby={titleId}
      headingLevel={3}
      title={
        <span id={titleId}>
          {/* Each name isolated: a right-to-left name must not reorder the commas and names around it. */}
          {warehouseNames.map((name, index) => (
            <Fragment key={index}>
              {index > 0 && ', '}
              <bdi>{name}</bdi>
            </Fragment>
          ))}
        </span>
      }
      headerEnd={
        relevant ? <Badge tone={trigger.isActive ? 'green' : 'gray'}>{trigger.isActive ? 'активен' : 'остановлен'}</Badge> : null
      }
    >
      <dl className={styles.details}>
        <Detail term="Тип поставки" value={trigger.supplyTypes.map((type) => supplyTypeLabels[type]).join(', ')} />
        <Detail term="Режим поиска" value={searchModeLabel(trigger.searchMode)} />
        <Detail term="Даты" value={triggerDatesText(trigger)} />
        <Detail term="Проверка" value={checkIntervalText(trigger.checkInterval)} />
        <Detail term="Приемка" value={coefficientText(trigger.maxCoefficient)} />
        <Detail term="Последнее уведомление" value={trigger.lastNotificationAt ? formatDateTime(trigger.lastNotificationAt) : 'не было'} />
        <Detail term="Создан" value={formatDate(trigger.createdAt)} />
      </dl>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant={relevant && !trigger.isActive ? 'primary' : 'secondary'}
          icon={relevant ? trigger.isActive ? <StopIcon size={16} /> : <PlayIcon size={16} /> : undefined}
          disabled={!toggleEnabled}
          loading={toggling}
          onClick={() => onToggle(item)}
        >
          {toggleLabel(trigger)}
        </Button>
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
      </div>
    </Card>
  );
});

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
