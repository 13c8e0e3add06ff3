// The app against the stateful reference backend (tools/reference-server) as a backend team runs it against theirs:
// launched with init data signed by the backend's bot token in the launch URL, as Telegram launches it (and as
// `npm run dev` with STAGING_BOT_TOKEN does), so the app itself sends it in `x-init-data`. The page's API calls go to
// the backend unchanged; only their origin differs. `?mock=off` tells the test build that no mock answers, so it
// sends no mock-only header, as a dev server with API_URL never does; a call that carries one anyway is refused.
const mockHeaders = ['prefer', 'x-mock-scenario'];
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { signInitData } from '../../scripts/lib/init-data.mjs';
import { launchParams, telegramThemes } from '../../src/dev/telegram-launch.js';
import { createReferenceServer } from '../../tools/reference-server/server.mjs';

export interface ReferenceBackend {
  server: ReturnType<typeof createReferenceServer>;
  /** The Telegram seller's init data, signed at the backend's now. */
  initData: (userId: number) => string;
  /** Opens the app as Telegram launches it for the seller, its API calls answered by the backend. */
  launch: (
    page: Page,
    userId: number,
    options?: { view?: string; theme?: 'light' | 'dark'; tgVersion?: string; query?: Record<string, string> },
  ) => Promise<void>;
  /** A call to the backend outside the page, as the seller (e.g. the Test sellers call). */
  call: (userId: number, method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;
  close: () => Promise<void>;
}

export async function startReferenceBackend(
  options: Parameters<typeof createReferenceServer>[0] & { botToken: string; now: () => number },
): Promise<ReferenceBackend> {
  const server = createReferenceServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const initData = (userId: number) =>
    signInitData({
      botToken: options.botToken,
      user: { id: userId, first_name: 'Анна', language_code: 'ru' },
      authDate: Math.floor(options.now() / 1000) - 60,
    });
  return {
    server,
    initData,
    async launch(page, userId, { view, theme = 'light', tgVersion = '8.0', query: extraQuery = {} } = {}) {
      await page.route('**/api/**', async (route) => {
        const url = new URL(route.request().url());
        const leaked = mockHeaders.filter((name) => name in route.request().headers());
        if (leaked.length)
          return route.fulfill({ status: 400, json: { code: 'mock_header_sent', message: leaked.join(', ') } });
        return route.fulfill({ response: await route.fetch({ url: `${origin}${url.pathname}${url.search}` }) });
      });
      const launch = launchParams({
        initData: initData(userId),
        version: tgVersion,
        platform: 'tdesktop',
        theme: telegramThemes[theme],
      });
      // The theme in the query too, for the simulated client's own state (its panel).
      const query = new URLSearchParams({ mock: 'off', ...(view ? { view } : {}), theme, ...extraQuery });
      await page.goto(`/?${query}#${launch.toString()}`);
    },
    async call(userId, method, path, body) {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { 'x-init-data': initData(userId), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
