import {
  backButton,
  closingBehavior,
  init as initSdk,
  initData,
  miniApp,
  retrieveLaunchParams,
  swipeBehavior,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import { supportsFeature } from './versions';

export interface TelegramSession {
  /** The raw signed init data, sent as `x-init-data`; undefined outside Telegram. */
  initData: string | undefined;
  clientVersion: string | undefined;
  /** The `startapp` value of a t.me direct link, if the app was opened by one. */
  startParam: string | undefined;
}

let session: TelegramSession = { initData: undefined, clientVersion: undefined, startParam: undefined };

/** The raw init data of this launch, kept only in memory. */
export function getInitData(): string | undefined {
  return session.initData;
}

export function getClientVersion(): string | undefined {
  return session.clientVersion;
}

// The SDK caches launch parameters (including the signed init data) in sessionStorage, and writes them again on
// every availability check of every component; the app never keeps them at rest, and Telegram passes them again in
// the URL hash on every launch and reload. So that write is dropped, and what an earlier session cached removed.
const launchParamsKey = 'tapps/launchParams';

function keepLaunchParamsOutOfStorage() {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function setItemExceptLaunchParams(this: Storage, key: string, value: string) {
    if (key === launchParamsKey && this === window.sessionStorage) return;
    setItem.call(this, key, value);
  };
}

function forgetCachedLaunchParams() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('tapps/')) sessionStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); then nothing was cached either.
  }
}

function readLaunch(): TelegramSession {
  try {
    const params = retrieveLaunchParams();
    initData.restore();
    return { initData: initData.raw() || undefined, clientVersion: params.tgWebAppVersion, startParam: params.tgWebAppStartParam };
  } catch {
    return { initData: undefined, clientVersion: undefined, startParam: undefined };
  }
}

/**
 * Starts the Telegram SDK once: init data, back button, mini app, theme and viewport (with their CSS
 * variables), expansion, safe areas, vertical swipes, then `ready()`. Every call is guarded, so a client
 * without a feature (or a plain browser) just goes without it.
 */
export function initTelegram(): TelegramSession {
  try {
    keepLaunchParamsOutOfStorage();
    // No custom styles from Telegram Web: the production CSP admits no inline style it did not hash at build time.
    initSdk({ acceptCustomStyles: false });
  } catch {
    forgetCachedLaunchParams();
    return session;
  }
  session = readLaunch();
  forgetCachedLaunchParams();

  backButton.mount.ifAvailable();
  closingBehavior.mount.ifAvailable();
  if (themeParams.mountSync.isAvailable()) {
    themeParams.mountSync();
    themeParams.bindCssVars.ifAvailable();
  }
  if (miniApp.mountSync.isAvailable()) {
    miniApp.mountSync();
    miniApp.bindCssVars.ifAvailable();
  }
  if (supportsFeature(session.clientVersion, 'disableVerticalSwipes')) {
    swipeBehavior.mount.ifAvailable();
    swipeBehavior.disableVertical.ifAvailable();
  }
  if (viewport.mount.isAvailable()) {
    // Not awaited: the first render never waits on Telegram's answer (a round trip through the client).
    viewport.mount().then(
      () => {
        viewport.bindCssVars.ifAvailable();
        viewport.expand.ifAvailable();
      },
      // An old client may not answer the viewport request: CSS falls back to the browser viewport.
      () => undefined,
    );
  }
  miniApp.ready.ifAvailable();
  return session;
}

/** Asks Telegram to confirm closing while a form holds unsaved input (clients from 6.2). */
export function setClosingConfirmation(enabled: boolean) {
  if (!supportsFeature(session.clientVersion, 'closingConfirmation')) return;
  if (enabled) closingBehavior.enableConfirmation.ifAvailable();
  else closingBehavior.disableConfirmation.ifAvailable();
}

/** Closes the mini app, which returns the seller to the bot chat. */
export function closeMiniApp() {
  miniApp.close.ifAvailable();
}
