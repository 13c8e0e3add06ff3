import { getClientVersion } from './session';
import { loadTelegramSdk } from './sdk';
import { supportsFeature } from './versions';

/** Whether this Telegram client can ask the seller to let the bot write to them (from 6.9). */
export function canRequestWriteAccess(): boolean {
  return supportsFeature(getClientVersion(), 'writeAccess');
}

/**
 * Asks the seller, in Telegram's own dialog, to let the bot message them. True when they allowed it; false when
 * they declined, the client cannot ask, or the app runs outside Telegram.
 */
export async function requestWriteAccess(): Promise<boolean> {
  if (!canRequestWriteAccess()) return false;
  const sdk = await loadTelegramSdk();
  if (!sdk?.requestWriteAccess.isAvailable()) return false;
  try {
    return (await sdk.requestWriteAccess()) === 'allowed';
  } catch {
    return false;
  }
}
