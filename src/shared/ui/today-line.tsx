import styles from './today-line.module.css';

/**
 * What happened today, in one short line at the head of a list ('Сегодня: 2 слота'). Pressed, the list keeps only
 * the items it counts; pressed again, it shows them all.
 */
export function TodayLine({ text, pressed, onToggle }: { text: string; pressed: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={styles.today} aria-pressed={pressed} data-testid="today-line" onClick={onToggle}>
      {text}
      {pressed ? ' · показать все' : ''}
    </button>
  );
}
