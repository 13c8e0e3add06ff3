import { useEffect, useRef } from 'react';
import { mainButton } from '@telegram-apps/sdk-react';

export interface MainButtonOptions {
  text: string;
  visible: boolean;
  enabled?: boolean;
  /** Shows Telegram's progress indicator and ignores taps. */
  loading?: boolean;
  onClick: () => void;
}

/**
 * Drives Telegram's main button from a screen: shown while `visible`, hidden again when the screen unmounts.
 * Taps while `loading` or disabled are ignored here too, because a client may deliver a queued tap.
 */
export function useMainButton({ text, visible, enabled = true, loading = false, onClick }: MainButtonOptions) {
  const state = useRef({ onClick, active: enabled && !loading });
  state.current = { onClick, active: enabled && !loading };

  useEffect(() => {
    mainButton.mount.ifAvailable();
    const [, off] = mainButton.onClick.ifAvailable(() => {
      if (state.current.active) state.current.onClick();
    });
    return () => {
      off?.();
      mainButton.setParams.ifAvailable({ isVisible: false, isLoaderVisible: false });
    };
  }, []);

  useEffect(() => {
    // Telegram refuses parameters with an empty text, so a hidden button is only told to hide.
    if (!visible || !text) {
      mainButton.setParams.ifAvailable({ isVisible: false, isLoaderVisible: false });
      return;
    }
    mainButton.setParams.ifAvailable({ text, isVisible: true, isEnabled: enabled && !loading, isLoaderVisible: loading });
  }, [text, visible, enabled, loading]);
}
