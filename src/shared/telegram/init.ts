import { getClientVersion } from './session';
import { loadTelegramSdk, withTelegramSdk } from './sdk';
import { supportsFeature } from './versions';

/** The change of the closing confirmation still waiting for the SDK: only the last one is applied. */
let pendingClosingConfirmation = () => {};

/** Asks Telegram to confirm closing while a form holds unsaved input (clients from 6.2). */
export function setClosingConfirmation(enabled: boolean) {
  if (!supportsFeature(getClientVersion(), 'closingConfirmation')) return;
  pendingClosingConfirmation();
  pendingClosingConfirmation = withTelegramSdk(({ closingBehavior }) => {
    // Mounted on first use: most sessions never edit a form.
    closingBehavior.mount.ifAvailable();
    if (enabled) closingBehavior.enableConfirmation.ifAvailable();
    else closingBehavior.disableConfirmation.ifAvailable();
  });
}

/** Closes the mini app, which returns the seller to the bot chat (as soon as the SDK is there). */
export function closeMiniApp() {
  void loadTelegramSdk().then((sdk) => sdk?.miniApp.close.ifAvailable());
}
