import { useEffect, useEffectEvent } from 'react';
import { backButton } from '@telegram-apps/sdk-react';

/** Shows Telegram's back button exactly while `visible` and calls `onBack` when it is pressed. */
export function useBackButton(visible: boolean, onBack: () => void) {
  const handleBack = useEffectEvent(onBack);

  useEffect(() => {
    const [, off] = backButton.onClick.ifAvailable(() => handleBack());
    return () => off?.();
  }, []);

  useEffect(() => {
    if (visible) backButton.show.ifAvailable();
    else backButton.hide.ifAvailable();
  }, [visible]);
}
