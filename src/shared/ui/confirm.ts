import { createAtom, useSelector } from '@tanstack/react-store';
import { isPopupAvailable, showPopup } from '@/shared/telegram/popup';

/** Options of {@link confirm}. */
export interface ConfirmOptions {
  /** Question title, e.g. 'Удалить автобронирование'. Telegram allows 64 characters; longer is cut with '…'. */
  title: string;
  /** Explanation, e.g. 'Вам будет возвращено 3 автобронирования.' Telegram allows 256 characters. */
  message?: string;
  /** Text of the confirming button, e.g. 'Удалить'. */
  confirmLabel: string;
  /** Text of the cancel button of the in-app dialog. Default 'Отмена' (Telegram localises its own). */
  cancelLabel?: string;
  /** Styles the confirming button as destructive (red). */
  destructive?: boolean;
}

/** A pending in-app confirmation, rendered by `ConfirmDialogHost`. */
export interface ConfirmRequest {
  id: number;
  options: ConfirmOptions;
}

/** Telegram popup limits (Bot API PopupParams). */
const POPUP_TITLE_MAX = 64;
const POPUP_MESSAGE_MAX = 256;
const POPUP_BUTTON_TEXT_MAX = 64;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const queue = createAtom<readonly (ConfirmRequest & { resolve: (ok: boolean) => void })[]>([]);
let sequence = 0;
let hosts = 0;

function askInApp(options: ConfirmOptions): Promise<boolean> {
  if (hosts === 0) {
    // No ConfirmDialogHost mounted (should not happen in the app): the browser's dialog is better than hanging.
    if (import.meta.env.DEV || import.meta.env.VITE_TELEGRAM_MOCK === 'true')
      console.warn('confirm(): no <ConfirmDialogHost /> is mounted');
    const text = options.message ? `${options.title}\n\n${options.message}` : options.title;
    return Promise.resolve(typeof window !== 'undefined' && window.confirm(text));
  }
  return new Promise<boolean>((resolve) => {
    queue.set((current) => [...current, { id: ++sequence, options, resolve }]);
  });
}

async function askTelegram(options: ConfirmOptions): Promise<boolean> {
  const hasMessage = Boolean(options.message?.trim());
  // Telegram requires a 1–256 character message; a title-only question becomes the message.
  const buttonId = await showPopup({
    title: hasMessage ? clip(options.title, POPUP_TITLE_MAX) : undefined,
    message: clip(hasMessage ? (options.message as string) : options.title, POPUP_MESSAGE_MAX),
    buttons: [
      {
        id: 'ok',
        type: options.destructive ? 'destructive' : 'default',
        text: clip(options.confirmLabel, POPUP_BUTTON_TEXT_MAX),
      },
      { id: 'cancel', type: 'cancel' },
    ],
  });
  return buttonId === 'ok';
}

/**
 * Asks the user to confirm an action. Resolves `true` only when the confirming button is chosen
 * (cancel, close, Escape or a tap outside resolve `false`).
 *
 * Inside Telegram it shows the native popup (guarded by `isPopupAvailable()`, which waits briefly for the Telegram
 * SDK while it loads); elsewhere, or if the popup fails, the in-app dialog of `<ConfirmDialogHost />`. Several calls
 * are queued.
 *
 * @example
 * if (await confirm({ title: 'Удалить автобронирование', message, confirmLabel: 'Удалить', destructive: true })) remove();
 */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  if (await isPopupAvailable()) {
    try {
      return await askTelegram(options);
    } catch (error) {
      // e.g. another popup is already open: fall back to the in-app dialog.
      if (import.meta.env.DEV || import.meta.env.VITE_TELEGRAM_MOCK === 'true')
        console.warn('confirm(): Telegram popup failed, using the in-app dialog', error);
    }
  }
  return askInApp(options);
}

/** Answers the in-app confirmation `id` (used by `ConfirmDialogHost`). */
export function resolveConfirm(id: number, ok: boolean): void {
  const request = queue.get().find((item) => item.id === id);
  if (!request) return;
  queue.set((current) => current.filter((item) => item.id !== id));
  request.resolve(ok);
}

/** Registers a mounted host; returns the unregister function. Pending requests are cancelled when the last host goes. */
export function registerConfirmHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
    if (hosts === 0) for (const request of queue.get()) resolveConfirm(request.id, false);
  };
}

/** The in-app confirmation to show now, or null (React hook for `ConfirmDialogHost`). */
export function useConfirmRequest(): ConfirmRequest | null {
  return useSelector(queue, (requests) => requests[0] ?? null);
}
