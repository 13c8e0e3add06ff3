import type { Autobooking } from '@/api/autobookings';
import type { AutobookingAttempt } from '@/api/autobookings';
import type { SchemaAttemptOutcome as AttemptOutcome, SchemaBookedSlot as BookedSlot } from '@generated/schema';
import type { TransitWarehouse } from '@/api/transit-warehouses';
import type { Trigger } from '@/api/triggers';
import { pluralRu } from '@/shared/lib/plural';
import type { BadgeTone } from '@/shared/ui/badge';
import { daysBetween, type CalendarDay } from '@/domain/calendar-day';
import { formatDay } from '@/domain/calendar-day-text';
import { coefficientLabel, slotCoefficientLabel } from '@/domain/coefficient';
import { formatMoney } from '@/shared/lib/money';
import { supplyTypeLabels, supplyTypes } from '@/domain/supply-types';
import { transitStores, type AutobookingStatus, type DateType } from './autobooking-rules';

/** Status badge of a card (docs/autobookings.md). */
export const statusBadges: Record<AutobookingStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: 'в ожидании', tone: 'yellow' },
  COMPLETED: { label: 'забронировано', tone: 'green' },
  ARCHIVED: { label: 'в архиве', tone: 'gray' },
  ERROR: { label: 'ошибка', tone: 'red' },
};

export const dateTypeLabels: Record<DateType, string> = {
  WEEK: 'Неделя',
  MONTH: 'Месяц',
  CUSTOM_PERIOD: 'Свой период',
  CUSTOM_DATES: 'Выбрать даты',
};

/**
 * The dates of a booking in words: 'Неделя с 24.11.2026', 'Месяц с 01.12.2026', '28.11.2026 – 15.12.2026'.
 * Custom dates are listed one by one instead (see {@link customDateMarks}); for them this is undefined.
 */
export function periodLabel(booking: Pick<Autobooking, 'dateType' | 'startDate' | 'endDate'>): string | undefined {
  const { dateType, startDate, endDate } = booking;
  if (dateType === 'CUSTOM_DATES' || !startDate) return undefined;
  if (dateType === 'WEEK') return `Неделя с ${formatDay(startDate)}`;
  if (dateType === 'MONTH') return `Месяц с ${formatDay(startDate)}`;
  return endDate ? `${formatDay(startDate)} – ${formatDay(endDate)}` : `с ${formatDay(startDate)}`;
}

/**
 * The custom dates of a booking in order, each once (the contract does not rule out a repeated date), each marked
 * when a slot was already booked on it.
 */
export function customDateMarks(
  booking: Pick<Autobooking, 'customDates' | 'completedDates'>,
): { day: CalendarDay; booked: boolean }[] {
  const booked = new Set(booking.completedDates);
  return [...new Set(booking.customDates)].sort().map((day) => ({ day, booked: booked.has(day) }));
}

/**
 * '1 автобронирование', '3 автобронирования', '12 автобронирований': the counted word agrees with the number,
 * as a Russian reader expects (a fixed 'N автобронирований' would read wrong for 1 or 3).
 */
export function autobookingsCount(count: number): string {
  return `${count} ${pluralRu(count, ['автобронирование', 'автобронирования', 'автобронирований'])}`;
}

/** What a transit warehouse stores, e.g. 'Короба, Монопаллеты'; empty when it stores nothing. */
export function transitStoresLabel(transit: TransitWarehouse): string {
  return supplyTypes
    .filter((type) => transitStores(transit, type))
    .map((type) => supplyTypeLabels[type])
    .join(', ');
}

/**
 * A trigger offered as a template: its warehouses, supply types and coefficient, e.g. 'Коледино, Подольск · Короба ·
 * Бесплатная'; each '·' is glued to the part before it, so a wrapped line never starts with one.
 */
export function templateLabel(
  trigger: Pick<Trigger, 'warehouseIds' | 'supplyTypes' | 'maxCoefficient'>,
  warehouseName: (id: number) => string,
): string {
  return [
    trigger.warehouseIds.map(warehouseName).join(', '),
    trigger.supplyTypes.map((type) => supplyTypeLabels[type]).join(', '),
    coefficientLabel(trigger.maxCoefficient),
  ].join('\u00a0· ');
}

/**
 * A booked date with what the marketplace gave for it, part by part: '14.11.2026', 'коэф. 2',
 * 'поставка WB-GI-98344127', 'приемка 1 840 ₽' (a card keeps each part on one line).
 */
export function bookedSlotParts(slot: BookedSlot): string[] {
  const number = slot.supplyId ? `поставка ${slot.supplyId}` : slot.preorderId ? `предзаказ ${slot.preorderId}` : null;
  const cost = slot.acceptanceCost === null ? null : `приемка ${formatMoney(slot.acceptanceCost, slot.currency)}`;
  return [formatDay(slot.day), slotCoefficientLabel(slot.coefficient), number, cost].filter(
    (part): part is string => part !== null,
  );
}

/** What an attempt ended in (docs/autobookings.md). */
const attemptOutcomeLabels: Record<AttemptOutcome, string> = {
  no_slot: 'Слотов нет',
  coefficient_above_limit: 'Коэффициент выше лимита',
  booked: 'Забронировано',
  refused_by_marketplace: 'Маркетплейс отказал',
  supplier_auth_revoked: 'Нет доступа к кабинету поставщика',
  source_unavailable: 'Источник слотов не ответил',
  draft_invalid: 'Склад не принимает черновик',
  internal_error: 'Сбой сервиса',
};

/** What kept a found slot from being booked, after 'Слот найден (…), но ' (docs/autobookings.md). */
const lostSlotReasons: Partial<Record<AttemptOutcome, string>> = {
  refused_by_marketplace: 'маркетплейс отказал',
  supplier_auth_revoked: 'нет доступа к кабинету поставщика',
  draft_invalid: 'склад не принимает черновик',
  internal_error: 'сбой сервиса',
};

/** A seen slot's coefficient with its day: 'коэф. 3 на 26.11.2026', 'бесплатно на 26.11.2026'. */
function seenCoefficientText(attempt: Pick<AutobookingAttempt, 'coefficient' | 'coefficientDay'>): string | null {
  if (attempt.coefficient === null) return null;
  const coefficient = slotCoefficientLabel(attempt.coefficient);
  return attempt.coefficientDay ? `${coefficient} на ${formatDay(attempt.coefficientDay)}` : coefficient;
}

/**
 * An attempt in one line: its outcome with what it saw or booked, the coefficient with its day, e.g.
 * 'Коэффициент выше лимита: коэф. 5 на 26.11.2026', 'Забронировано: коэф. 2 на 14.11.2026, поставка
 * WB-GI-98344127', or for a slot seen and lost 'Слот найден (коэф. 2 на 25.11.2026), но нет доступа к кабинету
 * поставщика'.
 */
export function attemptText(
  attempt: Pick<AutobookingAttempt, 'coefficient' | 'coefficientDay' | 'supplyId' | 'preorderId' | 'outcome'>,
): string {
  const seen = seenCoefficientText(attempt);
  const lost = lostSlotReasons[attempt.outcome];
  if (seen && lost) return `Слот найден (${seen}), но ${lost}`;
  const number = attempt.supplyId
    ? `поставка ${attempt.supplyId}`
    : attempt.preorderId
      ? `предзаказ ${attempt.preorderId}`
      : null;
  const details = [seen, number].filter(Boolean).join(', ');
  return details ? `${attemptOutcomeLabels[attempt.outcome]}: ${details}` : attemptOutcomeLabels[attempt.outcome];
}

/** Consecutive attempts that ended alike, shown as one row: the newest and oldest of the run and how many. */
export interface AttemptRun {
  key: number;
  newest: AutobookingAttempt;
  oldest: AutobookingAttempt;
  count: number;
}

/**
 * The attempts (newest first) with runs of the same result folded: consecutive attempts with the same outcome,
 * coefficient, day and days tried become one row ('12:00–12:24: Слотов нет ×9').
 */
export function foldAttemptRuns(attempts: readonly AutobookingAttempt[]): AttemptRun[] {
  const runs: AttemptRun[] = [];
  const sameAs = (a: AutobookingAttempt, b: AutobookingAttempt) =>
    a.outcome === b.outcome &&
    a.outcome !== 'booked' &&
    a.coefficient === b.coefficient &&
    (a.coefficientDay ?? null) === (b.coefficientDay ?? null) &&
    a.days.join() === b.days.join();
  for (const attempt of attempts) {
    const last = runs.at(-1);
    if (last && sameAs(last.oldest, attempt)) {
      last.oldest = attempt;
      last.count += 1;
    } else runs.push({ key: attempt.id, newest: attempt, oldest: attempt, count: 1 });
  }
  return runs;
}

/**
 * The attempts read so far in one line, most frequent outcome first: '25 попыток: слотов нет 18, коэффициент выше
 * лимита 6 (от коэф. 3), источник слотов не ответил 1'.
 */
export function attemptsSummaryText(attempts: readonly AutobookingAttempt[]): string | undefined {
  if (attempts.length === 0) return undefined;
  const byOutcome = new Map<AttemptOutcome, AutobookingAttempt[]>();
  for (const attempt of attempts) byOutcome.set(attempt.outcome, [...(byOutcome.get(attempt.outcome) ?? []), attempt]);
  const parts = [...byOutcome.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([outcome, list]) => {
      const lowest = Math.min(...list.map((attempt) => attempt.coefficient ?? Infinity));
      const from = outcome === 'coefficient_above_limit' && Number.isFinite(lowest) ? ` (от коэф. ${lowest})` : '';
      return `${attemptOutcomeLabels[outcome].toLowerCase()} ${list.length}${from}`;
    });
  const count = `${attempts.length} ${pluralRu(attempts.length, ['попытка', 'попытки', 'попыток'])}`;
  return `${count}: ${parts.join(', ')}`;
}

/** The days an attempt tried: one day, the ends of consecutive days ('24.11.2026 – 30.11.2026'), or a list. */
export function attemptDaysText(days: readonly CalendarDay[]): string {
  const sorted = [...new Set(days)].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return '—';
  if (first === last) return formatDay(first);
  if (daysBetween(first, last) === sorted.length - 1) return `${formatDay(first)} – ${formatDay(last)}`;
  return sorted.map(formatDay).join(', ');
}
