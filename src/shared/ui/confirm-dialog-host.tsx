import { useEffect, useId, useRef } from 'react';
import { Button } from './button';
import { registerConfirmHost, resolveConfirm, useConfirmRequest } from './confirm';
import { Modal } from './modal';
import styles from './confirm-dialog-host.module.css';

/**
 * Renders the in-app dialogs of {@link confirm} when Telegram's native popup is unavailable.
 * Mount it once in the app shell.
 */
export function ConfirmDialogHost() {
  const request = useConfirmRequest();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => registerConfirmHost(), []);

  if (!request) return null;
  const { id, options } = request;
  const answer = (ok: boolean) => resolveConfirm(id, ok);

  return (
    <Modal
      key={id}
      open
      role="alertdialog"
      size="sm"
      title={options.title}
      aria-describedby={options.message ? messageId : undefined}
      onClose={() => answer(false)}
      // Destructive questions start on the safe choice.
      initialFocus={options.destructive ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={() => answer(false)}>
            {options.cancelLabel ?? 'Отмена'}
          </Button>
          <Button
            ref={confirmRef}
            variant={options.destructive ? 'destructive' : 'primary'}
            onClick={() => answer(true)}
          >
            {options.confirmLabel}
          </Button>
        </>
      }
    >
      {options.message ? (
        <p id={messageId} className={styles.message}>
          {options.message}
        </p>
      ) : null}
    </Modal>
  );
}
