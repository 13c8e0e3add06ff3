// @ts-check
// Telegram launch parameters for development and tests: what a Telegram client puts into the mini app's URL hash
// (init data, theme, client version, platform). Plain JavaScript, type-checked through its JSDoc, so that the
// simulated client (mock-telegram-env.ts, bundled by Vite), the benchmark (Node) and the Telegram Web test host page
// (a static page that loads it as a module) launch the app the same way.

/** @typedef {Record<string, `#${string}`>} ThemeParams Telegram's theme colours by name (bg_color, text_color…). */

/**
 * Telegram's default light and dark themes (Telegram Desktop and Web).
 * @type {{ light: ThemeParams, dark: ThemeParams }}
 */
export const telegramThemes = {
  light: {
    accent_text_color: '#168acd',
    bg_color: '#ffffff',
    bottom_bar_bg_color: '#ffffff',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    destructive_text_color: '#d14e4e',
    header_bg_color: '#ffffff',
    hint_color: '#707579',
    link_color: '#2481cc',
    secondary_bg_color: '#efeff3',
    section_bg_color: '#ffffff',
    section_header_text_color: '#3a95d5',
    section_separator_color: '#e7e7e7',
    subtitle_text_color: '#707579',
    text_color: '#000000',
  },
  dark: {
    accent_text_color: '#6ab2f2',
    bg_color: '#17212b',
    bottom_bar_bg_color: '#17212b',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
    destructive_text_color: '#ec3942',
    header_bg_color: '#17212b',
    hint_color: '#708499',
    link_color: '#6ab3f3',
    secondary_bg_color: '#232e3c',
    section_bg_color: '#17212b',
    section_header_text_color: '#6ab3f3',
    section_separator_color: '#111921',
    subtitle_text_color: '#708499',
    text_color: '#f5f5f5',
  },
};

/** The seller every simulated launch comes from, as Telegram describes its user. */
const seller = {
  id: 279058397,
  first_name: 'Анна',
  last_name: 'Смирнова',
  username: 'anna_seller',
  language_code: 'ru',
  allows_write_to_pm: true,
};

/**
 * Init data (a query string) as Telegram passes it, from a private chat with the bot. It is not really signed: the
 * mocked backends only check that it is sent, and `signature` tells apart who launched the app in a test.
 * @param {{ signature: string, now?: number }} options now: the auth_date, in Unix milliseconds
 */
export function simulatedInitData({ signature, now = Date.now() }) {
  return new URLSearchParams({
    user: JSON.stringify(seller),
    chat_instance: '-3788475317572404878',
    chat_type: 'sender',
    auth_date: String(Math.floor(now / 1000)),
    signature,
    hash: '89d6079ad6762351f38c6dbbc41bb53048019256a9443988af7a48bcad16ba31',
  }).toString();
}

/**
 * The launch parameters as Telegram puts them into the URL hash (the hash is `#` and their string).
 * @param {{ initData?: string, version: string, platform: string, theme: ThemeParams, startParam?: string }} launch
 *   initData: left out for a launch without it; startParam: a direct link's `startapp`.
 */
export function launchParams({ initData, version, platform, theme, startParam }) {
  const params = new URLSearchParams();
  if (initData !== undefined) params.set('tgWebAppData', initData);
  params.set('tgWebAppVersion', version);
  params.set('tgWebAppPlatform', platform);
  params.set('tgWebAppThemeParams', JSON.stringify(theme));
  if (startParam) params.set('tgWebAppStartParam', startParam);
  return params;
}
