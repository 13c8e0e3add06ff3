import { useEffect, useEffectEvent } from 'react';
import { getClientVersion } from './session';
import { withTelegramSdk } from './sdk';
import { supportsFeature } from './versions';

/**
 * Shows Telegram's settings button (the mini app's menu, from 7.0) and calls `onPress` when the seller taps it. Older
 * clients, and a plain browser, go without it.
 */
export function useSettingsButton(onPress: () => void) {
  const handlePress = useEffectEvent(onPress);
  useEffect(() => {
    if (!supportsFeature(getClientVersion(), 'settingsButton')) return undefined;
    return withTelegramSdk(({ settingsButton }) => {
      if (!settingsButton.mount.isAvailable()) return undefined;
      settingsButton.mount();
      settingsButton.show.ifAvailable();
      const [, off] = settingsButton.onClick.ifAvailable(() => handlePress());
      return off;
    });
  }, []);
}
