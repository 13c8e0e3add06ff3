import type { SchemaAutobookingTodaySummary } from '@generated/schema';
import { pluralRu } from '@/shared/lib/plural';
import { moscowToday } from './calendar-day';

/**
 * The head line of the bookings list: what the seller's bookings came to today, 'Сегодня: 1 бронь, 1 ошибка'. A
 * 'бронь' is a date booked (a slot), an 'ошибка' a booking that failed; a kind with none is left out. Nothing when
 * nothing happened, when the backend sends no summary, or when its summary counts another day than today in
 * Moscow (an answer kept from before midnight).
 */
export function todayResultsText(summary: SchemaAutobookingTodaySummary | undefined, now: Date): string | undefined {
  if (!summary || summary.date !== moscowToday(now)) return undefined;
  const parts = [
    summary.bookedCount > 0
      ? `${summary.bookedCount} ${pluralRu(summary.bookedCount, ['бронь', 'брони', 'броней'])}`
      : '',
    summary.failedCount > 0
      ? `${summary.failedCount} ${pluralRu(summary.failedCount, ['ошибка', 'ошибки', 'ошибок'])}`
      : '',
  ].filter(Boolean);
  return parts.length ? `Сегодня: ${parts.join(', ')}` : undefined;
}
