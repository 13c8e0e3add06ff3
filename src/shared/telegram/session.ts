import { readLaunchParams, type TelegramSession } from './launch-params';

let session: TelegramSession = {
  initData: undefined,
  clientVersion: undefined,
  startParam: undefined,
  userId: undefined,
};

/** The raw init data of this launch, kept only in memory. */
export function getInitData(): string | undefined {
  return session.initData;
}

export function getClientVersion(): string | undefined {
  return session.clientVersion;
}

/** The Telegram user of this launch (from the init data), undefined outside Telegram. */
export function getUserId(): number | undefined {
  return session.userId;
}

/**
 * Reads this launch from its URL (init data, start parameter, client version, user), at once and without the
 * Telegram SDK: the API client and the first render never wait for it. The SDK itself loads once the app's first
 * render is on screen (`loadTelegramSdk` in sdk.ts).
 */
export function initTelegram(): TelegramSession {
  session = readLaunchParams(location.search, location.hash);
  return session;
}
