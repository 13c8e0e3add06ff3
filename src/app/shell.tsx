import { Outlet } from '@tanstack/react-router';
import { useView } from '@/shared/navigation/use-view';
import { useBackButton } from '@/shared/telegram/back-button';
import { Header } from './header';
import { useUpdateCheck } from './update-check';
import styles from './shell.module.css';

/** The frame of every view: the header, the current view, and Telegram's back button. */
export function Shell() {
  const { canGoBack, back } = useView();
  useBackButton(canGoBack, back);
  useUpdateCheck();

  return (
    <div className={styles.shell}>
      <Header />
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
