import { useEffect, useRef } from 'react';
import { backButton } from '@telegram-apps/sdk-react';

/** Shows Telegram's back button exactly while `visible` and calls `onBack` when it is pressed. */
export function useBackButton(visible: boolean, onBack: () => void) {
  const handler = useRef(onBack);
  handler.current = onBack;

  useEffect(() => {
    const [, off] = backButton.onClick.ifAvailable(() => handler.current());
    return () => off?.();
  }, []);

  useEffect(() => {
    if (visible) backButton.show.ifAvailable();
    else backButton.hide.ifAvailable();
  }, [visible]);
}
