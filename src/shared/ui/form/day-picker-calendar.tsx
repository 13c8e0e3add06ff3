import 'react-day-picker/style.css';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { ru } from 'react-day-picker/locale/ru';
import styles from './calendar.module.css';

/**
 * react-day-picker themed with the app tokens, Russian, weeks from Monday. Loaded on demand through
 * {@link Calendar} (./calendar.tsx); the library's CSS loads together with this module.
 */
export function DayPickerCalendar(props: DayPickerProps) {
  return (
    <div className={styles.calendar}>
      <DayPicker locale={ru} weekStartsOn={1} navLayout="around" {...props} />
    </div>
  );
}
