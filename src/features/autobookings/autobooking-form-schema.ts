import { z } from 'zod/mini';
import { DateTypeValues, SupplyTypeValues } from '@generated/constants';
import { COEFFICIENT_MAX, COEFFICIENT_MIN } from '@/domain/limits';
import type { AutobookingCreate } from '@/api/autobooking-writes';
import type { FormError } from '@/shared/ui/form/form-errors';
import { daysBetween, type CalendarDay } from '@/domain/calendar-day';
import { lastCustomDate, MAX_PERIOD_DAYS } from './autobooking-dates';

export const dateTypes = DateTypeValues;

// Every field may be empty while the seller fills the form; `autobookingFormIssues` says what is missing,
// so all messages show at once instead of the date rules waiting for the selects.
const formShape = z.object({
  draftId: z.nullable(z.string()),
  warehouseId: z.nullable(z.number()),
  useTransit: z.boolean(),
  transitWarehouseId: z.nullable(z.number()),
  transitWarehouseName: z.nullable(z.string()),
  supplyType: z.nullable(z.enum(SupplyTypeValues)),
  dateType: z.nullable(z.enum(dateTypes)),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  customDates: z.array(z.string()),
  maxCoefficient: z.nullable(z.number()),
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
};

const pastDate = 'Дата не может быть в прошлом';
export const PERIOD_TOO_LONG = `Период не может быть длиннее ${MAX_PERIOD_DAYS} дней`;

/** Everything wrong with the form on `today` (docs/autobookings.md), as field path and message. */
export function autobookingFormIssues(values: AutobookingFormValues, today: CalendarDay): FormError[] {
  const issues: FormError[] = [];
  const add = (path: keyof AutobookingFormValues, message: string) => issues.push({ path, message });

  if (!values.draftId) add('draftId', 'Выберите черновик');
  if (values.warehouseId === null) add('warehouseId', 'Выберите склад');
  if (values.useTransit && values.transitWarehouseId === null) add('transitWarehouseId', 'Выберите транзитный склад');
  if (values.supplyType === null) add('supplyType', 'Выберите тип поставки');
  if (values.dateType === null) add('dateType', 'Выберите тип периода');

  const { dateType, startDate, endDate, customDates } = values;
  if (dateType === 'WEEK' || dateType === 'MONTH' || dateType === 'CUSTOM_PERIOD') {
    if (!startDate) add('startDate', 'Выберите дату начала');
    else if (startDate < today) add('startDate', pastDate);
  }
  if (dateType === 'CUSTOM_PERIOD') {
    if (!endDate) add('endDate', 'Выберите дату окончания');
    else if (endDate < today) add('endDate', pastDate);
    else if (startDate && endDate < startDate) add('endDate', 'Дата окончания не может быть раньше даты начала');
    else if (startDate && daysBetween(startDate, endDate) + 1 > MAX_PERIOD_DAYS) add('endDate', PERIOD_TOO_LONG);
  }
  if (dateType === 'CUSTOM_DATES') {
    if (customDates.length === 0) add('customDates', 'Выберите хотя бы одну дату');
    else if (customDates.some((day) => day < today)) add('customDates', pastDate);
    else if (customDates.some((day) => day > lastCustomDate(today)))
      add('customDates', 'Можно выбрать даты только на 30 дней вперед');
  }

  const coefficient = values.maxCoefficient;
  if (
    coefficient === null ||
    !Number.isInteger(coefficient) ||
    coefficient < COEFFICIENT_MIN ||
    coefficient > COEFFICIENT_MAX
  ) {
    add('maxCoefficient', 'Укажите максимальный коэффициент');
  }
  return issues;
}

/** The create call's body from a valid form: only the dates its date type uses, transit only when used. */
export function toCreatePayload(values: AutobookingFormValues): AutobookingCreate {
  const { draftId, warehouseId, supplyType, dateType, maxCoefficient } = values;
  if (!draftId || warehouseId === null || supplyType === null || dateType === null || maxCoefficient === null) {
    throw new Error('toCreatePayload: the form is incomplete');
  }
  const payload: AutobookingCreate = { draftId, warehouseId, supplyType, dateType, maxCoefficient };
  if (values.useTransit) payload.transitWarehouseId = values.transitWarehouseId;
  if (dateType === 'CUSTOM_DATES') payload.customDates = [...new Set(values.customDates)].sort();
  else payload.startDate = values.startDate;
  if (dateType === 'CUSTOM_PERIOD') payload.endDate = values.endDate;
  return payload;
}

/** The form's zod schema on `today`: its output is the body of the create call. */
export function autobookingFormSchema(today: CalendarDay) {
  const checked = formShape.check(
    z.superRefine((values, ctx) => {
      for (const issue of autobookingFormIssues(values, today))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }),
  );
  return z.pipe(checked, z.transform(toCreatePayload));
}
