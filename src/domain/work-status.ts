import type { SchemaCheckResult, SchemaLastCheck } from '@generated/schema';
import { shortDate, shortTime } from '@/shared/lib/short-date';
import { pauseReasonLabel, type PauseReason, type ShownRunState } from './run-state';

type LastCheck = SchemaLastCheck;

/** What the service's last check saw, as a card's status line ends (docs/triggers.md, docs/autobookings.md). */
const checkResultLabels: Record<SchemaCheckResult, string> = {
  no_slot: 'слотов нет',
  found: 'слот найден',
  coefficient_above_limit: 'слоты дороже лимита',
  booked: 'забронировано',
  failed: 'не удалось забронировать',
  source_unavailable: 'источник не ответил',
};

/** The badge of an item the service should work on but does not: the same word on both lists. */
export const pausedBadgeLabel = 'на паузе';

/** When a check ran: '12:24' today, '27.11 12:24' on another day (with the year in another year). */
function checkTimeText(at: string, now: Date): string {
  const date = new Date(at);
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay ? shortTime(date) : `${shortDate(date, now)} ${shortTime(date)}`;
}

/**
 * Whether the service works on an item now, in one line under its title: 'ищет · проверено 12:24 · слотов нет'
 * while it runs, 'на паузе · последняя проверка 27.11 12:24' while paused, undefined for an item not meant to run.
 * A reason the list's banners already say (`saidAbove`) is not repeated; any other is named: 'на паузе: поставщик не
 * выбран · …'.
 */
export function workStatusText(
  state: ShownRunState,
  lastCheck: LastCheck | null | undefined,
  now: Date,
  saidAbove: readonly PauseReason[] = [],
): { tone: 'running' | 'paused'; text: string } | undefined {
  if (!state) return undefined;
  if (state.state === 'paused') {
    const paused = saidAbove.includes(state.reason)
      ? pausedBadgeLabel
      : `${pausedBadgeLabel}: ${pauseReasonLabel(state.reason)}`;
    return {
      tone: 'paused',
      text: [paused, lastCheck ? `последняя проверка ${checkTimeText(lastCheck.at, now)}` : null]
        .filter(Boolean)
        .join('\u00a0· '),
    };
  }
  return {
    tone: 'running',
    text: lastCheck
      ? `ищет\u00a0· проверено ${checkTimeText(lastCheck.at, now)}\u00a0· ${checkResultLabels[lastCheck.result]}`
      : 'ищет\u00a0· еще не проверено',
  };
}

/** When a lapsed subscription ended: 'подписка истекла 21.11'; undefined for one never bought (or still active). */
export function lapsedText(expiresAt: string | null | undefined, now: Date): string | undefined {
  if (!expiresAt) return undefined;
  const end = new Date(expiresAt);
  if (!(end.getTime() <= now.getTime())) return undefined;
  return `подписка истекла ${shortDate(end, now)}`;
}

/**
 * The list's counter when fewer items run than are started: 'Активно: 0 из 4 (подписка истекла 21.11)'. Undefined
 * while every started item runs (the list shows its usual counter then).
 */
export function runningCounterText(running: number, started: number, lapsed: string | undefined): string | undefined {
  if (running >= started) return undefined;
  return `Активно: ${running} из ${started}${lapsed ? ` (${lapsed})` : ''}`;
}
