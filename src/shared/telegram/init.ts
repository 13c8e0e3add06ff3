import { readLaunchParams, type TelegramSession } from './launch-params';
import { loadTelegramSdk, withTelegramSdk } from './sdk';
import { supportsFeature } from './versions';

let session: TelegramSession = {
  initData: undefined,
  clientVersion: undefined,
  startParam: undefined,
  userId: undefined,
};

/** The raw init data of this launch, kept only in memory. */
export function getInitData(): string | undefined {
  return session.initData;
}

export function getClientVersion(): string | undefined {
  return session.clientVersion;
}

/** The Telegram user of this launch (from the init data), undefined outside Telegram. */
export function getUserId(): number | undefined {
  return session.userId;
}

/**
 * Reads this launch from its URL (init data, start parameter, client version, user), at once and without the
 * Telegram SDK: the API client and the first render never wait for it. The SDK itself loads once the app's first
 * render is on screen (`loadTelegramSdk` in sdk.ts).
 */
export function initTelegram(): TelegramSession {
  session = readLaunchParams(location.search, location.hash);
  return session;
}

/** The change of the closing confirmation still waiting for the SDK: only the last one is applied. */
let pendingClosingConfirmation = () => {};

/** Asks Telegram to confirm closing while a form holds unsaved input (clients from 6.2). */
export function setClosingConfirmation(enabled: boolean) {
  if (!supportsFeature(session.clientVersion, 'closingConfirmation')) return;
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
