import { loadedTelegramSdk, telegramSdkWithin, type TelegramSdk } from './sdk';

export type PopupParams = Parameters<TelegramSdk['popup']['show']>[0];

/**
 * How long a question asked while the SDK is still loading (the first moments after the first render) waits for it
 * before the in-app dialog asks instead.
 */
const sdkWaitMs = 1500;

/**
 * Whether this Telegram client shows native popups (Bot API `showPopup`). Waits for the SDK while it loads, so a
 * question asked early still gets the native popup; false outside Telegram and when the SDK does not come in time.
 */
export async function isPopupAvailable(): Promise<boolean> {
  const sdk = await telegramSdkWithin(sdkWaitMs);
  return sdk?.popup.show.isAvailable() ?? false;
}

/**
 * Shows Telegram's native popup; resolves with the id of the chosen button, or null when it was closed. Only after
 * `isPopupAvailable()` said yes: rejects while the SDK is not there.
 */
export function showPopup(params: PopupParams): Promise<string | null> {
  const sdk = loadedTelegramSdk();
  if (!sdk) return Promise.reject(new Error('The Telegram SDK is not loaded'));
  return sdk.popup.show(params);
}
