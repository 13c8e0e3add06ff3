import { loadedTelegramSdk, type TelegramSdk } from './sdk';

// Haptic feedback came with Telegram 6.1: `ifAvailable` checks the client's version and does nothing below it, in a
// plain browser, or when a client throws. Before the SDK has arrived (the first moments after the first render) a
// tap simply has no vibration.
function guarded(run: (hapticFeedback: TelegramSdk['hapticFeedback']) => void) {
  const sdk = loadedTelegramSdk();
  if (!sdk) return;
  try {
    run(sdk.hapticFeedback);
  } catch {
    // A client without haptics: the tap simply has no vibration.
  }
}

export const haptics = {
  /** A toggle flipped (checkbox, start/stop). */
  toggled: () => guarded((feedback) => feedback.impactOccurred.ifAvailable('light')),
  /** A choice among options changed (tab, segment, select option, date). */
  selected: () => guarded((feedback) => feedback.selectionChanged.ifAvailable()),
  /** An action succeeded or failed: the tone of its toast. */
  notified: (tone: 'success' | 'error') => guarded((feedback) => feedback.notificationOccurred.ifAvailable(tone)),
};
