import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { cachedBooking } from '@/api/autobookings-cache';
import { DateTypeValues } from '@generated/constants';
import { slotPrefillOf } from '@/domain/slot-prefill';
import { COEFFICIENT_MAX, COEFFICIENT_MIN } from '@/domain/limits';
import { useUnsavedChanges } from '@/shared/lib/unsaved-changes';
import { useRecentWarehouses } from '@/shared/lib/use-recent-warehouses';
import { useLeaveGuard } from '@/shared/navigation/use-leave-guard';
import { useView } from '@/shared/navigation/use-view';
import { useMainButton } from '@/shared/telegram/main-button';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Checkbox } from '@/shared/ui/form/checkbox';
import { COEFFICIENT_HELP, CoefficientSlider } from '@/shared/ui/form/coefficient-slider';
import { DraftOffer } from '@/shared/ui/form/draft-offer';
import { FormField } from '@/shared/ui/form/form-field';
import { MissingFieldsLine } from '@/shared/ui/form/missing-fields-line';
import { missingFieldNames } from '@/shared/ui/form/missing-fields';
import { Segmented } from '@/shared/ui/form/segmented';
import { Select } from '@/shared/ui/form/select';
import { SlotFiltersFields } from '@/shared/slot-filters/slot-filters-fields';
import { useFormMarket } from '@/api/market';
import { filtersForDates } from '@/domain/slot-filter-rules';
import { bookingDays } from './autobooking-dates';
import { useFormDraft } from '@/shared/ui/form/use-form-draft';
import { Skeleton } from '@/shared/ui/skeleton';
import { autobookingsCount, dateTypeLabels } from './autobooking-labels';
import { createBlocker, creditsLeftAfter } from './autobooking-rules';
import { AutobookingsGate } from './autobookings-gate';
import { useAutobookingForm } from './use-autobooking-form';
import { useCreateAutobooking } from './use-create-autobooking';
import { LogisticsSeen, MarketStrip } from '@/shared/market-strip/lazy-market-strip';
import styles from './autobooking-form-view.module.css';

// The date pickers show once a period type is chosen: they load then, with the calendar.
const AutobookingDatesField = lazy(() =>
  import('./autobooking-dates-field').then((module) => ({ default: module.AutobookingDatesField })),
);
// Only some sellers look at a draft's goods: the modal loads when first opened (prefetched when the app is idle).
const DraftGoodsModal = lazy(() =>
  import('./draft-goods-modal').then((module) => ({ default: module.DraftGoodsModal })),
);

const dateTypeOptions = DateTypeValues.map((value) => ({ value, label: dateTypeLabels[value] }));

/** What the missing-fields line calls each field (the field's label, as in 'Выберите склад'), in the form's order. */
const missingNames = {
  draftId: 'черновик поставки',
  warehouseId: 'склад',
  transitWarehouseId: 'транзитный склад',
  supplyType: 'тип поставки',
  dateType: 'тип периода',
  startDate: 'дату начала',
  endDate: 'дату окончания',
  customDates: 'даты',
  maxCoefficient: 'коэффициент',
  minLeadDays: 'срок до слота',
  weekdays: 'дни недели',
  maxLogisticsCoefficient: 'коэффициент логистики',
} as const;

const supplyTypeHelp = {
  incomplete: 'Выберите черновик и склад для валидации',
  checking: 'Проверяем склад…',
  accepted: undefined,
  rejected: 'Склад не принимает этот черновик',
  failed: 'Не удалось проверить склад',
} as const;

/** autobookings-form: a new autobooking for a draft, a warehouse and dates, behind the same gates as the list. */
export function AutobookingFormView() {
  return (
    <AutobookingsGate>
      {(user) =>
        user.autobookingCount > 0 ? <AutobookingForm balance={user.autobookingCount} /> : <NoCreditsNotice />
      }
    </AutobookingsGate>
  );
}

/** With no credits the form is not offered: nothing filled in could be sent (docs/autobookings.md#blocked-creation). */
function NoCreditsNotice() {
  const { setView } = useView();
  return (
    <Banner
      tone="red"
      data-testid="no-credits-notice"
      title="Недостаточно автобронирований"
      text="На балансе нет автобронирований. Приобретите их, чтобы создать автобронирование."
      action={{ label: 'Купить автобронирования', onClick: () => setView('store-bookings') }}
    />
  );
}

function AutobookingForm({ balance }: { balance: number }) {
  const { setView } = useView();
  const search = useSearch({ from: '/autobookings-form' });
  const queryClient = useQueryClient();
  // The booking to create again is the one the list showed; opened without it (a reload), the form starts empty.
  const [copyOf] = useState(() =>
    search.copyOf === undefined ? undefined : cachedBooking(queryClient, Number(search.copyOf)),
  );
  const model = useAutobookingForm({ slot: slotPrefillOf(search), copyOf });
  const { form, values, check, options, drafts } = model;
  const { errors, isDirty } = form.formState;
  const [goodsOpen, setGoodsOpen] = useState(false);
  const [datesRefused, setDatesRefused] = useState(false);
  useUnsavedChanges(isDirty);
  const draft = useFormDraft(form, 'autobooking_draft_new', { restore: model.restoreDraft, resume: model.resumeDraft });
  const allowLeave = useLeaveGuard(() => form.formState.isDirty, draft.forget);

  const creditsLeft = creditsLeftAfter(balance, values.dateType, values.customDates);
  const { ordered: recentFirst, remember: rememberWarehouses } = useRecentWarehouses();
  const warehouseOptions = useMemo(() => recentFirst(options.warehouses), [options.warehouses, recentFirst]);
  const chosenWarehouses = useMemo(
    () => (values.warehouseId === null ? [] : [values.warehouseId]),
    [values.warehouseId],
  );
  const market = useFormMarket(chosenWarehouses);
  const chosenTypes = values.supplyType ? [values.supplyType] : [];
  const create = useCreateAutobooking(form, {
    onCreated: (payload) => {
      void rememberWarehouses([payload.warehouseId]);
      draft.forget();
      allowLeave();
    },
    // Off to buy what is missing: the draft stays, to continue on return.
    onLeaveToFix: allowLeave,
  });
  const blocker = createBlocker(missingFieldNames(model.missingFields, missingNames), balance, creditsLeft);
  const canCreate = model.complete && blocker === undefined;
  useMainButton({
    text: 'Создать автобронирование',
    visible: canCreate,
    loading: create.isPending,
    onClick: create.submit,
  });

  const buyCredits = () => {
    allowLeave();
    setView('store-bookings');
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
      <h1 className={styles.title}>Создание автобронирования</h1>
      <DraftOffer draft={draft} />

      <Card>
        {options.templates.length > 0 ? (
          <FormField
            label="Шаблон из таймслота"
            help="Заполнит склад, тип поставки, коэффициент и дополнительные фильтры"
          >
            <Select
              options={options.templates}
              value={model.templateId}
              onChange={model.chooseTemplate}
              placeholder="Без шаблона"
              emptyText="Таймслоты не найдены"
            />
          </FormField>
        ) : null}

        <FormField
          label="Черновик поставки"
          required
          error={errors.draftId?.message}
          help={
            drafts.isError
              ? 'Не удалось загрузить черновики'
              : drafts.data?.length === 0
                ? 'Создайте черновик поставки в личном кабинете продавца маркетплейса'
                : undefined
          }
          labelEnd={
            values.draftId ? (
              <Button size="sm" variant="plain" onClick={() => setGoodsOpen(true)}>
                Посмотреть товары
              </Button>
            ) : drafts.isError ? (
              <Button size="sm" variant="plain" onClick={() => void drafts.refetch()}>
                Повторить
              </Button>
            ) : null
          }
        >
          <Select
            options={options.drafts}
            value={values.draftId}
            onChange={model.chooseDraft}
            onBlur={() => void form.trigger('draftId')}
            loading={drafts.isPending}
            placeholder="Выберите черновик"
            emptyText={drafts.isError ? 'Не удалось загрузить черновики' : 'Черновиков нет'}
          />
        </FormField>

        <FormField label="Склад" required error={errors.warehouseId?.message}>
          <Select
            options={warehouseOptions}
            value={values.warehouseId}
            onChange={model.chooseWarehouse}
            onBlur={() => void form.trigger('warehouseId')}
            searchable
            placeholder="Выберите склад"
            searchPlaceholder="Поиск склада"
            emptyText="Склады не найдены"
          />
        </FormField>

        <Checkbox
          label="Использовать транзитный склад"
          checked={values.useTransit}
          onChange={model.toggleTransit}
          disabled={!model.transitAllowed}
          description={
            values.warehouseId === null
              ? 'Сначала выберите склад'
              : model.transitAllowed
                ? undefined
                : 'Недоступно для складов СЦ'
          }
        />

        {values.useTransit ? (
          <FormField
            label="Транзитный склад"
            required
            error={errors.transitWarehouseId?.message}
            help={model.transitsFailed ? 'Не удалось загрузить транзитные склады' : undefined}
            labelEnd={
              model.transitsFailed ? (
                <Button size="sm" variant="plain" onClick={model.retryTransits}>
                  Повторить
                </Button>
              ) : null
            }
          >
            <Select
              options={options.transits}
              value={values.transitWarehouseId}
              onChange={model.chooseTransit}
              onBlur={() => void form.trigger('transitWarehouseId')}
              loading={model.transitsLoading}
              placeholder="Выберите транзитный склад"
              emptyText={model.transitsFailed ? 'Не удалось загрузить транзитные склады' : 'Нет транзитных складов'}
            />
          </FormField>
        ) : null}

        <FormField label="Тип поставки" required error={errors.supplyType?.message} help={supplyTypeHelp[check.status]}>
          <Select
            options={options.supplyTypes}
            value={values.supplyType}
            onChange={model.chooseSupplyType}
            onBlur={() => void form.trigger('supplyType')}
            disabled={check.status !== 'accepted'}
            loading={check.status === 'checking'}
            placeholder="Выберите тип поставки"
            emptyText="Склад не принимает этот черновик"
          />
        </FormField>
        {check.status === 'failed' ? (
          <Button size="sm" variant="secondary" onClick={model.checkWarehouse}>
            Проверить склад снова
          </Button>
        ) : null}
      </Card>

      <Card>
        <FormField label="Тип периода" required error={errors.dateType?.message}>
          <Segmented
            options={dateTypeOptions}
            value={values.dateType}
            onChange={(dateType) => {
              setDatesRefused(false);
              model.chooseDateType(dateType);
            }}
            onBlur={() => void form.trigger('dateType')}
            name="dateType"
            placeholder="Выберите тип периода"
          />
        </FormField>

        {values.dateType ? (
          <Suspense fallback={<Skeleton height={360} radius="var(--radius)" />}>
            <AutobookingDatesField model={model} balance={balance} onDatesRefused={setDatesRefused} />
          </Suspense>
        ) : null}
      </Card>
      {datesRefused ? (
        <Banner
          tone="red"
          role="alert"
          data-testid="credits-refused"
          title="Недостаточно автобронирований"
          text="У вас недостаточно автобронирований. Выберите меньше дат или приобретите больше автобронирований."
          action={{ label: 'Купить автобронирования', onClick: buyCredits }}
        />
      ) : null}

      <Card>
        <FormField
          label="Максимальный коэффициент"
          required
          error={errors.maxCoefficient?.message}
          help={COEFFICIENT_HELP}
        >
          <CoefficientSlider
            value={values.maxCoefficient ?? 0}
            onChange={model.setMaxCoefficient}
            min={COEFFICIENT_MIN}
            max={COEFFICIENT_MAX}
          />
        </FormField>
        <Suspense fallback={null}>
          <MarketStrip
            market={market}
            warehouses={options.warehouses
              .filter((option) => option.value === values.warehouseId)
              .map((option) => ({ id: option.value, name: option.label }))}
            supplyTypes={chosenTypes}
            today={model.today}
            conditions={{
              maxCoefficient: values.maxCoefficient ?? 0,
              filters: filtersForDates(model.filters.value, values.dateType === 'CUSTOM_DATES'),
              watchedDays: bookingDays(values),
            }}
            onPickCoefficient={model.setMaxCoefficient}
          />
        </Suspense>
      </Card>

      <Card>
        <SlotFiltersFields
          {...model.filters}
          logisticsSeen={
            <Suspense fallback={null}>
              <LogisticsSeen market={market} warehouseIds={chosenWarehouses} supplyTypes={chosenTypes} />
            </Suspense>
          }
        />
      </Card>

      <p className={creditsLeft > 0 ? styles.creditsLeft : styles.creditsOut} data-testid="credits-hint">
        У вас останется {autobookingsCount(Math.max(0, creditsLeft))}.
      </p>

      <MissingFieldsLine text={blocker} />

      {goodsOpen && values.draftId ? (
        <Suspense fallback={null}>
          <DraftGoodsModal draftId={values.draftId} onClose={() => setGoodsOpen(false)} />
        </Suspense>
      ) : null}
    </form>
  );
}
