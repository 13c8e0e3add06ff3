// Telegram Mini App init data: signing (the conformance kit signs its own test identities) and validation (what a
// backend does with every `x-init-data` header; the reference server does it the same way).
//
//   secret_key       = HMAC_SHA256(key = "WebAppData", message = bot_token)
//   data_check_string = every field except `hash`, as `key=value` (value URL-decoded), sorted by key, joined by "\n"
//   hash             = hex(HMAC_SHA256(key = secret_key, message = data_check_string))
import { createHmac, timingSafeEqual } from 'node:crypto';

/** @param {string} botToken */
function secretKey(botToken) {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

/** @param {URLSearchParams} params */
function dataCheckString(params) {
  return [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/**
 * Raw init data (a query string) for `user`, signed with `botToken` as Telegram signs it, with every field
 * Telegram sends. `signature` is Telegram's Ed25519 signature for third parties, which only Telegram can make: this
 * one has its shape (64 bytes, base64url), and like Telegram's it is covered by `hash`, the one a backend checks. The
 * Telegram SDK does not start on init data without it.
 * @param {{ botToken: string, user: object, authDate?: number, queryId?: string }} options authDate in Unix seconds.
 */
export function signInitData({
  botToken,
  user,
  authDate = Math.floor(Date.now() / 1000),
  queryId = 'AAHdF6IQAAAAAN0XohDhrOrc',
}) {
  const params = new URLSearchParams({ query_id: queryId, user: JSON.stringify(user), auth_date: String(authDate) });
  params.set('signature', createHmac('sha512', botToken).update(dataCheckString(params)).digest('base64url'));
  const hash = createHmac('sha256', secretKey(botToken)).update(dataCheckString(params)).digest('hex');
  params.set('hash', hash);
  return params.toString();
}

/** @typedef {{ id: number, first_name?: string, last_name?: string }} InitDataUser The fields a backend reads. */

/**
 * @param {unknown} value
 * @returns {value is InitDataUser}
 */
const isInitDataUser = (value) =>
  typeof value === 'object' && value !== null && 'id' in value && Number.isSafeInteger(value.id);

/**
 * Checks raw init data. `ok: false` carries the reason (for logs, never for the client).
 * @param {string | undefined} raw
 * @param {{ botToken: string, maxAgeSeconds: number, maxFutureSeconds?: number, now?: number }} options now in Unix
 *   milliseconds; an auth_date more than maxFutureSeconds ahead (clock skew allowance) counts as expired too.
 * @returns {{ ok: true, user: InitDataUser, authDate: number } | { ok: false, reason: string }}
 */
export function validateInitData(raw, { botToken, maxAgeSeconds, maxFutureSeconds = 300, now = Date.now() }) {
  if (!raw) return { ok: false, reason: 'missing' };
  const params = new URLSearchParams(raw);
  const hash = params.get('hash') ?? '';
  if (!/^[0-9a-f]{64}$/.test(hash)) return { ok: false, reason: 'malformed hash' };
  const expected = createHmac('sha256', secretKey(botToken)).update(dataCheckString(params)).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'bad signature' };
  const authDate = Number(params.get('auth_date'));
  if (!Number.isInteger(authDate) || authDate <= 0) return { ok: false, reason: 'malformed auth_date' };
  if (now / 1000 - authDate > maxAgeSeconds || authDate - now / 1000 > maxFutureSeconds)
    return { ok: false, reason: 'expired' };
  /** @type {unknown} */
  let user;
  try {
    user = JSON.parse(params.get('user') ?? '');
  } catch {
    return { ok: false, reason: 'malformed user' };
  }
  if (!isInitDataUser(user)) return { ok: false, reason: 'malformed user' };
  return { ok: true, user, authDate };
}
