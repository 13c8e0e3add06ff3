// `API_URL=… STAGING_BOT_TOKEN=… npm run dev`: the settings say what to set when one is missing or wrong, the dev
// server refuses to start against a backend that does not accept its signature, and every page it serves launches
// with init data the backend's check accepts. The browser journey is tests/e2e/staging.spec.ts.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateInitData } from '../../scripts/lib/init-data.mjs';
import { defaultStagingUserId, readStagingSettings } from '../../scripts/lib/staging.mjs';
import { stagingLaunchParams } from '../../scripts/vite-staging-launch.ts';
import { createReferenceServer } from '../../tools/reference-server/server.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const botToken = '7000000008:staging-launch-unit';
const apiUrl = 'https://staging.example.ru';

describe('the staging settings', () => {
  it('are none without API_URL (the offline backends)', () => {
    expect(readStagingSettings({})).toBeUndefined();
  });

  it('read API_URL, the token, the test seller and its state', () => {
    expect(
      readStagingSettings({
        API_URL: `${apiUrl}/`,
        STAGING_BOT_TOKEN: botToken,
        STAGING_USER_ID: '777000123',
        STAGING_SELLER: '{"supplier":"authorised"}',
      }),
    ).toEqual({ apiUrl, botToken, userId: 777000123, seller: { supplier: 'authorised' } });
    expect(readStagingSettings({ API_URL: apiUrl, STAGING_BOT_TOKEN: botToken })?.userId).toBe(defaultStagingUserId);
  });

  it.each([
    [
      'API_URL without the token',
      { API_URL: apiUrl },
      /API_URL is set but STAGING_BOT_TOKEN is not: set STAGING_BOT_TOKEN/,
    ],
    ['the token without API_URL', { STAGING_BOT_TOKEN: botToken }, /set API_URL to your staging backend/],
    ['API_URL that is no URL', { API_URL: 'staging', STAGING_BOT_TOKEN: botToken }, /API_URL is not a URL/],
    ['API_URL with /api/v1', { API_URL: `${apiUrl}/api/v1`, STAGING_BOT_TOKEN: botToken }, /without \/api\/v1/],
    [
      'a token of another shape',
      { API_URL: apiUrl, STAGING_BOT_TOKEN: 'not a token' },
      /does not look like a bot token/,
    ],
    [
      'a user id that is none',
      { API_URL: apiUrl, STAGING_BOT_TOKEN: botToken, STAGING_USER_ID: 'anna' },
      /STAGING_USER_ID/,
    ],
    [
      'a seller state that is no object',
      { API_URL: apiUrl, STAGING_BOT_TOKEN: botToken, STAGING_SELLER: '[1]' },
      /STAGING_SELLER/,
    ],
  ])('name what to set: %s', (_, env, message) => {
    expect(() => readStagingSettings(env)).toThrow(message);
  });

  it('never repeat the token in a message', () => {
    const secret = '123:not-a-real-token!';
    expect(() => readStagingSettings({ API_URL: apiUrl, STAGING_BOT_TOKEN: secret })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(secret) as unknown }),
    );
  });
});

describe("the dev server's launch", () => {
  const options = { botToken, userId: 777000050 };
  const now = Date.parse('2026-11-28T10:00:00.000Z');

  it('carries init data signed as Telegram signs it, signature included, which the backend accepts', () => {
    const launch = stagingLaunchParams('/?view=terms', options, now);
    const initData = launch?.get('tgWebAppData') ?? '';
    expect(new URLSearchParams(initData).get('signature')).toMatch(/^[\w-]{86}$/);
    expect(validateInitData(initData, { botToken, maxAgeSeconds: 60, now })).toMatchObject({
      ok: true,
      user: { id: 777000050 },
      authDate: now / 1000,
    });
    expect(validateInitData(initData, { botToken: '1:another', maxAgeSeconds: 60, now })).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    expect(launch?.get('tgWebAppVersion')).toBe('8.0');
    expect(launch?.get('tgWebAppPlatform')).toBe('tdesktop');
  });

  it("launches as the page URL's ?user=, in its ?theme= and ?tgVersion=", () => {
    const launch = stagingLaunchParams('/?user=777000777&theme=dark&tgVersion=7.0', options, now);
    const user = JSON.parse(new URLSearchParams(launch?.get('tgWebAppData') ?? '').get('user') ?? '{}') as object;
    expect(user).toMatchObject({ id: 777000777 });
    expect(JSON.parse(launch?.get('tgWebAppThemeParams') ?? '{}')).toMatchObject({ bg_color: '#17212b' });
    expect(launch?.get('tgWebAppVersion')).toBe('7.0');
  });

  it('leaves a launch inside Telegram (?tg=real) and one without init data (?tg=no-init-data) alone', () => {
    expect(stagingLaunchParams('/?tg=real', options, now)).toBeUndefined();
    expect(stagingLaunchParams('/?tg=no-init-data', options, now)).toBeUndefined();
  });
});

/** Runs the dev script with `env` until it exits; what it printed and its exit code. */
function runDev(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run dev against a staging backend', () => {
  it('refuses to start without the token, saying what to set', async () => {
    const { code, output } = await runDev({ API_URL: apiUrl, STAGING_BOT_TOKEN: '' });
    expect(code).toBe(2);
    expect(output).toContain('set STAGING_BOT_TOKEN to the token of the bot your staging backend checks');
  });

  it('refuses to start when the backend does not accept its signature, and when the Test sellers call refuses STAGING_SELLER', async () => {
    const backend = createReferenceServer({ botToken: '7000000009:the-backends-own' });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    try {
      const refused = await runDev({ API_URL: url, STAGING_BOT_TOKEN: botToken });
      expect(refused.code).toBe(2);
      expect(refused.output).toContain(`${url} refused init data signed with STAGING_BOT_TOKEN (401`);
      expect(refused.output).not.toContain(botToken);

      const unknownState = await runDev({
        API_URL: url,
        STAGING_BOT_TOKEN: '7000000009:the-backends-own',
        STAGING_SELLER: '{"suppliers":99}',
      });
      expect(unknownState.code).toBe(2);
      expect(unknownState.output).toContain('PUT /api/test/seller with STAGING_SELLER answered 422');
    } finally {
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    }
  }, 90_000);
});
