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
import { useUpdateCheck } from './update-check';

/** The frame of every view: the header, the current view, and Telegram's back and settings buttons. */
export function Shell() {
  const { view, canGoBack, back, setView } = useView();
  useBackButton(canGoBack, back);
  // Telegram's settings button (its menu's 'Настройки') opens the account.
  useSettingsButton(() => {
    if (view !== 'account') setView('account');
  });
  useUpdateCheck();
  const queryClient = useQueryClient();
  // Back from the chat (a payment link, an authorisation message, a slot notification): what is shown is reloaded.
  useEffect(() => onForeground(() => void refreshLiveData(queryClient)), [queryClient]);

  return (
    <ShellFrame header={<Header />} data-screen>
      <Outlet />
    </ShellFrame>
  );
}
