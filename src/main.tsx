import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/styles/global.css';
import { completeTelegramSetup, initTelegram } from '@/shared/telegram/init';
import { whenIdle } from '@/shared/lib/when-idle';
import { startLocationOf } from '@/shared/navigation/views';
import { api, setRequestTimeout } from '@/api/client';
import { App } from '@/app/app';

/** Longest wait for an idle moment before the rest of the Telegram setup (viewport, swipes, colours) runs anyway. */
const telegramSetupTimeoutMs = 1000;

/** Lets the browser paint and handle input between start-up steps, so none of them is one long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  // Read before anything else: the launch URL carries the start view.
  const search = location.search;
  let devChrome: ReactNode;

  // Development and test builds only; the whole branch is removed from production builds.
  if (import.meta.env.DEV || import.meta.env.VITE_TELEGRAM_MOCK === 'true') {
    const [{ mockTelegram }, { DevTelegramChrome }, { mockScenarioMiddleware, scenarioNames }, { startClockAt }] = await Promise.all([
      import('./dev/mock-telegram-env'),
      import('./dev/dev-telegram-chrome'),
      import('./dev/mock-scenarios'),
      import('./dev/start-clock'),
    ]);
    const params = new URLSearchParams(search);
    const now = params.get('now');
    if (now) startClockAt(now);
    // `?tg=real`: a Telegram client (or the test host page standing in for Telegram Web) hosts the page, so the
    // app runs its production Telegram code path with no simulated client; the mocked backend stays.
    const simulateTelegram = params.get('tg') !== 'real';
    if (simulateTelegram) mockTelegram(search);
    const scenario = params.get('mock') ?? 'default';
    api.use(mockScenarioMiddleware(scenario));
    const timeoutMs = Number(params.get('apiTimeout'));
    if (timeoutMs > 0) setRequestTimeout(timeoutMs);
    if (simulateTelegram) devChrome = <DevTelegramChrome scenarios={scenarioNames} currentScenario={scenario} />;
  }

  // Each start-up step in a task of its own: evaluating the modules, the Telegram SDK, the first render's slices.
  await yieldToBrowser();
  const session = initTelegram();
  await yieldToBrowser();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root');
  // A transition renders in slices that yield to the browser; the boot skeleton stays on screen meanwhile.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App initData={session.initData} start={startLocationOf(search, session.startParam)} devChrome={devChrome} />
      </StrictMode>,
    ),
  );
  whenIdle(completeTelegramSetup, telegramSetupTimeoutMs);
}

void boot();
