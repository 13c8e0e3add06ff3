import { useEffect, useEffectEvent } from 'react';
import { withTelegramSdk } from './sdk';

/**
 * Shows Telegram's back button exactly while `visible` and calls `onBack` when it is pressed. Before the SDK has
 * arrived nothing is sent; the state of the moment it arrives is.
 */
export function useBackButton(visible: boolean, onBack: () => void) {
  const handleBack = useEffectEvent(onBack);

  useEffect(
    () =>
      withTelegramSdk(({ backButton }) => {
        const [, off] = backButton.onClick.ifAvailable(() => handleBack());
        return off;
      }),
    [],
  );

  useEffect(
    () =>
      withTelegramSdk(({ backButton }) => {
        if (visible) backButton.show.ifAvailable();
        else backButton.hide.ifAvailable();
      }),
    [visible],
  );
}
