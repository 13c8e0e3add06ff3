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
  /** The Telegram user the init data names. */
  userId: number | undefined;
}

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

// The SDK cached the launch parameters (including the signed init data) in sessionStorage on every availability
// check; the app never keeps them at rest, and Telegram passes them again in the URL hash on every launch and
// reload. The patched bridge (scripts/patches) does not write them; a copy an unpatched bridge left in this session is removed.
function forgetCachedLaunchParams() {
  try {
    sessionStorage.removeItem('tapps/launchParams');
  } catch {
    // Storage may be unavailable (private mode); then nothing was cached either.
  }
}

function readLaunch(): TelegramSession {
  try {
    const params = retrieveLaunchParams();
    initData.restore();
    return {
      initData: initData.raw() || undefined,
      clientVersion: params.tgWebAppVersion,
      startParam: params.tgWebAppStartParam,
      userId: initData.user()?.id,
    };
  } catch {
    return { initData: undefined, clientVersion: undefined, startParam: undefined, userId: undefined };
  }
}

let started = false;

/**
 * Starts the Telegram SDK once and reads this launch: init data, start parameter, client version. Mounts what the
 * first render uses (the back button) and tells Telegram the app is ready, as the boot skeleton is already on
 * screen. The rest waits for `completeTelegramSetup`, so the start-up task stays short. Every call is guarded, so
 * a client without a feature (or a plain browser) just goes without it.
 */
export function initTelegram(): TelegramSession {
  try {
    // No custom styles from Telegram Web: the production CSP admits no inline style it did not hash at build time.
    initSdk({ acceptCustomStyles: false });
  } catch {
    return session;
  }
  started = true;
  session = readLaunch();
  backButton.mount.ifAvailable();
  miniApp.ready.ifAvailable();
  return session;
}

/**
 * What the first frame does not need, run once the app has rendered: the clean-up of sessionStorage, theme and mini
 * app colours (the boot script in index.html has set the theme's CSS variables already; this keeps them live),
 * vertical swipes, the viewport with its CSS variables and expansion.
 */
export function completeTelegramSetup() {
  forgetCachedLaunchParams();
  if (!started) return;
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
    // Not awaited: nothing waits on Telegram's answer (a round trip through the client).
    viewport.mount().then(
      () => {
        viewport.bindCssVars.ifAvailable();
        viewport.expand.ifAvailable();
      },
      // An old client may not answer the viewport request: CSS falls back to the browser viewport.
      () => undefined,
    );
  }
}

/** Asks Telegram to confirm closing while a form holds unsaved input (clients from 6.2). */
export function setClosingConfirmation(enabled: boolean) {
  if (!supportsFeature(session.clientVersion, 'closingConfirmation')) return;
  // Mounted on first use: most sessions never edit a form.
  closingBehavior.mount.ifAvailable();
  if (enabled) closingBehavior.enableConfirmation.ifAvailable();
  else closingBehavior.disableConfirmation.ifAvailable();
}

/** Closes the mini app, which returns the seller to the bot chat. */
export function closeMiniApp() {
  miniApp.close.ifAvailable();
}
