import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { SchemaSupplyType } from '@generated/schema';
import { draftsQueryOptions } from '@/api/drafts';
import { transitWarehousesQueryOptions } from '@/api/transit-warehouses';
import { triggersQueryOptions } from '@/api/triggers';
import { warehouseNames, warehousesQueryOptions } from '@/api/warehouses';
import { useUnsavedChanges } from '@/shared/lib/unsaved-changes';
import { useView } from '@/shared/navigation/use-view';
import { useMainButton } from '@/shared/telegram/main-button';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Checkbox } from '@/shared/ui/form/checkbox';
import { DateChips } from '@/shared/ui/form/date-chips';
import { dayKey } from '@/shared/ui/form/date-format';
import { DateRangePicker } from '@/shared/ui/form/date-range-picker';
import { FormField } from '@/shared/ui/form/form-field';
import { Segmented } from '@/shared/ui/form/segmented';
import { Select } from '@/shared/ui/form/select';
import { Slider } from '@/shared/ui/form/slider';
import { useAppForm } from '@/shared/ui/form/use-app-form';
import { toast } from '@/shared/ui/toast';
import { useCreateAutobooking } from './api/use-create-autobooking';
import { useWarehouseValidation } from './api/use-warehouse-validation';
import { CUSTOM_DATES_WINDOW_DAYS, MAX_PERIOD_DAYS, dateOf, formatInstant } from './autobooking-dates';
import {
  autobookingFormIssues,
  autobookingFormSchema,
  dateTypes,
  emptyAutobookingForm,
  MAX_COEFFICIENT,
} from './autobooking-form-schema';
import { autobookingsCount, dateTypeLabels, supplyTypeLabels, templateLabel, transitStoresLabel } from './autobooking-labels';
import { acceptedSupplyTypes, allowsTransit, creditsLeftAfter, isTransitUsable, type DateType } from './autobooking-rules';
import { AutobookingsGate } from './autobookings-gate';
import { DraftGoodsModal } from './draft-goods-modal';
import { StartDatePicker } from './start-date-picker';
import styles from './autobooking-form-view.module.css';

const dateTypeOptions = dateTypes.map((value) => ({ value, label: dateTypeLabels[value] }));
// Set by the form itself, so validation follows at once; `shouldTouch` lets the message show.
const byUser = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

/** autobookings-form: a new autobooking for a draft, a warehouse and dates, behind the same gates as the list. */
export function AutobookingFormView() {
  return <AutobookingsGate>{(user) => <AutobookingForm balance={user.autobookingCount} />}</AutobookingsGate>;
}

function AutobookingForm({ balance }: { balance: number }) {
  const queryClient = useQueryClient();
  const { setView, returnTo } = useView();
  const [today] = useState(() => dayKey(new Date()));
  const schema = useMemo(() => autobookingFormSchema(today), [today]);
  const form = useAppForm(schema, { defaultValues: emptyAutobookingForm });
  const { setValue, getValues, setError, formState } = form;
  const { errors } = formState;
  const values = form.watch();
  useUnsavedChanges(formState.isDirty);

  const { data: warehouses } = useSuspenseQuery(warehousesQueryOptions());
  const drafts = useQuery(draftsQueryOptions());
  const triggers = useQuery(triggersQueryOptions());
  const transitsEnabled = values.useTransit && values.warehouseId !== null;
  const transits = useQuery({ ...transitWarehousesQueryOptions(values.warehouseId ?? 0), enabled: transitsEnabled });
  // A failed transit fetch leaves the list empty (SPEC §4).
  const transitList = transitsEnabled ? (transits.data ?? []) : [];

  const [goodsOpen, setGoodsOpen] = useState(false);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [datesRefused, setDatesRefused] = useState(false);
  // The template's supply type, chosen again whenever a validation accepts it (a new draft or warehouse clears it).
  const preferredSupplyType = useRef<SchemaSupplyType | null>(null);

  const names = useMemo(() => warehouseNames(warehouses), [warehouses]);
  const nameOf = useCallback((id: number) => names.get(id) ?? `Склад ${id}`, [names]);
  const warehouseOptions = useMemo(() => warehouses.map((warehouse) => ({ value: warehouse.ID, label: warehouse.name })), [warehouses]);
  const draftOptions = useMemo(
    () => (drafts.data ?? []).map((draft) => ({ value: draft.ID, label: `Черновик от ${formatInstant(draft.createdAt)}` })),
    [drafts.data],
  );
  const templateOptions = useMemo(
    () => (triggers.data ?? []).map((trigger) => ({ value: trigger.id, label: templateLabel(trigger, nameOf) })),
    [triggers.data, nameOf],
  );
  const transitOptions = transitList.map((transit) => ({
    value: transit.transitWarehouseId,
    label: transit.transitWarehouseName,
    description: transitStoresLabel(transit) || 'Не принимает грузы',
    disabled: !isTransitUsable(transit),
  }));

  const { check, validate } = useWarehouseValidation({
    onInactive: () => {
      setValue('warehouseId', null, { shouldDirty: true });
      setValue('useTransit', false);
      setValue('transitWarehouseId', null);
      setValue('transitWarehouseName', null);
      setError('warehouseId', { message: 'Выбранный склад неактивен' });
    },
  });

  /** Checks the current draft, warehouse and transit; the supply type is chosen again from what is accepted. */
  const checkWarehouse = () => {
    const current = getValues();
    setValue('supplyType', null);
    void validate({
      draftId: current.draftId,
      warehouseId: current.warehouseId,
      transitWarehouseId: current.useTransit ? current.transitWarehouseId : null,
    }).then((meta) => {
      const preferred = preferredSupplyType.current;
      if (!meta || !preferred || getValues('supplyType') !== null) return;
      const transit = getValues('useTransit') ? transitList.find((item) => item.transitWarehouseId === getValues('transitWarehouseId')) : undefined;
      if (acceptedSupplyTypes(meta, transit).includes(preferred)) setValue('supplyType', preferred, byUser);
    });
  };

  const chooseWarehouse = (warehouseId: number | null) => {
    setValue('warehouseId', warehouseId, byUser);
    setValue('transitWarehouseId', null);
    setValue('transitWarehouseName', null);
    if (warehouseId === null || !allowsTransit(nameOf(warehouseId))) setValue('useTransit', false);
    checkWarehouse();
  };

  const chooseDraft = (draftId: string | null) => {
    setValue('draftId', draftId, byUser);
    checkWarehouse();
  };

  const toggleTransit = (on: boolean) => {
    const hadTransit = getValues('transitWarehouseId') !== null;
    setValue('useTransit', on, byUser);
    setValue('transitWarehouseId', null);
    setValue('transitWarehouseName', null);
    if (hadTransit) checkWarehouse();
  };

  const chooseTransit = (transitId: number | null) => {
    const transit = transitList.find((item) => item.transitWarehouseId === transitId);
    setValue('transitWarehouseId', transit?.transitWarehouseId ?? null, byUser);
    setValue('transitWarehouseName', transit?.transitWarehouseName ?? null);
    checkWarehouse();
  };

  const chooseTemplate = (triggerId: number | null) => {
    setTemplateId(triggerId);
    const trigger = triggers.data?.find((item) => item.id === triggerId);
    if (!trigger) return;
    preferredSupplyType.current = trigger.supplyTypes[0] ?? null;
    setValue('maxCoefficient', trigger.maxCoefficient, byUser);
    const warehouseId = trigger.warehouseIds.find((id) => names.has(id));
    if (warehouseId !== undefined) {
      void queryClient.prefetchQuery(transitWarehousesQueryOptions(warehouseId));
      chooseWarehouse(warehouseId);
    } else {
      checkWarehouse();
    }
  };

  const chooseSupplyType = (supplyType: SchemaSupplyType | null) => {
    preferredSupplyType.current = null;
    setValue('supplyType', supplyType, byUser);
  };

  const chooseDateType = (dateType: DateType) => {
    setValue('dateType', dateType, byUser);
    setValue('startDate', null);
    setValue('endDate', null);
    setValue('customDates', []);
    form.clearErrors(['startDate', 'endDate', 'customDates']);
    setDatesRefused(false);
  };

  const accepted =
    check.status === 'accepted'
      ? acceptedSupplyTypes(check.meta, values.useTransit ? transitList.find((item) => item.transitWarehouseId === values.transitWarehouseId) : undefined)
      : [];
  const supplyTypeOptions = accepted.map((type) => ({ value: type, label: supplyTypeLabels[type] }));
  const supplyTypeHelp = {
    incomplete: 'Выберите черновик и склад для валидации',
    checking: 'Проверяем склад…',
    accepted: undefined,
    rejected: 'Склад не принимает этот черновик',
    failed: 'Не удалось проверить склад',
  }[check.status];

  const creditsLeft = creditsLeftAfter(balance, values.dateType ?? undefined, values.customDates);
  const complete = autobookingFormIssues(values, today).length === 0 && check.status === 'accepted' && accepted.includes(values.supplyType as SchemaSupplyType);

  const create = useCreateAutobooking({
    onCreated: () => {
      form.reset(emptyAutobookingForm);
      returnTo('autobookings-main');
    },
  });
  const submit = form.handleSubmit(
    (payload) => create.run(payload),
    () => toast.error('Не удалось отправить форму автобронирования'),
  );
  useMainButton({
    text: 'Создать автобронирование',
    visible: complete && balance > 0 && creditsLeft >= 0,
    loading: create.isPending,
    onClick: () => void submit(),
  });

  const buyCredits = () => setView('store-bookings');
  const dateError = errors.startDate?.message ?? errors.endDate?.message;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
      <h1 className={styles.title}>Создание автобронирования</h1>

      <Card>
        {templateOptions.length > 0 ? (
          <FormField label="Шаблон из таймслота" help="Заполнит склад, тип поставки и коэффициент">
            <Select options={templateOptions} value={templateId} onChange={chooseTemplate} placeholder="Без шаблона" emptyText="Таймслоты не найдены" />
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
            options={draftOptions}
            value={values.draftId}
            onChange={chooseDraft}
            onBlur={() => void form.trigger('draftId')}
            loading={drafts.isPending}
            placeholder="Выберите черновик"
            emptyText="Черновиков нет"
          />
        </FormField>

        <FormField label="Склад" required error={errors.warehouseId?.message}>
          <Select
            options={warehouseOptions}
            value={values.warehouseId}
            onChange={chooseWarehouse}
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
          onChange={toggleTransit}
          disabled={values.warehouseId === null || !allowsTransit(nameOf(values.warehouseId))}
          description={
            values.warehouseId === null ? 'Сначала выберите склад' : allowsTransit(nameOf(values.warehouseId)) ? undefined : 'Недоступно для складов СЦ'
          }
        />

        {values.useTransit ? (
          <FormField label="Транзитный склад" required error={errors.transitWarehouseId?.message}>
            <Select
              options={transitOptions}
              value={values.transitWarehouseId}
              onChange={chooseTransit}
              onBlur={() => void form.trigger('transitWarehouseId')}
              loading={transits.isFetching}
              placeholder="Выберите транзитный склад"
              emptyText="Нет транзитных складов"
            />
          </FormField>
        ) : null}

        <FormField label="Тип поставки" required error={errors.supplyType?.message} help={supplyTypeHelp}>
          <Select
            options={supplyTypeOptions}
            value={values.supplyType}
            onChange={chooseSupplyType}
            onBlur={() => void form.trigger('supplyType')}
            disabled={check.status !== 'accepted'}
            loading={check.status === 'checking'}
            placeholder="Выберите тип поставки"
            emptyText="Склад не принимает этот черновик"
          />
        </FormField>
        {check.status === 'failed' ? (
          <Button size="sm" variant="secondary" onClick={checkWarehouse}>
            Проверить склад снова
          </Button>
        ) : null}
      </Card>

      <Card>
        <FormField label="Тип периода" required error={errors.dateType?.message}>
          <Segmented
            options={dateTypeOptions}
            value={values.dateType}
            onChange={chooseDateType}
            onBlur={() => void form.trigger('dateType')}
            name="dateType"
            minSegmentWidth={140}
          />
        </FormField>

        {values.dateType === 'WEEK' || values.dateType === 'MONTH' ? (
          <FormField label="Дата начала" required error={errors.startDate?.message}>
            <StartDatePicker
              value={values.startDate}
              onChange={(day) => setValue('startDate', day, byUser)}
              onBlur={() => void form.trigger('startDate')}
              today={today}
            />
          </FormField>
        ) : null}

        {values.dateType === 'CUSTOM_PERIOD' ? (
          <FormField label="Период" required error={dateError} help={`Не длиннее ${MAX_PERIOD_DAYS} дней`}>
            <DateRangePicker
              value={values.startDate ? { from: dateOf(values.startDate), to: values.endDate ? dateOf(values.endDate) : undefined } : undefined}
              onChange={(range) => {
                setValue('startDate', range?.from ? dayKey(range.from) : null, byUser);
                setValue('endDate', range?.to ? dayKey(range.to) : null, byUser);
              }}
              onBlur={() => void form.trigger(['startDate', 'endDate'])}
              maxDays={MAX_PERIOD_DAYS}
              onLimit={() => toast.error(`Период не может быть длиннее ${MAX_PERIOD_DAYS} дней`)}
              today={dateOf(today)}
            />
          </FormField>
        ) : null}

        {values.dateType === 'CUSTOM_DATES' ? (
          <FormField label="Даты" required error={errors.customDates?.message} help="Каждая дата использует одно автобронирование">
            <DateChips
              value={values.customDates.map(dateOf)}
              onChange={(days) => {
                setDatesRefused(false);
                setValue('customDates', days.map(dayKey), byUser);
              }}
              onBlur={() => void form.trigger('customDates')}
              days={CUSTOM_DATES_WINDOW_DAYS}
              start={dateOf(today)}
              maxSelected={balance}
              onLimit={() => setDatesRefused(true)}
            />
          </FormField>
        ) : null}
      </Card>

      <Card>
        <FormField
          label="Максимальный коэффициент"
          required
          error={errors.maxCoefficient?.message}
          help={values.maxCoefficient ? `Слоты с коэффициентом до ${values.maxCoefficient}` : 'Только бесплатные слоты'}
        >
          <Slider
            value={values.maxCoefficient ?? 0}
            onChange={(value) => setValue('maxCoefficient', value, byUser)}
            min={0}
            max={MAX_COEFFICIENT}
            step={1}
          />
        </FormField>
      </Card>

      {datesRefused || balance === 0 ? (
        <Banner
          tone="red"
          role="alert"
          data-testid="credits-refused"
          title="Недостаточно автобронирований"
          text="У вас недостаточно автобронирований. Выберите меньше дат или приобретите больше автобронирований."
          action={{ label: 'Купить автобронирования', onClick: buyCredits }}
        />
      ) : null}
      {balance > 0 ? (
        <p className={creditsLeft > 0 ? styles.creditsLeft : styles.creditsOut} data-testid="credits-hint">
          У вас останется {autobookingsCount(Math.max(0, creditsLeft))}.
        </p>
      ) : null}

      {goodsOpen && values.draftId ? <DraftGoodsModal draftId={values.draftId} onClose={() => setGoodsOpen(false)} /> : null}
    </form>
  );
}
