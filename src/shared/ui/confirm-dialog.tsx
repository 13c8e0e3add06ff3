import { useId, useRef } from 'react';
import { Button } from './button';
import { resolveConfirm, type ConfirmRequest } from './confirm';
import { Modal } from './modal';
import styles from './confirm-dialog-host.module.css';

/** One in-app confirmation of {@link confirm}, shown by `ConfirmDialogHost`. */
export function ConfirmDialog({ request: { id, options } }: { request: ConfirmRequest }) {
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const answer = (ok: boolean) => resolveConfirm(id, ok);

  return (
    <Modal
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
