import { Suspense, useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Controller, useWatch } from 'react-hook-form';
import { useFormMarket } from '@/api/market';
import { triggersQueryOptions, type Trigger } from '@/api/triggers';
import { userQueryOptions } from '@/api/user';
import { isSubscriptionActive } from '@/domain/subscription';
import { warehouseNameOf } from '@/domain/warehouse-names';
import { Banner } from '@/shared/ui/banner';
import { warehousesQueryOptions, type Warehouse } from '@/api/warehouses';
import { useUnsavedChanges } from '@/shared/lib/unsaved-changes';
import { useRecentWarehouses } from '@/shared/lib/use-recent-warehouses';
import { useSingleFlight } from '@/shared/lib/use-single-flight';
import { useLeaveGuard } from '@/shared/navigation/use-leave-guard';
import { useView } from '@/shared/navigation/use-view';
import { useMainButton } from '@/shared/telegram/main-button';
import { EmptyState } from '@/shared/ui/empty-state';
import { CheckboxGroup } from '@/shared/ui/form/checkbox-group';
import { COEFFICIENT_HELP, CoefficientSlider } from '@/shared/ui/form/coefficient-slider';
import { DraftOffer } from '@/shared/ui/form/draft-offer';
import { FormField } from '@/shared/ui/form/form-field';
import { MissingFieldsLine } from '@/shared/ui/form/missing-fields-line';
import { missingFieldNames, missingFieldsText } from '@/shared/ui/form/missing-fields';
import { MultiSelect } from '@/shared/ui/form/multi-select';
import { Segmented } from '@/shared/ui/form/segmented';
import { SlotFiltersFields } from '@/shared/slot-filters/slot-filters-fields';
import { useFormDraft } from '@/shared/ui/form/use-form-draft';
import { IconButton } from '@/shared/ui/icon-button';
import { HelpIcon } from '@/shared/ui/view-icons';
import { moscowToday, type CalendarDay } from '@/domain/calendar-day';
import { COEFFICIENT_MAX, COEFFICIENT_MIN, MAX_TRIGGER_WAREHOUSES } from '@/domain/limits';
import { filtersForDates } from '@/domain/slot-filter-rules';
import { slotPrefillOf, type SlotPrefill } from '@/domain/slot-prefill';
import { supplyTypeOptions } from '@/domain/supply-types';
import { useCreateTrigger, useUpdateTrigger } from './use-trigger-form-writes';
import { TriggerDatesField } from './trigger-dates-field';
import { triggerDatesText } from './trigger-format';
import { TriggerHintsModal } from './trigger-hints-modal';
import { canEdit } from './trigger-limits';
import { searchModeOptions } from './trigger-options';
import { triggerRequest } from './trigger-form-schema';
import { selectedDays, type SearchMode } from './trigger-dates';
import { useTriggerForm } from './use-trigger-form';
import { LogisticsSeen, MarketStrip } from '@/shared/market-strip/lazy-market-strip';
import styles from './trigger-form-view.module.css';

/** Check intervals in minutes (docs/triggers.md), offered by this form alone (so not in the list's first load). */
const checkIntervalOptions: readonly { value: number; label: string }[] = [
  { value: 60, label: '1 час' },
  { value: 180, label: '3 часа' },
  { value: 360, label: '6 часов' },
  { value: 720, label: '12 часов' },
  { value: 1440, label: '24 часа' },
];

/** What the missing-fields line calls each field (its label, as in 'Выберите склад'), in the form's order. */
const missingNames = {
  warehouseIds: 'склад',
  supplyTypes: 'тип короба',
  checkInterval: 'интервал проверки',
  searchMode: 'режим поиска',
  startDate: 'даты',
  endDate: 'даты',
  selectedDates: 'даты',
  maxCoefficient: 'коэффициент',
  minLeadDays: 'срок до слота',
  weekdays: 'дни недели',
  maxLogisticsCoefficient: 'коэффициент логистики',
} as const;

const modeLabel = (mode: SearchMode) => searchModeOptions.find((option) => option.value === mode)?.label ?? mode;

/** Why the mode is not the one the seller had: '«Сегодня» раньше срока до слота, режим — «Завтра». '. */
const movedModeText = (from: SearchMode, to: SearchMode) =>
  `«${modeLabel(from)}» раньше срока до слота, режим — «${modeLabel(to)}». `;

/** triggers-form: creates a trigger, or edits the RELEVANT trigger of the `triggerId` search param. */
export function TriggerFormView() {
  const search = useSearch({ from: '/triggers-form' });
  const { triggerId } = search;
  const { data: triggers } = useSuspenseQuery(triggersQueryOptions());
  // Loads the warehouses when none are cached yet.
  const { data: warehouses } = useSuspenseQuery(warehousesQueryOptions());
  const { returnTo } = useView();
  const [today] = useState(() => moscowToday(new Date()));

  if (triggerId === undefined) {
    // Opened on one slot (the market's 'Следить'): a form of its own, filled with that slot.
    const slot = slotPrefillOf(search);
    const key = slot ? `slot-${slot.warehouseId}-${slot.supplyType}-${slot.day}-${slot.coefficient}` : 'new';
    return <TriggerForm key={key} today={today} warehouses={warehouses} slot={slot} />;
  }
  const trigger = triggers.find((item) => item.id === triggerId);
  if (!trigger || !canEdit(trigger)) {
    return (
      <EmptyState
        title="Таймслот нельзя изменить"
        description="Он удален или уже не актуален."
        action={{ label: 'К таймслотам', onClick: () => returnTo('triggers-main') }}
      />
    );
  }
  return <TriggerForm key={trigger.id} today={today} warehouses={warehouses} trigger={trigger} />;
}

interface TriggerFormProps {
  today: CalendarDay;
  warehouses: readonly Warehouse[];
  /** The trigger being edited; creating when absent. */
  trigger?: Trigger;
  /** The slot a new trigger starts from. */
  slot?: SlotPrefill;
}

function TriggerForm({ today, warehouses, trigger, slot }: TriggerFormProps) {
  const { returnTo } = useView();
  const [hintsOpen, setHintsOpen] = useState(false);
  const model = useTriggerForm({ today, trigger, slot });
  const { data: user } = useSuspenseQuery(userQueryOptions());
  // A watch saved without a subscription is not checked: the form says so before the seller relies on it.
  const subscriptionActive = isSubscriptionActive(user.subscriptionExpiresAt, new Date());
  const { form, chooseMode } = model;
  const { searchMode, startDate, endDate, selectedDates } = model.dates;
  const { control, handleSubmit, setValue } = form;
  const [warehouseIds, supplyTypes, maxCoefficient] = useWatch({
    control,
    name: ['warehouseIds', 'supplyTypes', 'maxCoefficient'],
  });
  const market = useFormMarket(warehouseIds);
  const warehouseName = useMemo(() => warehouseNameOf(warehouses), [warehouses]);
  const { isValid, isDirty } = form.formState;
  const createTrigger = useCreateTrigger();
  const updateTrigger = useUpdateTrigger();
  const saving = createTrigger.isPending || updateTrigger.isPending;
  useUnsavedChanges(isDirty);
  const draft = useFormDraft(form, trigger ? `trigger_draft_${trigger.id}` : 'trigger_draft_new', {
    restore: model.restoreDraft,
  });
  const leaveAfterSave = useLeaveGuard(() => form.formState.isDirty, draft.forget);

  const { ordered: recentFirst, remember: rememberWarehouses } = useRecentWarehouses();
  const warehouseOptions = useMemo(
    () => recentFirst(warehouses.map((warehouse) => ({ value: warehouse.ID, label: warehouse.name }))),
    [warehouses, recentFirst],
  );

  // One request per tap, however fast the taps: the guard drops calls while one is in flight.
  const submit = useSingleFlight(() =>
    handleSubmit(async (values) => {
      const settings = triggerRequest(values);
      if (trigger) await updateTrigger.mutateAsync({ triggerId: trigger.id, settings });
      else await createTrigger.mutateAsync(settings);
      void rememberWarehouses(settings.warehouseIds);
      draft.forget();
      leaveAfterSave();
      returnTo('triggers-main');
    })(),
  );

  // A filter that leaves no day is named with its conflict (shown at the filter too), never as a field to choose.
  const filterProblems = model.filters.errors;
  const unchosen = model.missingFields.filter((path) => !filterProblems[path as keyof typeof filterProblems]);
  const missingText =
    [missingFieldsText(missingFieldNames(unchosen, missingNames)), ...Object.values(filterProblems)]
      .filter(Boolean)
      .join('. ') || undefined;

  useMainButton({
    text: trigger ? 'Сохранить изменения' : 'Создать таймслот',
    // An edit is saved only once something changed.
    visible: isValid && (!trigger || isDirty),
    loading: saving,
    onClick: () => void submit(),
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={styles.heading}>
        <h1 className={styles.title}>{trigger ? 'Редактирование таймслота' : 'Создание таймслота'}</h1>
        <IconButton label="Подсказки" icon={<HelpIcon />} onClick={() => setHintsOpen(true)} />
      </div>

      {subscriptionActive ? null : (
        <Banner
          tone="yellow"
          data-testid="runs-after-subscription"
          text={`Подписка не активна: таймслот ${trigger ? 'сохранится' : 'будет создан'}, но заработает после оплаты подписки.`}
        />
      )}
      <DraftOffer draft={draft} />

      <div className={styles.section}>
        <Controller
          control={control}
          name="warehouseIds"
          render={({ field, fieldState }) => (
            <FormField label="Склады" required help="До трех складов" error={fieldState.error?.message}>
              <MultiSelect
                options={warehouseOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxSelectable={MAX_TRIGGER_WAREHOUSES}
                placeholder="Выберите склады"
                searchPlaceholder="Поиск склада"
                emptyText="Склады не найдены"
                limitText="Можно выбрать не более трех складов"
              />
            </FormField>
          )}
        />

        <Controller
          control={control}
          name="supplyTypes"
          render={({ field, fieldState }) => (
            <FormField label="Типы коробов" required help="Можно выбрать несколько" error={fieldState.error?.message}>
              <CheckboxGroup
                options={supplyTypeOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                direction="row"
              />
            </FormField>
          )}
        />

        <Controller
          control={control}
          name="checkInterval"
          render={({ field, fieldState }) => (
            <FormField
              label="Интервал проверки"
              required
              help="Как часто проверять склады"
              error={fieldState.error?.message}
            >
              <Segmented
                options={checkIntervalOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
      </div>

      <div className={styles.section}>
        <Controller
          control={control}
          name="searchMode"
          render={({ field, fieldState }) => (
            <FormField
              label="Режим поиска"
              required
              help={
                searchMode === 'RANGE' || searchMode === 'CUSTOM_DATES'
                  ? undefined
                  : `${model.movedFrom ? movedModeText(model.movedFrom, searchMode) : ''}Даты: ${triggerDatesText({ searchMode, startDate, endDate, selectedDates })}`
              }
              error={fieldState.error?.message}
            >
              <Segmented
                options={searchModeOptions}
                value={field.value}
                onChange={(mode) => {
                  chooseMode(mode);
                  field.onChange(mode);
                }}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />

        {searchMode === 'RANGE' || searchMode === 'CUSTOM_DATES' ? (
          <TriggerDatesField form={form} mode={searchMode} today={today} />
        ) : null}
      </div>

      <div className={styles.section}>
        <Controller
          control={control}
          name="maxCoefficient"
          render={({ field, fieldState }) => (
            <FormField
              label="Максимальный коэффициент"
              required
              help={COEFFICIENT_HELP}
              error={fieldState.error?.message}
            >
              <CoefficientSlider
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={COEFFICIENT_MIN}
                max={COEFFICIENT_MAX}
              />
            </FormField>
          )}
        />
        <Suspense fallback={null}>
          <MarketStrip
            market={market}
            warehouses={warehouseIds.map((id) => ({ id, name: warehouseName(id) }))}
            supplyTypes={supplyTypes}
            today={today}
            conditions={{
              maxCoefficient,
              filters: filtersForDates(model.filters.value, searchMode === 'CUSTOM_DATES'),
              watchedDays: selectedDays({ selectedDates }),
            }}
            onPickCoefficient={(coefficient) =>
              setValue('maxCoefficient', coefficient, { shouldDirty: true, shouldValidate: true })
            }
          />
        </Suspense>
      </div>

      <div className={styles.section}>
        <SlotFiltersFields
          {...model.filters}
          logisticsSeen={
            <Suspense fallback={null}>
              <LogisticsSeen market={market} warehouseIds={warehouseIds} supplyTypes={supplyTypes} />
            </Suspense>
          }
        />
      </div>

      <MissingFieldsLine text={isValid ? undefined : missingText} />

      <TriggerHintsModal open={hintsOpen} onClose={() => setHintsOpen(false)} />
    </form>
  );
}
