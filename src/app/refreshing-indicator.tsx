import { Spinner } from '@/shared/ui/spinner';
import { useRefreshingRestored } from './start/start-answers-cache';
import { refreshingAttribute } from './start/boot-screen-marks';
import styles from './refreshing-indicator.module.css';

/**
 * 'Обновление…' under the header while the cards shown are the ones kept from the last launch and their fresh
 * answers are on the way. It floats over the content, so its coming and going moves nothing. Hidden rather than
 * absent at rest, so a snapshot of the screen carries it for the boot script to show.
 */
export function RefreshingIndicator() {
  const refreshing = useRefreshingRestored();
  return (
    <div role="status" className={styles.anchor}>
      <span className={styles.pill} data-testid="refreshing" hidden={!refreshing} {...{ [refreshingAttribute]: '' }}>
        <Spinner size={14} />
        Обновление…
      </span>
    </div>
  );
}
