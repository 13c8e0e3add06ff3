import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Trigger } from '@/api/triggers';
import type { CalendarDay } from '@/domain/calendar-day';
import type { SlotPrefill } from '@/domain/slot-prefill';
import { useSlotFiltersField } from '@/shared/slot-filters/use-slot-filters-field';
import { schemaIssuePaths } from '@/shared/ui/form/missing-fields';
import { useAppForm } from '@/shared/ui/form/use-app-form';
import { datesForMode, modeForLeadTime, selectedDays, type SearchMode } from './trigger-dates';
import {
  newTriggerValues,
  restoredTriggerDraft,
  triggerFormSchema,
  triggerValues,
  type TriggerFormValues,
} from './trigger-form-schema';

/**
 * The trigger form's state: its values checked by the schema on `today`, and the rules that tie its fields together
 * (docs/triggers.md): a new search mode drops the previous dates and sets its own; the additional filters speak as
 * soon as the mode or the dates leave them no day. Edits `trigger` when given, else starts a new one (on `slot`, when
 * opened on one).
 */
export function useTriggerForm({
  today,
  trigger,
  slot,
}: {
  today: CalendarDay;
  trigger?: Trigger;
  slot?: SlotPrefill;
}) {
  const schema = useMemo(() => triggerFormSchema(today), [today]);
  const form = useAppForm(schema, {
    defaultValues: trigger ? triggerValues(trigger, today) : newTriggerValues(today, slot),
  });
  const { control, setValue, getValues, clearErrors } = form;
  /** The mode a lead time just moved the search from, said under the mode until the seller picks one. */
  const [movedFrom, setMovedFrom] = useState<SearchMode | null>(null);
  const setDatesOf = (mode: SearchMode) => {
    // A new mode drops the previous dates and sets its own (docs/triggers.md).
    const dates = datesForMode(mode, today);
    setValue('startDate', dates.startDate, { shouldDirty: true });
    setValue('endDate', dates.endDate, { shouldDirty: true });
    setValue('selectedDates', dates.selectedDates, { shouldDirty: true });
    clearErrors(['startDate', 'endDate', 'selectedDates']);
  };
  const [searchMode, startDate, endDate, selectedDates] = useWatch({
    control,
    name: ['searchMode', 'startDate', 'endDate', 'selectedDates'],
  });
  const allValues = useWatch({ control });
  /** The fields still to fix before saving, in no particular order. */
  const missingFields = useMemo(() => schemaIssuePaths(schema, allValues), [schema, allValues]);
  const filters = useSlotFiltersField(form, {
    days: selectedDays({ selectedDates }),
    today,
    daysPicked: searchMode === 'CUSTOM_DATES',
    // A lead time past the mode's days moves the mode to one it allows, instead of an error.
    onChanged: () => {
      const mode = getValues('searchMode');
      const next = modeForLeadTime(mode, getValues('minLeadDays'));
      if (!next) return;
      setValue('searchMode', next, { shouldDirty: true, shouldValidate: true });
      setDatesOf(next);
      setMovedFrom(mode);
      void form.trigger(['minLeadDays', 'weekdays']);
    },
  });

  return {
    form,
    today,
    /** The search mode and its dates. */
    dates: { searchMode, startDate, endDate, selectedDates },
    restoreDraft: (stored: TriggerFormValues) => restoredTriggerDraft(stored, today),
    missingFields,
    chooseMode: (mode: SearchMode) => {
      setMovedFrom(null);
      setDatesOf(mode);
    },
    movedFrom,
    /** 'Дополнительные фильтры' bound to the form. */
    filters,
  };
}
