import { popup } from '@telegram-apps/sdk-react';

export type PopupParams = Parameters<typeof popup.show>[0];

/** Whether this Telegram client shows native popups (Bot API `showPopup`). */
export function isPopupAvailable(): boolean {
  return popup.show.isAvailable();
}

/** Shows Telegram's native popup; resolves with the id of the chosen button, or null when it was closed. */
export function showPopup(params: PopupParams): Promise<string | null> {
  return popup.show(params);
}
