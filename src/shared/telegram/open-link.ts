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

/** Whether `url` is a Telegram link (`https://t.me/…`): a chat, a bot or a channel, opened by Telegram itself. */
export function isTelegramLink(url: string): boolean {
  return /^https:\/\/t\.me\/./.test(url);
}

/**
 * Opens a link from the seller's tap: a Telegram link in Telegram (the chat opens and the mini app closes), any other
 * like {@link openExternalLink}.
 */
export function openAnyLink(url: string) {
  const sdk = loadedTelegramSdk();
  if (isTelegramLink(url) && sdk?.openTelegramLink.isAvailable()) sdk.openTelegramLink(url);
  else openExternalLink(url);
}
