// The documented way onto a team's staging backend (docs/contract.md, "Running the app on your staging backend"):
// `API_URL=… STAGING_BOT_TOKEN=… npm run dev`, against the reference server standing in for a third party's backend.
// It checks every call's init data against its own bot token, as a staging backend does, and records what reached
// it: the dev server's launch is signed as Telegram signs it, the main button sends, and no mock-only header ever
// leaves the app.
import { spawn, type ChildProcess } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../scripts/lib/prism.mjs';
import { createReferenceServer } from '../../tools/reference-server/server.mjs';
import { expect, test } from './fixtures';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const botToken = '7000000007:staging-dev-server-e2e';
const userId = 777000901;
const startTimeoutMs = 180_000;

// The backend runs on the real clock, as a staging backend does: the launch is signed at the dev server's now.
const backend = createReferenceServer({ botToken });
const received: { method: string; path: string; headers: IncomingHttpHeaders }[] = [];
backend.prependListener('request', (request) =>
  received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers }),
);
let dev: ChildProcess | undefined;
let devUrl = '';
let output = '';

test.describe.configure({ mode: 'serial', timeout: startTimeoutMs + 120_000 });

test.beforeAll(async () => {
  test.setTimeout(startTimeoutMs + 30_000);
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const port =
    Number(process.env.E2E_STAGING_PORT) || (await findFreePort(4500 + Math.floor(Math.random() * 50), 4599));
  // As a team starts it: the staging origin, the bot's token, the test seller and the state to put it in.
  dev = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
      STAGING_BOT_TOKEN: botToken,
      STAGING_USER_ID: String(userId),
      STAGING_SELLER: JSON.stringify({ agreeTerms: false, supplier: 'linked' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  dev.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const deadline = Date.now() + startTimeoutMs;
  while (!/^Ready: /m.test(output)) {
    if (dev.exitCode !== null) throw new Error(`the dev server exited (${dev.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the dev server was not ready within ${startTimeoutMs} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  devUrl = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev?.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  }
  await new Promise<void>((resolve) => backend.close(() => resolve()));
});

test('the dev server checks the backend, puts the test seller into its state and launches signed in', () => {
  expect(output).toContain(`accepts the signed init data of Telegram user ${userId}`);
  expect(output).toContain('Test seller 777000901 set to {"agreeTerms":false,"supplier":"linked"}');
  expect(output).toMatch(
    new RegExp(`^Ready: ${devUrl} \\(API: http://127\\.0\\.0\\.1:\\d+, as Telegram user ${userId}`, 'm'),
  );
  // The token stays in the dev server's process: it is never printed.
  expect(output).not.toContain(botToken);
});

test('the app opens signed in as the test seller, its main button accepts the terms at the backend, and no call carries a mock header', async ({
  app,
  page,
}) => {
  const before = received.length;
  // A `?mock=` scenario in the URL changes nothing against a real backend.
  await page.goto(`${devUrl}/?view=terms&mock=no-credits`);
  await expect(page.getByRole('heading', { level: 1, name: 'Пользовательское соглашение' })).toBeVisible();
  await app.mainButton.filter({ hasText: 'Я согласен с условиями' }).click();
  await expect
    .poll(() => received.slice(before).some((call) => call.method === 'POST' && call.path === '/api/v1/user/update'))
    .toBe(true);

  // The backend checked every call's signature: the seller is the dev server's test user, now with terms accepted.
  const user = await fetch(`${devUrl}/api/v1/user`, {
    headers: { 'x-init-data': String(app.apiRequests[0]?.initData) },
  });
  expect(user.status).toBe(200);
  expect(await user.json()).toMatchObject({ agreeTerms: true });
  const initData = new URLSearchParams(app.apiRequests[0]?.initData);
  expect(JSON.parse(initData.get('user') ?? '{}')).toMatchObject({ id: userId });
  expect(initData.get('signature')).toBeTruthy();

  const calls = received.slice(before);
  expect(calls.length).toBeGreaterThan(1);
  for (const call of calls) {
    expect(call.headers['x-init-data'], `${call.method} ${call.path}`).toBeTruthy();
    expect(call.headers.prefer, `Prefer on ${call.method} ${call.path}`).toBeUndefined();
    expect(call.headers['x-mock-scenario'], `x-mock-scenario on ${call.method} ${call.path}`).toBeUndefined();
  }
  // No token in what the page keeps: its storage holds nothing signed with it either.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(botToken);
});
