import { loadedTelegramSdk } from './sdk';

/**
 * Opens an outside link (a payment page) in Telegram's in-app browser, the mini app staying open behind it; outside
 * Telegram, or before the SDK has arrived, in a new browser tab. Call it from the seller's tap: Telegram and
 * browsers open links only in answer to one.
 */
export function openExternalLink(url: string) {
  const sdk = loadedTelegramSdk();
  if (sdk?.openLink.isAvailable()) sdk.openLink(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}
