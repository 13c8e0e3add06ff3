import { useId, useState, type ReactNode } from 'react';
import type { CalendarDay } from '@/domain/calendar-day';
import {
  ALL_WEEKDAYS,
  filtersFacts,
  slotFiltersOf,
  sortedWeekdays,
  weekdayShortNames,
  type IsoWeekday,
  type SlotFilters,
} from '@/domain/slot-filters';
import { LEAD_DAYS_MAX, LEAD_DAYS_MIN, WEEKEND, WORKDAYS, leadTimeHelp } from '@/domain/slot-filter-rules';
import { daysText } from '@/shared/lib/days-text';
import { haptics } from '@/shared/telegram/haptics';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { cx } from '@/shared/ui/cx';
import { useFieldControl } from '@/shared/ui/form/field-context';
import { FieldGroup } from '@/shared/ui/form/field-group';
import { FormField } from '@/shared/ui/form/form-field';
import { Segmented } from '@/shared/ui/form/segmented';
import { Stepper } from '@/shared/ui/form/stepper';
import { TextInput } from '@/shared/ui/form/text-input';
import styles from './slot-filters-fields.module.css';

type FilterField = keyof SlotFilters;

export interface SlotFiltersFieldsProps {
  value: SlotFilters;
  /** Receives all three values whenever one changes. */
  onChange: (value: SlotFilters) => void;
  errors: Partial<Record<FilterField, string | undefined>>;
  today: CalendarDay;
  /** Why the weekdays do not apply (the dates are picked one by one); the choice is then shown disabled. */
  weekdaysOff?: string;
  /** After the logistics field's help: the logistics the market shows now for the chosen warehouses. */
  logisticsSeen?: ReactNode;
}

const presets = [
  { value: 'all', label: 'Все', days: ALL_WEEKDAYS },
  { value: 'workdays', label: 'Будни', days: WORKDAYS },
  { value: 'weekend', label: 'Выходные', days: WEEKEND },
] as const;

type Preset = (typeof presets)[number]['value'];

function presetOf(weekdays: readonly number[]): Preset | null {
  const sorted = sortedWeekdays(weekdays).join();
  return presets.find((preset) => preset.days.join() === sorted)?.value ?? null;
}

/**
 * 'Дополнительные фильтры' of both forms (docs/triggers.md#additional-filters): lead time, weekdays and a cap on
 * the logistics coefficient, folded under one line that names the filters set, so the main fields keep the first
 * screen. It opens by itself while one of them has an error.
 */
export function SlotFiltersFields({
  value,
  onChange,
  errors,
  today,
  weekdaysOff,
  logisticsSeen,
}: SlotFiltersFieldsProps) {
  const contentId = useId();
  const facts = filtersFacts(slotFiltersOf(value));
  const hasError = Object.values(errors).some(Boolean);
  const [opened, setOpened] = useState(false);
  // An error opens the section, and it stays open once the error is fixed: it never folds away under the finger.
  if (hasError && !opened) setOpened(true);
  const open = opened || hasError;

  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpened(!open)}
      >
        <span className={styles.toggleText}>
          <span className={styles.toggleTitle}>Дополнительные фильтры</span>
          <span className={cx(styles.summary, hasError && styles.summaryError)}>
            {facts.length > 0 ? facts.join(' · ') : 'Срок до слота, дни недели, логистика'}
          </span>
        </span>
        <ChevronDownIcon size={20} className={cx(styles.chevron, open && styles.chevronOpen)} />
      </button>

      {open ? (
        <div id={contentId} className={styles.content}>
          <FormField
            label="Не раньше чем через"
            help={leadTimeHelp(today, value.minLeadDays)}
            error={errors.minLeadDays}
          >
            <Stepper
              value={value.minLeadDays}
              onChange={(days) => onChange({ ...value, minLeadDays: days })}
              min={LEAD_DAYS_MIN}
              max={LEAD_DAYS_MAX}
              formatValue={daysText}
            />
          </FormField>

          <FormField label="Дни недели" help={weekdaysOff} error={weekdaysOff ? undefined : errors.weekdays}>
            <WeekdaysControl
              value={value.weekdays}
              onChange={(weekdays) => onChange({ ...value, weekdays })}
              disabled={Boolean(weekdaysOff)}
            />
          </FormField>

          <FormField
            label="Коэффициент логистики, не выше"
            help={
              <>
                В процентах, как у маркетплейса: 100% — базовый тариф. Пусто — любой.
                {logisticsSeen}
              </>
            }
            error={errors.maxLogisticsCoefficient}
          >
            <div className={styles.percent}>
              <TextInput
                inputMode="numeric"
                autoComplete="off"
                placeholder="любой"
                value={value.maxLogisticsCoefficient ?? ''}
                onChange={(event) => {
                  const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
                  onChange({ ...value, maxLogisticsCoefficient: digits === '' ? null : Number(digits) });
                }}
              />
              <span className={styles.percentSign} aria-hidden="true">
                %
              </span>
            </div>
          </FormField>
        </div>
      ) : null}
    </div>
  );
}

function WeekdaysControl({
  value,
  onChange,
  disabled,
}: {
  value: readonly IsoWeekday[];
  onChange: (weekdays: IsoWeekday[]) => void;
  disabled: boolean;
}) {
  const field = useFieldControl();
  const chosen = new Set(value);
  const toggle = (weekday: IsoWeekday, on: boolean) => {
    haptics.selected();
    onChange(ALL_WEEKDAYS.filter((day) => (day === weekday ? on : chosen.has(day))));
  };
  return (
    <div className={styles.weekdays}>
      <Segmented
        options={presets.map(({ value: preset, label }) => ({ value: preset, label }))}
        value={presetOf(value)}
        onChange={(preset) => onChange([...(presets.find((item) => item.value === preset)?.days ?? ALL_WEEKDAYS)])}
        disabled={disabled}
        aria-label="Быстрый выбор дней"
      />
      <FieldGroup field={field} className={cx(styles.days, field.invalid && styles.daysInvalid)}>
        {ALL_WEEKDAYS.map((weekday) => (
          <label key={weekday} className={styles.day}>
            <input
              type="checkbox"
              className={styles.dayInput}
              checked={chosen.has(weekday)}
              disabled={disabled}
              onChange={(event) => toggle(weekday, event.target.checked)}
            />
            <span className={styles.dayLabel}>{weekdayShortNames[weekday]}</span>
          </label>
        ))}
      </FieldGroup>
    </div>
  );
}
