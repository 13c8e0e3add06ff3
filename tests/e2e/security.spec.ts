import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { launchHash } from '../../tools/bench/launch-params.mjs';
import { serveBuild } from '../../tools/bench/serve.mjs';
import { androidBridgeScript } from '../../tools/bench/telegram-android-bridge.mjs';
import { buildProduction } from '../support/production-build';
import { test, expect, today } from './fixtures';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Everything the page printed to the console, with the values of logged objects, and every uncaught error. */
function recordConsole(page: Page) {
  const lines: string[] = [];
  page.on('console', (message) => {
    lines.push(message.text());
    for (const arg of message.args()) {
      void arg
        .jsonValue()
        .then((value: unknown) => lines.push(JSON.stringify(value)))
        .catch(() => undefined);
    }
  });
  page.on('pageerror', (error) => lines.push(`${error.message}\n${error.stack ?? ''}`));
  return lines;
}

test('the init data goes only into the x-init-data header: never into URLs, storage, cookies, the console or error screens', async ({
  app,
  page,
}) => {
  // Failures are provoked on purpose; what they print is searched for the init data below.
  app.allowErrors();
  const consoleLines = recordConsole(page);
  const sent: string[] = [];
  page.on('request', (request) =>
    sent.push([request.url(), request.headers()['referer'] ?? '', request.postData() ?? ''].join('\n')),
  );

  await app.open({ mock: 'triggers-errors' });
  const card = page.getByRole('region', { name: 'Коледино, Подольск', exact: true });
  await card.getByRole('button', { name: 'стоп' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Достигнут лимит активных таймслотов' })).toBeVisible();
  await card.getByRole('button', { name: 'Удалить таймслот' }).click();
  await page.getByTestId('tg-popup').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось удалить таймслот' })).toBeVisible();
  await page.getByRole('button', { name: 'добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Создание таймслота' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Разделы' });
  await nav.getByRole('button', { name: 'Автобронирования' }).click();
  await expect(page.getByRole('tab', { name: /Активные/ })).toBeVisible();
  await nav.getByRole('button', { name: 'Магазин' }).click();
  await expect(page.getByTestId('tariff-sub_3m')).toBeVisible();
  await nav.getByRole('button', { name: /^Аккаунт/ }).click();
  await expect(page.getByRole('table', { name: 'История платежей' })).toBeVisible();
  // A launch whose user cannot be loaded: the error screen and its logged error.
  await app.open({ mock: 'user-error' });
  await expect(page.getByRole('heading', { name: 'Пользователь не найден' })).toBeVisible();

  const initData = app.apiRequests.find((request) => request.initData)?.initData ?? '';
  // src/dev/mock-telegram-env.ts signs the mocked init data with these; the header must really carry them.
  const secrets = ['89d6079ad6762351f38c6dbbc41bb53048019256a9443988af7a48bcad16ba31', 'dev-signature'];
  for (const secret of secrets) expect(initData).toContain(secret);
  const kept = await page.evaluate(() => ({
    localStorage: JSON.stringify({ ...localStorage }),
    sessionStorage: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
    screen: document.body.innerText,
    search: location.search,
  }));
  expect(consoleLines.length, 'the provoked errors were logged').toBeGreaterThan(0);
  for (const secret of [...secrets, initData, encodeURIComponent(initData)]) {
    for (const [where, text] of Object.entries({
      ...kept,
      console: consoleLines.join('\n'),
      requests: sent.join('\n'),
    })) {
      expect(text.includes(secret), `init data in ${where}`).toBe(false);
    }
  }
});

test.describe('the production build', () => {
  test.describe.configure({ timeout: 90_000 });
  let outDir = '';
  let server: Server | undefined;
  let origin = '';

  test.beforeAll(async () => {
    outDir = await buildProduction();
    server = await serveBuild({ root: outDir, port: 0, apiPort: Number(process.env.E2E_PRISM_PORT ?? 4020) });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(() => {
    server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  test('runs every view under its Content-Security-Policy, which blocks an injected script', async ({ app, page }) => {
    await page.addInitScript(androidBridgeScript);
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        );
      });
    });
    const violations = () => page.evaluate(() => window.__cspViolations ?? []);
    // The marketplace's CDN, offline here: a blank pixel for its photos.
    await page.route(/^https:\/\/basket-/, (route) =>
      route.fulfill({
        contentType: 'image/gif',
        body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      }),
    );

    // Launched the way Telegram's Android client does: no mock, the real SDK path.
    await page.goto(`${origin}/${launchHash(today.getTime())}`);
    await expect(page.getByRole('tab', { name: /Актуальные/ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    await nav.getByRole('button', { name: 'Магазин' }).click();
    await expect(page.getByRole('tab', { name: 'подписка' })).toBeVisible();
    await nav.getByRole('button', { name: /^Аккаунт/ }).click();
    await expect(page.getByRole('table', { name: 'История платежей' })).toBeVisible();
    // The form last: leaving it once changed would ask first.
    await nav.getByRole('button', { name: 'Автобронирования' }).click();
    await page.getByRole('button', { name: 'добавить' }).click();
    await page.getByRole('button', { name: /^Черновик поставки/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Посмотреть товары' }).click();
    // Product photos come from the marketplace's CDN, which the policy allows.
    const photo = page.getByRole('dialog', { name: 'Товары черновика' }).locator('img').first();
    await expect(photo).toHaveJSProperty('complete', true);
    await expect(photo).toHaveJSProperty('naturalWidth', 1);
    await page.keyboard.press('Escape');
    expect(await violations()).toEqual([]);

    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "yes"';
      document.body.append(script);
      return document.documentElement.dataset.injected ?? 'no';
    });
    expect(injected).toBe('no');
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem inline /)]);
    expect(app.errors.filter((error) => !error.includes('Content Security Policy'))).toEqual([]);
    app.allowErrors();
  });
});
