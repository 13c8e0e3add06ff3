import { getWeeksInMonth } from 'date-fns';
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
 * DateRangePicker and MultiDatePicker. Accepts every DayPicker prop. Holds a placeholder of the calendar's exact
 * size until the library has loaded, so nothing below it moves when it comes.
 */
export function Calendar(props: DayPickerProps) {
  // The month the calendar opens on, as react-day-picker picks it; its rows of weeks (4 to 6) set the height.
  const shown = props.month ?? props.defaultMonth ?? props.today ?? new Date();
  const weeks = getWeeksInMonth(shown, { weekStartsOn: 1 });
  const height = `calc(var(--calendar-caption) + var(--calendar-weekdays) + ${weeks} * var(--calendar-day))`;
  return (
    <Suspense fallback={<Skeleton className={styles.placeholder} height={height} radius="var(--radius)" />}>
      <DayPickerCalendar {...props} />
    </Suspense>
  );
}
