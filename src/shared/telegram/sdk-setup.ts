// The Telegram SDK and its start, in a chunk of its own that sdk.ts loads once the app has rendered: nothing the first
// render needs comes from it.
import {
  addToHomeScreen,
  backButton,
  checkHomeScreenStatus,
  closingBehavior,
  cloudStorage,
  hapticFeedback,
  init,
  invoice,
  mainButton,
  miniApp,
  on,
  openLink,
  openTelegramLink,
  popup,
  postEvent,
  requestWriteAccess,
  settingsButton,
  swipeBehavior,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import { getClientVersion } from './session';
import { supportsFeature } from './versions';

/** What the app's wrappers use of the SDK (named, so the chunk carries only these). */
const sdk = {
  addToHomeScreen,
  backButton,
  checkHomeScreenStatus,
  closingBehavior,
  cloudStorage,
  hapticFeedback,
  invoice,
  mainButton,
  miniApp,
  on,
  openLink,
  openTelegramLink,
  popup,
  postEvent,
  requestWriteAccess,
  settingsButton,
};

export type TelegramSdk = typeof sdk;

// The SDK cached the launch parameters (including the signed init data) in sessionStorage on every availability
// check; the app never keeps them at rest, and Telegram passes them again in the URL hash on every launch and
// reload. The patched bridge (scripts/patches) does not write them; a copy an unpatched bridge left in this session
// is removed.
function forgetCachedLaunchParams() {
  try {
    sessionStorage.removeItem('tapps/launchParams');
  } catch {
    // Storage may be unavailable (private mode); then nothing was cached either.
  }
}

/**
 * Theme and mini app colours (the boot script in index.html has set the theme's CSS variables already; this keeps
 * them live), vertical swipes, the viewport with its CSS variables and expansion.
 */
function completeSetup() {
  if (themeParams.mountSync.isAvailable()) {
    themeParams.mountSync();
    themeParams.bindCssVars.ifAvailable();
    // The theme is the launch's until now: a change the seller made while the app was starting reached no listener.
    // Telegram answers this request with the current theme, which the mounted theme takes.
    try {
      postEvent('web_app_request_theme');
    } catch {
      // A client that cannot take it keeps the launch's theme.
    }
  }
  if (miniApp.mountSync.isAvailable()) {
    miniApp.mountSync();
    miniApp.bindCssVars.ifAvailable();
  }
  if (supportsFeature(getClientVersion(), 'disableVerticalSwipes')) {
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

/**
 * Starts the SDK: mounts the back button, tells Telegram the app is ready (it has rendered), and in a task of its
 * own the rest of the setup. Throws where the SDK cannot start (a plain browser, launch parameters it refuses); every
 * call is guarded, so a client without a feature just goes without it.
 */
export function startTelegramSdk(): TelegramSdk {
  forgetCachedLaunchParams();
  // No custom styles from Telegram Web: the production CSP admits no inline style it did not hash at build time.
  init({ acceptCustomStyles: false });
  backButton.mount.ifAvailable();
  miniApp.ready.ifAvailable();
  setTimeout(completeSetup, 0);
  return sdk;
}
