import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { StartLocation } from '@/shared/navigation/views';
import { ConfirmDialogHost } from '@/shared/ui/confirm-dialog-host';
import { loadTelegramSdk } from '@/shared/telegram/sdk';
import type { createAppRouter } from './router';
import { ErrorPage, UserNotFoundPage } from './error-pages';
import { prefetchLikelyViews } from './prefetch';

// The host of toasts, in a chunk of its own that loads while the first view renders: the seller's data never waits
// for it, and nothing can show a toast before it is in. (The confirmation host stays: its modal is shared with the
// forms, whose lazy budget would otherwise carry it.)
const Toaster = lazy(() => import('@/shared/ui/toaster').then((module) => ({ default: module.Toaster })));

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

/** Longest wait for the first frame before the Telegram SDK loads anyway: a hidden page renders no frame. */
const telegramSdkTimeoutMs = 1000;

export function App({ initData, start, queryClient, router, devChrome }: AppProps) {
  // The Telegram SDK (back and main buttons, popups, theme, viewport) is no part of the first load: it loads once the
  // first render, the seller's data, is on screen (the frame after it has begun), so it never competes with the
  // first-load code or that paint.
  useEffect(() => {
    const load = () => void loadTelegramSdk();
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load)));
    setTimeout(load, telegramSdkTimeoutMs);
  }, []);
  // The first render shows the start view with its data (see main.tsx); once it is painted, the code of the views
  // a seller likely opens next downloads in idle time, so opening them never waits.
  useEffect(() => {
    if (initData) prefetchLikelyViews(start.view);
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
      <Suspense fallback={null}>
        <Toaster />
        <ConfirmDialogHost />
      </Suspense>
      {devChrome}
    </AppErrorBoundary>
  );
}
