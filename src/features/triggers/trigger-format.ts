import type { Trigger } from '@/api/triggers';
import { dayOfInstant, formatDay } from '@/domain/calendar-day-text';
import { slotCoefficientLabel } from '@/domain/coefficient';
import type { WarehouseNameOf } from '@/domain/warehouse-names';
import { pluralRu } from '@/shared/lib/plural';
import { shortDate } from '@/shared/lib/short-date';
import { searchModeLabel } from './trigger-options';

/** Listing more custom dates than this on a card would push the actions off screen. */
const LISTED_DATES_MAX = 5;

/** The dates of a trigger as a seller reads them (trigger days are UTC calendar days, docs/triggers.md). */
export function triggerDatesText(
  trigger: Pick<Trigger, 'searchMode' | 'startDate' | 'endDate' | 'selectedDates'>,
): string {
  const start = trigger.startDate ? formatDay(dayOfInstant(trigger.startDate)) : null;
  const end = trigger.endDate ? formatDay(dayOfInstant(trigger.endDate)) : null;
  switch (trigger.searchMode) {
    case 'UNTIL_FOUND':
      return start ? `с ${start}, без окончания` : 'без окончания';
    case 'CUSTOM_DATES': {
      const days = trigger.selectedDates.map((date) => formatDay(dayOfInstant(date)));
      if (days.length === 0) return '—';
      const listed = days.slice(0, LISTED_DATES_MAX).join(', ');
      return days.length > LISTED_DATES_MAX ? `${listed} и еще ${days.length - LISTED_DATES_MAX}` : listed;
    }
    default:
      if (!start) return '—';
      return end && end !== start ? `${start} – ${end}` : start;
  }
}

/**
 * The check interval in the picker's words: 'каждый час', 'каждые 3 часа', 'каждые 24 часа' ('каждые 90 мин' for
 * a number of minutes that is not whole hours). The number and its unit never wrap apart.
 */
export function checkIntervalText(minutes: number): string {
  if (minutes % 60 !== 0) return `каждые ${minutes}\u00a0мин`;
  const hours = minutes / 60;
  if (hours === 1) return 'каждый час';
  const every = pluralRu(hours, ['каждый', 'каждые', 'каждые']);
  return `${every} ${hours}\u00a0${pluralRu(hours, ['час', 'часа', 'часов'])}`;
}

/**
 * The search mode and dates a card shows. A finished trigger says it is over and which days it was for
 * ('Завершен', 'был на 20.11.2026'): a relative mode such as 'Завтра' would read as a wrong date once the day has
 * passed (docs/triggers.md).
 */
export function searchFacts(
  trigger: Pick<Trigger, 'status' | 'searchMode' | 'startDate' | 'endDate' | 'selectedDates'>,
): { mode: string; dates: string } {
  if (trigger.status === 'RELEVANT') {
    // The form's option 'Выбрать даты' reads like a button on a card: the card names what was chosen.
    const mode = trigger.searchMode === 'CUSTOM_DATES' ? 'Выбранные даты' : searchModeLabel(trigger.searchMode);
    return { mode, dates: triggerDatesText(trigger) };
  }
  const mode = trigger.status === 'COMPLETED' ? 'Завершен' : 'Истек';
  if (trigger.searchMode !== 'UNTIL_FOUND') return { mode, dates: `был на ${triggerDatesText(trigger)}` };
  return { mode, dates: trigger.startDate ? `был с ${formatDay(dayOfInstant(trigger.startDate))}` : 'без окончания' };
}

/**
 * The finds of a trigger in one line, counting slots, not sightings: '2 слота · замечены 23 раза · последний:
 * Подольск, на 21.11, бесплатно' (a slot seen at every check is one slot; the day is the slot's, its year only when
 * it is not `now`'s). `brief` leaves out the coefficient, so the line fits a card on a phone. A backend without
 * slot counts gets the count of finds. Undefined from a backend that sends no summary.
 */
export function findsSummaryText(
  trigger: { findsSummary?: Trigger['findsSummary'] },
  nameOf: WarehouseNameOf,
  now: Date,
  { brief = false }: { brief?: boolean } = {},
): string | undefined {
  const summary = trigger.findsSummary;
  if (!summary) return undefined;
  const { count, lastFind, slotCount } = summary;
  if (count === 0 || !lastFind) return 'Слотов пока не найдено';
  const warehouse = nameOf(lastFind.warehouseId);
  const day = `на ${shortDate(new Date(`${lastFind.day}T00:00:00`), now)}`;
  const last = [warehouse, day, brief ? null : slotCoefficientLabel(lastFind.coefficient)].filter(Boolean).join(', ');
  if (slotCount === undefined) return `${findsCountText(count)}\u00a0· последняя: ${last}`;
  const slots = `${slotCount} ${pluralRu(slotCount, ['слот', 'слота', 'слотов'])}`;
  const seen =
    count > slotCount
      ? `\u00a0· ${pluralRu(slotCount, ['замечен', 'замечены', 'замечены'])} ${count} ${pluralRu(count, ['раз', 'раза', 'раз'])}`
      : '';
  return `${slots}${seen}\u00a0· последний: ${last}`;
}

/** '1 находка', '3 находки', '23 находки', '25 находок'. */
function findsCountText(count: number): string {
  return `${count} ${pluralRu(count, ['находка', 'находки', 'находок'])}`;
}
