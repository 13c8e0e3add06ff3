// `API_URL=… STAGING_BOT_TOKEN=… npm run dev`: the settings of a run against a team's staging backend, and the check
// made before the dev server starts, so a wrong setting is named at once instead of as a 401 in the browser.
import { signInitData } from './init-data.mjs';

/** The Telegram user the app launches as unless STAGING_USER_ID (or `?user=`) picks another. */
export const defaultStagingUserId = 777000050;

/**
 * The test seller as Telegram describes its user.
 * @param {number} id
 */
export function stagingUser(id) {
  return { id, first_name: 'Тестовый', last_name: 'Продавец', language_code: 'ru', allows_write_to_pm: true };
}

/**
 * @typedef {{ apiUrl: string, botToken: string, userId: number, seller: Record<string, unknown> | undefined }}
 *   StagingSettings
 */

/** A setting that is missing or wrong, with what to set. */
export class StagingSettingError extends Error {}

/**
 * The staging settings of `env`, or undefined without API_URL (the offline backends). Throws a StagingSettingError
 * naming what to set when one is missing or malformed. The token's value is never part of a message.
 * @param {NodeJS.ProcessEnv} env
 * @returns {StagingSettings | undefined}
 */
export function readStagingSettings(env) {
  const { API_URL: apiUrl, STAGING_BOT_TOKEN: botToken, STAGING_USER_ID: userIdText, STAGING_SELLER: sellerText } = env;
  if (!apiUrl) {
    if (botToken)
      throw new StagingSettingError(
        'STAGING_BOT_TOKEN is set but API_URL is not: set API_URL to your staging backend’s origin (the one that serves /api/v1), e.g. API_URL=https://staging.example.ru',
      );
    return undefined;
  }
  /** @type {URL} */
  let url;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new StagingSettingError(
      `API_URL is not a URL: set it to your staging backend’s origin, e.g. API_URL=https://staging.example.ru`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new StagingSettingError(`API_URL must be an http(s) URL, e.g. API_URL=https://staging.example.ru`);
  if (/\/api(\/v1)?\/?$/.test(url.pathname))
    throw new StagingSettingError(
      `API_URL ends in ${url.pathname}: set it to the origin that serves /api/v1, without /api/v1 (e.g. API_URL=${url.origin})`,
    );
  if (!botToken)
    throw new StagingSettingError(
      'API_URL is set but STAGING_BOT_TOKEN is not: set STAGING_BOT_TOKEN to the token of the bot your staging backend checks init data against (from @BotFather). The dev server signs the launch’s init data with it, as Telegram does; without it your backend answers every call 401.',
    );
  if (!/^\d+:[\w-]+$/.test(botToken))
    throw new StagingSettingError(
      'STAGING_BOT_TOKEN does not look like a bot token (<bot id>:<secret>, as @BotFather gives it): set it to your staging bot’s token.',
    );
  const userId = Number(userIdText ?? defaultStagingUserId);
  if (!Number.isSafeInteger(userId) || userId <= 0)
    throw new StagingSettingError(
      `STAGING_USER_ID is not a Telegram user id: set it to a positive whole number, e.g. STAGING_USER_ID=${defaultStagingUserId}`,
    );
  /** @type {Record<string, unknown> | undefined} */
  let seller;
  if (sellerText) {
    /** @type {unknown} */
    let parsed;
    try {
      parsed = JSON.parse(sellerText);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new StagingSettingError(
        `STAGING_SELLER is not a JSON object: set it to the body of the Test sellers call, e.g. STAGING_SELLER='{"agreeTerms":true,"supplier":"authorised"}'`,
      );
    seller = /** @type {Record<string, unknown>} */ (parsed);
  }
  return { apiUrl: url.toString().replace(/\/$/, ''), botToken, userId, seller };
}

/**
 * A call to the staging backend as the test seller, with init data signed now.
 * @param {StagingSettings} settings
 * @param {string} method
 * @param {string} path from `/api`
 * @param {unknown} [body]
 */
async function call({ apiUrl, botToken, userId }, method, path, body) {
  const initData = signInitData({ botToken, user: stagingUser(userId) });
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'x-init-data': initData, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  /** @type {unknown} */
  let answer;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  const code =
    typeof answer === 'object' && answer !== null && 'code' in answer && typeof answer.code === 'string'
      ? ` ${answer.code}`
      : '';
  return { status: response.status, code };
}

/**
 * Asks the staging backend for the test seller with signed init data, and puts the seller into STAGING_SELLER's
 * state through the contract's Test sellers call. Resolves with what to print; throws a StagingSettingError naming
 * the setting to fix when the backend cannot be reached or refuses the signature.
 * @param {StagingSettings} settings
 * @returns {Promise<string[]>}
 */
export async function checkStagingBackend(settings) {
  const { apiUrl, userId, seller } = settings;
  /** @type {Awaited<ReturnType<typeof call>>} */
  let user;
  try {
    user = await call(settings, 'GET', '/api/v1/user');
  } catch (error) {
    throw new StagingSettingError(
      `API_URL ${apiUrl} did not answer GET /api/v1/user (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}): check API_URL and that the backend runs.`,
    );
  }
  if (user.status === 401)
    throw new StagingSettingError(
      `${apiUrl} refused init data signed with STAGING_BOT_TOKEN (401${user.code}): set STAGING_BOT_TOKEN to the token of the bot your staging backend checks init data against.`,
    );
  if (user.status === 404)
    throw new StagingSettingError(
      `${apiUrl} answers 404 to GET /api/v1/user: set API_URL to the origin that serves /api/v1 (without /api/v1).`,
    );
  const lines = [`Staging backend ${apiUrl} accepts the signed init data of Telegram user ${userId}.`];
  if (seller) {
    const provisioned = await call(settings, 'PUT', '/api/test/seller', seller);
    if (provisioned.status !== 200)
      throw new StagingSettingError(
        provisioned.status === 404
          ? `${apiUrl} has no Test sellers call (PUT /api/test/seller answered 404): unset STAGING_SELLER and put the seller into the state you want yourself.`
          : `PUT /api/test/seller with STAGING_SELLER answered ${provisioned.status}${provisioned.code}: fix STAGING_SELLER (the call's body, docs/contract.md).`,
      );
    lines.push(`Test seller ${userId} set to ${JSON.stringify(seller)}.`);
  }
  return lines;
}
