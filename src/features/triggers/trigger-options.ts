import type { SchemaTriggerStatus } from '@generated/schema';
import type { SearchMode } from './trigger-dates';

export type TriggerStatus = SchemaTriggerStatus;

interface Option<T> {
  value: T;
  label: string;
}

/** In the order a seller thinks of them: the nearest days first, then open-ended, then hand-picked. */
export const searchModeOptions: readonly Option<SearchMode>[] = [
  { value: 'TODAY', label: 'Сегодня' },
  { value: 'TOMORROW', label: 'Завтра' },
  { value: 'WEEK', label: 'Неделя' },
  { value: 'UNTIL_FOUND', label: 'До нахождения' },
  { value: 'CUSTOM_DATES', label: 'Выбрать даты' },
  { value: 'RANGE', label: 'Период' },
];

/** The list tabs in order: what is being watched, what found its slot, what ran past its dates. */
export const triggerStatuses: readonly TriggerStatus[] = ['RELEVANT', 'COMPLETED', 'EXPIRED'];

/**
 * Texts of a tab. The search box's placeholder is short enough to show whole beside 'добавить' on a 360 px phone;
 * its accessible name says in full what it searches.
 */
export const statusTexts: Record<
  TriggerStatus,
  { tab: string; empty: string; searchPlaceholder: string; searchLabel: string }
> = {
  RELEVANT: {
    tab: 'Актуальные',
    empty: 'Нет актуальных таймслотов',
    searchPlaceholder: 'Поиск актуальных...',
    searchLabel: 'Поиск актуальных по складу',
  },
  COMPLETED: {
    tab: 'Завершенные',
    empty: 'Нет завершенных таймслотов',
    searchPlaceholder: 'Поиск завершенных...',
    searchLabel: 'Поиск завершенных по складу',
  },
  EXPIRED: {
    tab: 'Истекшие',
    empty: 'Нет истекших таймслотов',
    searchPlaceholder: 'Поиск истекших...',
    searchLabel: 'Поиск истекших по складу',
  },
};

function labelIn<T>(options: readonly Option<T>[], value: T): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}

export const searchModeLabel = (mode: SearchMode) => labelIn(searchModeOptions, mode);
