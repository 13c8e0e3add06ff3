import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/shared/styles/global.css';
import { initTelegram } from '@/shared/telegram/init';
import { startLocationOf } from '@/shared/navigation/views';
import { api, setRequestTimeout } from '@/api/client';
import { App } from '@/app/app';

async function boot() {
  // Read before anything else: the launch URL carries the start view.
  const search = location.search;
  let devChrome: ReactNode;

  // Development and test builds only; the whole branch is removed from production builds.
  if (import.meta.env.DEV || import.meta.env.VITE_TELEGRAM_MOCK === 'true') {
    const [{ mockTelegram }, { DevTelegramChrome }, { mockScenarioMiddleware, scenarioNames }] = await Promise.all([
      import('./dev/mock-telegram-env'),
      import('./dev/dev-telegram-chrome'),
      import('./api/mock-scenarios'),
    ]);
    mockTelegram(search);
    const params = new URLSearchParams(search);
    const scenario = params.get('mock') ?? 'default';
    api.use(mockScenarioMiddleware(scenario));
    const timeoutMs = Number(params.get('apiTimeout'));
    if (timeoutMs > 0) setRequestTimeout(timeoutMs);
    devChrome = <DevTelegramChrome scenarios={scenarioNames} currentScenario={scenario} />;
  }

  const session = initTelegram();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root');
  createRoot(root).render(
    <StrictMode>
      <App initData={session.initData} start={startLocationOf(search, session.startParam)} devChrome={devChrome} />
    </StrictMode>,
  );
}

void boot();
