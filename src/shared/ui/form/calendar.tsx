import { lazy, Suspense } from 'react';
import type { DayPickerProps } from 'react-day-picker';
import { Skeleton } from '../skeleton';
import styles from './calendar.module.css';

// react-day-picker with its date-fns locale and styles is about as large as the rest of a form: it loads when a
// date field first shows (and is prefetched with the other lazy chunks when the app is idle).
const DayPickerCalendar = lazy(() =>
  import('./day-picker-calendar').then((module) => ({ default: module.DayPickerCalendar })),
);

/**
 * react-day-picker themed with the app tokens, Russian, weeks from Monday: the base of DatePicker,
 * DateRangePicker and MultiDatePicker. Accepts every DayPicker prop. Holds a calendar-sized placeholder
 * until the library has loaded.
 */
export function Calendar(props: DayPickerProps) {
  return (
    <Suspense fallback={<Skeleton className={styles.placeholder} radius="var(--radius)" />}>
      <DayPickerCalendar {...props} />
    </Suspense>
  );
}
