// Telegram init data as the conformance kit signs it and the reference backend validates it.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rebaseDates } from '../../tools/conformance-kit/kit.mjs';
import { signInitData, validateInitData } from '../../scripts/lib/init-data.mjs';

const botToken = '7000000001:test-token';
const user = { id: 42, first_name: 'Анна' };
const authDate = 1_795_000_000;
const now = authDate * 1000 + 60_000;

describe('init data', () => {
  it('is signed as Telegram signs Web App data, with the signature field Telegram sends (covered by the hash)', () => {
    const params = new URLSearchParams(signInitData({ botToken, user, authDate, queryId: 'Q1' }));
    const signature = params.get('signature') ?? '';
    // The shape of Telegram's Ed25519 signature: 64 bytes, base64url.
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    const dataCheckString = `auth_date=${authDate}\nquery_id=Q1\nsignature=${signature}\nuser=${JSON.stringify(user)}`;
    const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
    expect(params.get('hash')).toBe(createHmac('sha256', secret).update(dataCheckString).digest('hex'));
  });

  it('validates what it signed and names the user', () => {
    const result = validateInitData(signInitData({ botToken, user, authDate }), { botToken, maxAgeSeconds: 3600, now });
    expect(result).toEqual({ ok: true, user, authDate });
  });

  it.each([
    ['missing', undefined],
    ['malformed hash', 'user=%7B%22id%22%3A1%7D&auth_date=1&hash=x'],
    ['bad signature', signInitData({ botToken: 'another-token', user, authDate })],
    ['bad signature', signInitData({ botToken, user, authDate }).replace('%22id%22%3A42', '%22id%22%3A43')],
    ['expired', signInitData({ botToken, user, authDate: authDate - 7200 })],
    ['expired', signInitData({ botToken, user, authDate: authDate + 3600 })],
  ])('refuses init data: %s', (reason, raw) => {
    expect(validateInitData(raw, { botToken, maxAgeSeconds: 3600, now })).toEqual({ ok: false, reason });
  });
});

describe('rebaseDates', () => {
  const today = Date.parse('2026-11-24T22:30:00Z'); // already the 25th in Moscow

  it('moves every date by whole days so the earliest is today in Moscow', () => {
    const body = {
      startDate: '2026-11-21T00:00:00.000Z',
      endDate: '2026-11-21T23:59:59.999Z',
      selectedDates: ['2026-11-22'],
      name: '2026',
    };
    expect(rebaseDates(body, today)).toEqual({
      startDate: '2026-11-25T00:00:00.000Z',
      endDate: '2026-11-25T23:59:59.999Z',
      selectedDates: ['2026-11-26'],
      name: '2026',
    });
  });

  it('leaves a body without dates alone', () => {
    expect(rebaseDates({ limit: 20 }, today)).toEqual({ limit: 20 });
  });
});
