import './polyfills';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/styles/global.css';
import { initTelegram } from '@/shared/telegram/session';
import { startLocationOf, type StartLocation } from '@/app/start/start-location';
import type { QueryClient } from '@tanstack/react-query';
import { api, setRequestTimeout, takeEarlyAnswersFrom } from '@/api/client';
import { takeStartRead } from '@/app/start/start-reads';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { keepStartAnswers, restoreStartAnswers } from '@/app/start/start-answers-cache';
import { currentVersion } from '@/app/start/kept-store';

/** Lets the browser paint and handle input between start-up steps, so none of them is one long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the start view with its data before the first render, so React renders the seller's data on its first
 * pass while the boot screen of index.html stays on screen: the answers kept from the last launch (refreshed at
 * once, in the background) or else the answers of the reads index.html sent before this code arrived. The
 * launch view's markup is kept with the answers, for the boot script to paint on the next launch.
 */
async function loadStartView(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
  start: StartLocation,
  userId: number | undefined,
  version: string,
) {
  if (userId !== undefined) {
    const scope = { userId, version };
    // The server's answer decides: what was decided on kept answers is taken again once it differs, once the first
    // view has rendered (an answer may come while React is still mounting it).
    let rendered = false;
    let retakeWhenRendered = false;
    const unsubscribe = router.subscribe('onRendered', () => {
      rendered = true;
      unsubscribe();
      if (retakeWhenRendered) void router.invalidate();
    });
    restoreStartAnswers(queryClient, scope, start.view, Date.now(), () => {
      if (rendered) void router.invalidate();
      else retakeWhenRendered = true;
    });
    // The screen React rendered, not a snapshot the boot script painted (inert until React replaces it).
    keepStartAnswers(queryClient, scope, (screenAtRest) =>
      screenAtRest(router, queryClient, document.querySelector('#root > [data-screen]:not([inert])')),
    );
  }
  // A failed load is the router's to show (its error page); nothing to handle here.
  await router.load().catch(() => undefined);
}

async function startApp() {
  // The launch view's reads the boot script sent with the page answer the app's first calls.
  takeEarlyAnswersFrom(takeStartRead);
  // Read before anything else: the launch URL carries the start view.
  const search = location.search;
  let devChrome: ReactNode;
  let answersVersion = currentVersion();
  let retryBaseMs: number | undefined;

  // Development and test builds only; the whole branch is removed from production builds.
  if (import.meta.env.DEV || import.meta.env.VITE_TELEGRAM_MOCK === 'true') {
    const [
      { mockTelegram },
      { DevTelegramChrome },
      { mockScenarioMiddleware, scenarioNames },
      { startClockAt },
      { mockDatesMiddleware },
      { contractViolationsMiddleware },
      { TelegramSdkNotice },
    ] = await Promise.all([
      import('./dev/mock-telegram-env'),
      import('./dev/dev-telegram-chrome'),
      import('./dev/mock-scenarios'),
      import('./dev/start-clock'),
      import('./dev/mock-dates'),
      import('./dev/contract-violations'),
      import('./dev/telegram-sdk-notice'),
    ]);
    const params = new URLSearchParams(search);
    const now = params.get('now');
    if (now) startClockAt(now);
    // `?tg=real`: a Telegram client (or the test host page standing in for Telegram Web) hosts the page, so the
    // app runs its production Telegram code path with no simulated client; the mocked backend stays.
    const simulateTelegram = params.get('tg') !== 'real';
    if (simulateTelegram) mockTelegram(search);
    // `npm run dev` without `?mock=`: the session's data in the stateful backend (it moves its dates to today itself);
    // otherwise the scenario's examples from Prism. A real backend (`API_URL`) never gets a mock-only header (`Prefer`,
    // `x-mock-scenario`: a gateway might act on `Prefer`), whatever the URL says; `?mock=off` says the same of a
    // backend a test put in the mock's place.
    const mock = __MOCK_BACKEND__ ? params.get('mock') : 'off';
    const scenario = mock === 'off' || (__STATEFUL_BACKEND__ && mock === null) ? undefined : (mock ?? 'default');
    if (scenario !== undefined) {
      api.use(mockScenarioMiddleware(scenario));
      // The examples' dates follow today; generated data (`dynamic`) has no today to follow.
      if (scenario !== 'dynamic') api.use(mockDatesMiddleware());
    }
    api.use(contractViolationsMiddleware());
    const timeoutMs = Number(params.get('apiTimeout'));
    if (timeoutMs > 0) setRequestTimeout(timeoutMs);
    const retryDelayMs = Number(params.get('retryDelay'));
    if (retryDelayMs > 0) retryBaseMs = retryDelayMs;
    devChrome = (
      <>
        {simulateTelegram && (
          <DevTelegramChrome
            scenarios={__MOCK_BACKEND__ ? scenarioNames : []}
            currentScenario={scenario}
            statefulBackend={__STATEFUL_BACKEND__}
          />
        )}
        <TelegramSdkNotice />
      </>
    );
    // Each backend and mock scenario is a backend of its own: its answers are never shown for another.
    answersVersion += scenario !== undefined ? `+mock=${scenario}` : __STATEFUL_BACKEND__ ? '+stateful' : '+api';
  }

  // Each start-up step in a task of its own: evaluating the modules, reading the launch, the first render's slices.
  await yieldToBrowser();
  const session = initTelegram();
  const start = startLocationOf(search, session.startParam);
  const queryClient = createQueryClient({ retryBaseMs });
  const router = createAppRouter(queryClient, start);
  // Test builds expose the router, before the first render, so tests can reach states no button leads to (an
  // unknown view) as soon as the app shows anything.
  if (import.meta.env.DEV || import.meta.env.VITE_TELEGRAM_MOCK === 'true') window.__appRouter = router;
  if (session.initData) await loadStartView(queryClient, router, start, session.userId, answersVersion);
  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root');
  // A transition renders in slices that yield to the browser; the boot screen stays on screen meanwhile.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App
          initData={session.initData}
          start={start}
          queryClient={queryClient}
          router={router}
          devChrome={devChrome}
        />
      </StrictMode>,
    ),
  );
}

declare global {
  interface Window {
    __appRouter?: ReturnType<typeof createAppRouter>;
  }
}

void startApp();
