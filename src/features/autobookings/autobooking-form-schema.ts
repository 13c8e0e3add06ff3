import { z } from 'zod/mini';
import { daysText } from '@/shared/lib/days-text';
import { DateTypeValues, SupplyTypeValues } from '@generated/constants';
import type { AutobookingCreate } from '@/api/autobooking-writes';
import type { Autobooking } from '@/api/autobookings';
import { unbookedDates } from '@/domain/autobooking-relevance';
import { daysBetween, type CalendarDay } from '@/domain/calendar-day';
import { formatDay } from '@/domain/calendar-day-text';
import { COEFFICIENT_MAX, COEFFICIENT_MIN } from '@/domain/limits';
import { firstLeadDay } from '@/domain/slot-days';
import { slotFiltersOf, type SlotFilters } from '@/domain/slot-filters';
import { filtersForDates, slotFiltersRequest } from '@/domain/slot-filter-rules';
import { checkFiltersLeaveDays, slotFiltersShape } from '@/domain/slot-filters-schema';
import { bookingDays, CUSTOM_DATES_WINDOW_DAYS, lastCustomDate, MAX_PERIOD_DAYS } from './autobooking-dates';

/** Validation messages of the autobooking form (docs/autobookings.md), word for word. */
export const autobookingMessages = {
  draftRequired: 'Выберите черновик',
  warehouseRequired: 'Выберите склад',
  transitRequired: 'Выберите транзитный склад',
  supplyTypeRequired: 'Выберите тип поставки',
  dateTypeRequired: 'Выберите тип периода',
  startDateRequired: 'Выберите дату начала',
  endDateRequired: 'Выберите дату окончания',
  customDatesRequired: 'Выберите хотя бы одну дату',
  coefficientRequired: 'Укажите максимальный коэффициент',
  pastDate: 'Дата не может быть в прошлом',
  endBeforeStart: 'Дата окончания не может быть раньше даты начала',
  periodTooLong: `Период не может быть длиннее ${daysText(MAX_PERIOD_DAYS)}`,
  customDatesTooFar: `Можно выбрать даты только на ${daysText(CUSTOM_DATES_WINDOW_DAYS)} вперед`,
  customDatesBeforeLead: (first: CalendarDay) =>
    `Даты раньше ${formatDay(first)} не подходят под «Не раньше чем через»: уберите их`,
} as const;

const m = autobookingMessages;

const isChosen = (value: unknown) => value !== null;

/** A whole coefficient within the contract's bounds. */
const isCoefficient = (value: number | null) =>
  value !== null && Number.isInteger(value) && value >= COEFFICIENT_MIN && value <= COEFFICIENT_MAX;

// Every field may be empty while the seller fills the form, and every rule is a refinement rather than a type, so
// one parse names everything missing at once: a type error would stop the date rules until the selects are chosen.
const formShape = z.object({
  draftId: z.nullable(z.string()).check(z.refine((draftId) => Boolean(draftId), m.draftRequired)),
  warehouseId: z.nullable(z.number()).check(z.refine(isChosen, m.warehouseRequired)),
  useTransit: z.boolean(),
  transitWarehouseId: z.nullable(z.number()),
  transitWarehouseName: z.nullable(z.string()),
  supplyType: z.nullable(z.enum(SupplyTypeValues)).check(z.refine(isChosen, m.supplyTypeRequired)),
  dateType: z.nullable(z.enum(DateTypeValues)).check(z.refine(isChosen, m.dateTypeRequired)),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  customDates: z.array(z.string()),
  maxCoefficient: z.nullable(z.number()).check(z.refine(isCoefficient, m.coefficientRequired)),
  ...slotFiltersShape,
});

export type AutobookingFormValues = z.input<typeof formShape>;

export const emptyAutobookingForm: AutobookingFormValues = {
  draftId: null,
  warehouseId: null,
  useTransit: false,
  transitWarehouseId: null,
  transitWarehouseName: null,
  supplyType: null,
  dateType: null,
  startDate: null,
  endDate: null,
  customDates: [],
  maxCoefficient: 0,
  ...slotFiltersOf({}),
};

/** The filters as they apply to the booking's dates (docs/autobookings.md#additional-filters). */
function filtersApplied(values: AutobookingFormValues): SlotFilters {
  return filtersForDates(values, values.dateType === 'CUSTOM_DATES');
}

/**
 * A stored draft of the form on `today` (docs/forms.md#drafts): on top of the empty form (a field added since it was
 * stored starts empty), with the days already past dropped.
 */
export function restoredAutobookingDraft(stored: AutobookingFormValues, today: CalendarDay): AutobookingFormValues {
  const draft = { ...emptyAutobookingForm, ...stored };
  const future = (day: CalendarDay | null) => (day !== null && day >= today ? day : null);
  return {
    ...draft,
    startDate: future(draft.startDate),
    endDate: future(draft.endDate),
    customDates: Array.isArray(draft.customDates) ? draft.customDates.filter((day) => day >= today) : [],
  };
}

/**
 * The form filled with the settings of `booking`, to create it again (docs/autobookings.md#outcomes): everything but
 * the draft, which the seller picks anew; its days still ahead of `today` and not booked yet. The supply type is
 * left for the warehouse check to accept (the caller prefers the booking's).
 */
export function copiedAutobookingForm(booking: Autobooking, today: CalendarDay): AutobookingFormValues {
  return restoredAutobookingDraft(
    {
      ...emptyAutobookingForm,
      warehouseId: booking.warehouseId,
      useTransit: booking.transitWarehouseId !== null,
      transitWarehouseId: booking.transitWarehouseId,
      transitWarehouseName: booking.transitWarehouseName,
      dateType: booking.dateType,
      startDate: booking.startDate,
      endDate: booking.endDate,
      customDates: booking.dateType === 'CUSTOM_DATES' ? unbookedDates(booking) : [],
      maxCoefficient: booking.maxCoefficient ?? 0,
      ...slotFiltersOf(booking),
    },
    today,
  );
}

/** How a value the seller chose is set: it counts as a change and is validated at once, so its message shows. */
export const sellerChoice = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

type Issues = z.core.$RefinementCtx<AutobookingFormValues>;

function addIssue(context: Issues, path: keyof AutobookingFormValues, message: string) {
  context.addIssue({ code: 'custom', path: [path], message });
}

/** Transit is optional, but once turned on it needs its warehouse. */
function checkTransit(values: AutobookingFormValues, context: Issues) {
  if (values.useTransit && values.transitWarehouseId === null)
    addIssue(context, 'transitWarehouseId', m.transitRequired);
}

/**
 * The dates of the chosen date type on `today` (docs/autobookings.md): a start for a week, a month or a period,
 * never in the past; a period of at most 30 days, both ends included; custom dates from today within the window.
 */
function checkDates(values: AutobookingFormValues, today: CalendarDay, context: Issues) {
  const { dateType, startDate, endDate, customDates } = values;
  if (dateType === 'WEEK' || dateType === 'MONTH' || dateType === 'CUSTOM_PERIOD') {
    if (!startDate) addIssue(context, 'startDate', m.startDateRequired);
    else if (startDate < today) addIssue(context, 'startDate', m.pastDate);
  }
  if (dateType === 'CUSTOM_PERIOD') {
    if (!endDate) addIssue(context, 'endDate', m.endDateRequired);
    else if (endDate < today) addIssue(context, 'endDate', m.pastDate);
    else if (startDate && endDate < startDate) addIssue(context, 'endDate', m.endBeforeStart);
    else if (startDate && daysBetween(startDate, endDate) + 1 > MAX_PERIOD_DAYS) {
      addIssue(context, 'endDate', m.periodTooLong);
    }
  }
  if (dateType === 'CUSTOM_DATES') {
    if (customDates.length === 0) addIssue(context, 'customDates', m.customDatesRequired);
    else if (customDates.some((day) => day < today)) addIssue(context, 'customDates', m.pastDate);
    else if (customDates.some((day) => day > lastCustomDate(today)))
      addIssue(context, 'customDates', m.customDatesTooFar);
    else if (customDates.some((day) => day >= firstLeadDay(today, values.minLeadDays))) {
      // Each picked date spends a credit: one the lead time excludes would be paid for and never booked. With no
      // date left at all, the filters' own message says so.
      const first = firstLeadDay(today, values.minLeadDays);
      if (customDates.some((day) => day < first)) addIssue(context, 'customDates', m.customDatesBeforeLead(first));
    }
  }
}

/** The create call's body from a valid form: only the dates its date type uses, transit only when used. */
export function toCreatePayload(values: AutobookingFormValues): AutobookingCreate {
  const { draftId, warehouseId, supplyType, dateType, maxCoefficient } = values;
  if (!draftId || warehouseId === null || supplyType === null || dateType === null || maxCoefficient === null) {
    throw new Error('toCreatePayload: the form is incomplete');
  }
  const payload: AutobookingCreate = {
    draftId,
    warehouseId,
    supplyType,
    dateType,
    maxCoefficient,
    ...slotFiltersRequest(filtersApplied(values)),
  };
  if (values.useTransit) payload.transitWarehouseId = values.transitWarehouseId;
  if (dateType === 'CUSTOM_DATES') payload.customDates = [...new Set(values.customDates)].sort();
  else payload.startDate = values.startDate;
  if (dateType === 'CUSTOM_PERIOD') payload.endDate = values.endDate;
  return payload;
}

/**
 * Every rule of the autobooking form that its values decide, on `today`; its output is the body of the create call.
 * What only the server knows (whether the warehouse takes the draft, and in which supply types) is checked apart.
 */
export function autobookingFormSchema(today: CalendarDay) {
  const checked = formShape.check(
    z.superRefine((values, context) => {
      checkTransit(values, context);
      checkDates(values, today, context);
      checkFiltersLeaveDays(filtersApplied(values), bookingDays(values), today, context);
    }),
  );
  return z.pipe(checked, z.transform(toCreatePayload));
}
