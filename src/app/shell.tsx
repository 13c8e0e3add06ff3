import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { refreshLiveData } from '@/api/live-data';
import { onForeground } from '@/shared/telegram/foreground';
import { useView } from '@/shared/navigation/use-view';
import { useBackButton } from '@/shared/telegram/back-button';
import { useSettingsButton } from '@/shared/telegram/settings-button';
import { Header } from './header';
import { ShellFrame } from './shell-frame';
import { afterFirstPaint } from '@/shared/ui/after-first-paint';

/** The frame of every view: the header, the current view, and Telegram's back and settings buttons. */
export function Shell() {
  const { view, canGoBack, back, setView } = useView();
  useBackButton(canGoBack, back);
  // Telegram's settings button (its menu's 'Настройки') opens the account.
  useSettingsButton(() => {
    if (view !== 'account') setView('account');
  });
  useUpdateCheckOnceShown();
  const queryClient = useQueryClient();
  // Back from the chat (a payment link, an authorisation message, a slot notification): what is shown is reloaded.
  useEffect(() => onForeground(() => void refreshLiveData(queryClient)), [queryClient]);

  return (
    <ShellFrame header={<Header />} data-screen>
      <Outlet />
    </ShellFrame>
  );
}

/**
 * Looks for a newer build (update-check.ts) from once the first view is on screen: its code is no part of the first
 * load, and its first look is minutes away.
 */
function useUpdateCheckOnceShown() {
  useEffect(() => {
    if (import.meta.env.DEV || import.meta.env.VITE_TELEGRAM_MOCK === 'true') return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = afterFirstPaint(() => {
      void import('./update-check').then(({ startUpdateCheck }) => {
        if (!unmounted) stop = startUpdateCheck();
      });
    });
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, []);
}
