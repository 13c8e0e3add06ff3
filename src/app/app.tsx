import { Component, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { StartLocation } from '@/shared/navigation/views';
import { Toaster } from '@/shared/ui/toaster';
import { ConfirmDialogHost } from '@/shared/ui/confirm-dialog-host';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { ErrorPage, UserNotFoundPage } from './error-pages';
import { prefetchViewsWhenIdle } from './prefetch';

declare global {
  interface Window {
    __appRouter?: ReturnType<typeof createAppRouter>;
  }
}

interface AppProps {
  initData: string | undefined;
  start: StartLocation;
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

export function App({ initData, start, devChrome }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient, start));
  // Test builds expose the router so e2e tests can reach states no button leads to (an unknown view).
  if (import.meta.env.DEV || import.meta.env.VITE_TELEGRAM_MOCK === 'true') window.__appRouter = router;
  // The other views' code downloads in idle time after the first view, so opening them never waits.
  useEffect(() => {
    if (initData) prefetchViewsWhenIdle();
  }, [initData]);

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
      <Toaster />
      <ConfirmDialogHost />
      {devChrome}
    </AppErrorBoundary>
  );
}
