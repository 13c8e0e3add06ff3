import { hapticFeedback } from '@telegram-apps/sdk-react';

// Haptic feedback came with Telegram 6.1: `ifAvailable` checks the client's version and does nothing below it, in a
// plain browser, or when a client throws.
function guarded(run: () => void) {
  try {
    run();
  } catch {
    // A client without haptics: the tap simply has no vibration.
  }
}

export const haptics = {
  /** A toggle flipped (checkbox, start/stop). */
  toggled: () => guarded(() => hapticFeedback.impactOccurred.ifAvailable('light')),
  /** A choice among options changed (tab, segment, select option, date). */
  selected: () => guarded(() => hapticFeedback.selectionChanged.ifAvailable()),
  /** An action succeeded or failed: the tone of its toast. */
  notified: (tone: 'success' | 'error') => guarded(() => hapticFeedback.notificationOccurred.ifAvailable(tone)),
};
