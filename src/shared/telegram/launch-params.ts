/** This launch as Telegram describes it in the launch URL. */
export interface TelegramSession {
  /** The raw signed init data, sent as `x-init-data`; undefined outside Telegram. */
  initData: string | undefined;
  clientVersion: string | undefined;
  /** The `startapp` value of a t.me direct link, if the app was opened by one. */
  startParam: string | undefined;
  /** The Telegram user the init data names. */
  userId: number | undefined;
}

function userIdOf(initData: string): number | undefined {
  try {
    const user: unknown = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null');
    const id = typeof user === 'object' && user !== null && 'id' in user ? user.id : undefined;
    return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads this launch from the launch URL without the Telegram SDK, so the first render never waits for it. Telegram
 * puts the launch parameters in the URL hash; some clients put them (or some of them) in the query. Both are read,
 * the query's value first, exactly as the boot script of index.html and the SDK read them, so the three agree on
 * the start view. Nothing is validated here: the backend checks the init data's signature.
 */
export function readLaunchParams(search: string, hash: string): TelegramSession {
  const launch = new URLSearchParams(`${search.replace(/^\?/, '')}&${hash.replace(/^#/, '')}`);
  const initData = launch.get('tgWebAppData') || undefined;
  return {
    initData,
    clientVersion: launch.get('tgWebAppVersion') || undefined,
    startParam: launch.get('tgWebAppStartParam') || undefined,
    userId: initData === undefined ? undefined : userIdOf(initData),
  };
}
