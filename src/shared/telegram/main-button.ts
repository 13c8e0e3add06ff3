import { useEffect, useLayoutEffect, useRef } from 'react';
import { loadedTelegramSdk, withTelegramSdk } from './sdk';

export interface MainButtonOptions {
  text: string;
  visible: boolean;
  enabled?: boolean;
  /** Shows Telegram's progress indicator and ignores taps. */
  loading?: boolean;
  onClick: () => void;
  /** A sheet's button takes over from the screen's under it while the sheet is open. */
  sheet?: boolean;
}

interface Owner {
  options: MainButtonOptions;
}

/**
 * Screens and the sheets over them that use the one main button, in mount order. The last sheet, else the last
 * screen, owns it (a sheet's 'Получить ссылку на оплату' replaces the store's 'Оплатить'); the next one gets it
 * back when the owner unmounts. Sheets rank by flag, not order: a sheet opened with its screen mounts first.
 */
const owners: Owner[] = [];
/** Releases the button (its click subscription) when the last owner goes, or drops it before the SDK arrived. */
let release: (() => void) | undefined;

function topOwner(): Owner | undefined {
  return owners.findLast((owner) => owner.options.sheet) ?? owners[owners.length - 1];
}

/** Sends the owner's state to Telegram; before the SDK has arrived nothing, as it sends the top owner's on arrival. */
function show(owner: Owner | undefined) {
  const mainButton = loadedTelegramSdk()?.mainButton;
  if (!mainButton) return;
  const options = owner?.options;
  // Telegram refuses parameters with an empty text, so a hidden button is only told to hide.
  if (!options || !options.visible || !options.text) {
    mainButton.setParams.ifAvailable({ isVisible: false, isLoaderVisible: false });
    return;
  }
  const { text, enabled = true, loading = false } = options;
  mainButton.setParams.ifAvailable({ text, isVisible: true, isEnabled: enabled && !loading, isLoaderVisible: loading });
}

function press() {
  const options = topOwner()?.options;
  // A client may deliver a queued tap: taps while loading or disabled are ignored here too.
  if (options && options.visible && (options.enabled ?? true) && !options.loading) options.onClick();
}

/**
 * Drives Telegram's main button from a screen or a sheet: shown while `visible`, hidden again (or handed back to
 * the screen under the sheet) when it unmounts.
 */
export function useMainButton(options: MainButtonOptions) {
  const owner = useRef<Owner>({ options });
  // The latest options (and click handler) of a committed render, before its effects show them.
  useLayoutEffect(() => {
    owner.current.options = options;
  });
  const { text, visible, enabled, loading } = options;

  useEffect(() => {
    const self = owner.current;
    owners.push(self);
    if (owners.length === 1) {
      const beforeSdk = loadedTelegramSdk() === undefined;
      release = withTelegramSdk(({ mainButton }) => {
        mainButton.mount.ifAvailable();
        const [, off] = mainButton.onClick.ifAvailable(press);
        // The SDK arrived after the owners set their state (nothing was sent): the last state is the one shown.
        if (beforeSdk) show(topOwner());
        return off;
      });
    }
    return () => {
      const wasTop = topOwner() === self;
      owners.splice(owners.indexOf(self), 1);
      if (owners.length === 0) {
        release?.();
        release = undefined;
      }
      if (wasTop) show(topOwner());
    };
  }, []);

  useEffect(() => {
    if (topOwner() === owner.current) show(owner.current);
  }, [text, visible, enabled, loading]);
}
