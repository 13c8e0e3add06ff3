import { getClientVersion } from './session';
import { loadTelegramSdk } from './sdk';
import { supportsFeature } from './versions';

/** Whether the client can give the app the whole screen (Telegram 8.0 and later). */
export function canGoFullscreen(): boolean {
  return supportsFeature(getClientVersion(), 'fullscreen');
}

/** Asks Telegram for the whole screen, or to leave it. Never throws: a client that refuses keeps its layout. */
export async function setFullscreen(on: boolean): Promise<void> {
  try {
    const sdk = await loadTelegramSdk();
    sdk?.postEvent(on ? 'web_app_request_fullscreen' : 'web_app_exit_fullscreen');
  } catch {
    // The table works at any size; the full screen is a convenience.
  }
}
