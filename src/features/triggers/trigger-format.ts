import { lightFormat } from 'date-fns';
import type { Trigger } from '@/api/triggers';
import { dayOfInstant, formatDay } from '@/domain/calendar-day';

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

export function checkIntervalText(minutes: number): string {
  return `каждые ${minutes} мин`;
}

/** An instant (notification, creation) in the seller's own time zone. */
export function formatDateTime(instant: string): string {
  return lightFormat(new Date(instant), 'dd.MM.yyyy HH:mm');
}

export function formatDate(instant: string): string {
  return lightFormat(new Date(instant), 'dd.MM.yyyy');
}
