import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the dialog is shown. Closed dialogs render nothing. */
  open: boolean;
  /** Called on the close button, Escape and a backdrop click (unless `dismissible` is false). */
  onClose: () => void;
  /** Dialog title, also its accessible name. */
  title: ReactNode;
  /** Hides the title visually (it still names the dialog). */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Sticky area under the content, usually the action buttons. */
  footer?: ReactNode;
  /** Element focused on open. Default: the dialog itself, so screen readers start at the title. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** When false, Escape, the backdrop and the close button do nothing (e.g. while saving). Default true. */
  dismissible?: boolean;
  /** Width on wide screens: sm 400px, md 520px (default), lg 720px. Phones always get a bottom sheet. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button. Default 'Закрыть'. */
  closeLabel?: string;
  /** Extra class of the dialog panel. */
  className?: string;
  /** Role of the panel; use 'alertdialog' for confirmations. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** id of the element describing the dialog (its main message). */
  'aria-describedby'?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

let scrollLocks = 0;
let savedOverflow = '';

function lockScroll() {
  if (scrollLocks++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll() {
  if (--scrollLocks === 0) document.body.style.overflow = savedOverflow;
}

/**
 * Modal dialog rendered into `document.body`: backdrop, title, close button, Escape to close,
 * focus trapped inside and restored on close, page scroll locked. Bottom sheet on phones,
 * centered panel from 600px wide. Nested modals work (the innermost handles Escape).
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  initialFocus,
  dismissible = true,
  size = 'md',
  closeLabel = 'Закрыть',
  className,
  role = 'dialog',
  'aria-describedby': describedBy,
}: ModalProps) {
  if (!open) return null;
  return createPortal(
    <ModalPanel
      onClose={onClose}
      title={title}
      hideTitle={hideTitle}
      footer={footer}
      initialFocus={initialFocus}
      dismissible={dismissible}
      size={size}
      closeLabel={closeLabel}
      className={className}
      role={role}
      describedBy={describedBy}
    >
      {children}
    </ModalPanel>,
    document.body,
  );
}

interface ModalPanelProps extends Omit<ModalProps, 'open' | 'aria-describedby'> {
  describedBy?: string;
}

function ModalPanel({
  onClose,
  title,
  hideTitle,
  children,
  footer,
  initialFocus,
  dismissible,
  size = 'md',
  closeLabel,
  className,
  role,
  describedBy,
}: ModalPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Keep the latest callback without re-running the open/close effect.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Read at open time only: a later initialFocus does not move the focus again.
  const focusInitial = useEffectEvent(() =>
    (initialFocus?.current ?? panelRef.current)?.focus({ preventScroll: true }),
  );
  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    focusInitial();
    return () => {
      unlockScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Stop here so an outer modal (React tree parent) does not close as well.
      event.stopPropagation();
      if (dismissible) {
        event.preventDefault();
        onCloseRef.current();
      }
      return;
    }
    if (event.key !== 'Tab') return;
    const panel = panelRef.current;
    if (!panel) return;
    const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
    );
    const list = focusable.length > 0 ? focusable : [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop}>
      {/* The dimmed area around the panel: a pointer shortcut for the close button and Escape, so hidden from
          screen readers. A sibling of the panel, so a text selection dragged out of the panel (whose click goes to
          their common parent) does not close it. */}
      <div className={styles.scrim} aria-hidden="true" onClick={dismissible ? () => onCloseRef.current() : undefined} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx(styles.panel, styles[size], className)}
        onKeyDown={handleKeyDown}
      >
        {/* A div, not <header>/<footer>: outside sectioning content those are page-wide banner and contentinfo
            landmarks, and the page behind already has its own. */}
        <div className={cx(styles.header, hideTitle && styles.headerHidden)}>
          <h2 id={titleId} className={cx(styles.title, hideTitle && 'visually-hidden')}>
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              title={closeLabel}
              onClick={() => onCloseRef.current()}
            >
              <CloseIcon size={20} />
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
