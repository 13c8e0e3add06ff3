import { createPortal } from 'react-dom';
import { useEffect, useRef, type FocusEvent } from 'react';
import { CheckIcon, CloseIcon, WarningIcon } from './icons';
import { cx } from './cx';
import { toast, useToasts } from './toast';
import styles from './toaster.module.css';

/**
 * Renders the toasts of the {@link toast} store at the top of the screen, below Telegram's safe
 * areas. Mount it once in the app shell. Mouse hover or focus inside pauses every countdown
 * (touch taps do not, so a tapped toast never gets stuck).
 */
export function Toaster() {
  const items = useToasts();
  const regionRef = useRef<HTMLElement>(null);
  const hovered = useRef(false);

  // A dismissed toast may take the focus (and the pause) with it: resume when nothing holds it any more.
  useEffect(() => {
    const region = regionRef.current;
    if (!hovered.current && region && !region.contains(document.activeElement)) toast.resume();
  }, [items]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!hovered.current && !event.currentTarget.contains(event.relatedTarget)) toast.resume();
  };

  // Newest on top; the live region stays mounted so additions are announced.
  const ordered = [...items].reverse();

  return createPortal(
    <section
      aria-label="Уведомления"
      aria-live="polite"
      aria-relevant="additions"
      className={styles.region}
      data-toaster
      ref={regionRef}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovered.current = true;
        toast.pause();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovered.current = false;
        toast.resume();
      }}
      onFocus={() => toast.pause()}
      onBlur={handleBlur}
    >
      {ordered.map((item) => (
        <div
          key={item.id}
          role={item.tone === 'error' ? 'alert' : 'status'}
          aria-atomic="true"
          className={cx(styles.toast, styles[item.tone])}
        >
          <span className={styles.icon}>
            {item.tone === 'error' ? <WarningIcon size={20} /> : <CheckIcon size={20} />}
          </span>
          <div className={styles.body}>
            <p className={styles.title}>{item.title}</p>
            {item.message ? <p className={styles.message}>{item.message}</p> : null}
            {item.action ? (
              <button
                type="button"
                className={styles.action}
                onClick={() => {
                  item.action?.onClick();
                  toast.dismiss(item.id);
                }}
              >
                {item.action.label}
              </button>
            ) : null}
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label="Закрыть уведомление"
            title="Закрыть"
            onClick={() => toast.dismiss(item.id)}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </section>,
    document.body,
  );
}
