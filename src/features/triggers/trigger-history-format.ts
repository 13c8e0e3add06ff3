// What only the finds history shows, apart from the card's texts so that the list's first load does not carry it.
import type { TriggerFind } from '@/api/triggers';
import type { SchemaNotificationFailure as NotificationFailure } from '@generated/schema';
import { formatDisplayDateTime } from '@/shared/ui/form/date-format';

/** An instant (notification, creation) in the seller's own time zone. */
export function formatDateTime(instant: string): string {
  return formatDisplayDateTime(instant);
}

/** One slot (warehouse, day, supply type) with every time a trigger found it, newest first. */
export interface FoundSlot {
  key: string;
  /** The newest find of the slot: its coefficient and logistics are the latest seen. */
  latest: TriggerFind;
  /** When it was first found. */
  firstFoundAt: string;
  /** How many times it was found. */
  sightings: number;
  /** What became of its notification: the sent or failed one, else the newest find's (a repeat). */
  notification: TriggerFind['notification'];
}

/**
 * The finds grouped by slot, in the order of their newest sighting: a slot seen at every check is one row
 * (docs/triggers.md). Finds come newest first, as the history reads them.
 */
export function groupFindsBySlot(finds: readonly TriggerFind[]): FoundSlot[] {
  const slots = new Map<string, FoundSlot>();
  for (const find of finds) {
    const key = `${find.warehouseId} ${find.day} ${find.supplyType}`;
    const slot = slots.get(key);
    if (!slot) {
      slots.set(key, { key, latest: find, firstFoundAt: find.foundAt, sightings: 1, notification: find.notification });
      continue;
    }
    slot.sightings += 1;
    if (find.foundAt < slot.firstFoundAt) slot.firstFoundAt = find.foundAt;
    // A sent or failed notification says more than a repeat; the newest of them is kept (finds come newest first).
    if (slot.notification.outcome === 'suppressed_repeat' && find.notification.outcome !== 'suppressed_repeat')
      slot.notification = find.notification;
  }
  return [...slots.values()];
}

const notificationFailureTexts: Record<NotificationFailure, string> = {
  bot_blocked: 'бот заблокирован',
  no_write_access: 'боту не разрешено вам писать',
  telegram_unavailable: 'Telegram не принял сообщение',
};

/** What became of a find's notification, as its history row says it (docs/triggers.md). */
export function notificationText({ outcome, at, failure }: TriggerFind['notification']): string {
  if (outcome === 'sent') return at ? `Уведомление отправлено ${formatDateTime(at)}` : 'Уведомление отправлено';
  if (outcome === 'not_delivered')
    return `Уведомление не доставлено: ${failure ? notificationFailureTexts[failure] : 'причина неизвестна'}`;
  return 'Уведомление не повторялось: о слоте уже сообщали';
}

/** The logistics coefficient as the marketplace gives it, in percent: 'логистика 125%'. */
export function logisticsText(percent: number | null): string | undefined {
  return percent === null ? undefined : `логистика ${percent}%`;
}
