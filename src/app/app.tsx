import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { StartLocation } from './start/start-location';
import { loadTelegramSdk } from '@/shared/telegram/sdk';
import { afterFirstPaint } from '@/shared/ui/after-first-paint';
import { saveKeptAnswersFromNow } from './start/start-answers-cache';
import type { createAppRouter } from './router';
import { ErrorPage, loadErrorPages, UserNotFoundPage } from './lazy-error-pages';

// The hosts of toasts and of in-app confirmations, in a chunk of their own that loads once the first view is on
// screen: nothing is downloaded before the seller's data that the start view does not need. A toast raised earlier
// waits in its store and shows once the host is in; a question needs a tap on code that loads later still.
const OverlayHosts = lazy(() => import('./overlay-hosts').then((module) => ({ default: module.OverlayHosts })));

interface AppProps {
  initData: string | undefined;
  start: StartLocation;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** Dev-only stand-ins for Telegram's own UI; undefined in production builds. */
  devChrome?: ReactNode;
}

/** Last line of defence: a render error outside any route still shows the error page, never a white screen. */
class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error !== undefined) return <ErrorPage error={this.state.error} onRetry={() => location.reload()} />;
    return this.props.children;
  }
}

export function App({ initData, start, queryClient, router, devChrome }: AppProps) {
  // The Telegram SDK (back and main buttons, popups, theme, viewport), the hosts of toasts and confirmations and the
  // error pages are no part of the first load: they load once the first render, the seller's data, is on screen, so
  // they never compete with the first-load code or that paint.
  const [painted, setPainted] = useState(false);
  useEffect(
    () =>
      afterFirstPaint(() => {
        setPainted(true);
        saveKeptAnswersFromNow();
        void loadTelegramSdk();
        void loadErrorPages();
      }),
    [],
  );
  // The first render shows the start view with its data (see main.tsx); once it is painted, the code of the views
  // a seller likely opens next downloads in idle time, so opening them never waits. The prefetch's own code loads
  // then too: nothing of it runs before.
  useEffect(() => {
    if (!initData) return;
    return afterFirstPaint(
      () => void import('./start/prefetch').then(({ prefetchLikelyViews }) => prefetchLikelyViews(start.view)),
    );
  }, [initData, start.view]);

  return (
    <AppErrorBoundary>
      {initData ? (
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      ) : (
        <main>
          <UserNotFoundPage />
        </main>
      )}
      {painted ? (
        <Suspense fallback={null}>
          <OverlayHosts />
        </Suspense>
      ) : null}
      {devChrome}
    </AppErrorBoundary>
  );
}
