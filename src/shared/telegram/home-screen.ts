import { getClientVersion } from './session';
import { loadTelegramSdk } from './sdk';
import { readSellerValue, writeSellerValue } from './seller-storage';
import { supportsFeature } from './versions';

/** Where the seller's "the home screen was offered" is remembered (with the drafts, per seller). */
const offeredKey = 'home_screen_offered';

/**
 * Offers, once per seller, to add the app to the device's home screen (Telegram 8.0 and later): only where Telegram
 * says it is not there yet (`missed`); a client that cannot tell (`unknown`), cannot add it (`unsupported`) or has it
 * (`added`) is not asked, and the offer waits for a later occasion. Never throws.
 */
export async function offerHomeScreenOnce(): Promise<void> {
  if (!supportsFeature(getClientVersion(), 'homeScreen')) return;
  try {
    if (await readSellerValue(offeredKey)) return;
    const sdk = await loadTelegramSdk();
    if (!sdk?.checkHomeScreenStatus.isAvailable() || !sdk.addToHomeScreen.isAvailable()) return;
    if ((await sdk.checkHomeScreenStatus()) !== 'missed') return;
    await writeSellerValue(offeredKey, '1');
    sdk.addToHomeScreen();
  } catch {
    // A suggestion: a client that fails to answer just goes without it.
  }
}
