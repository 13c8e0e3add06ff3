// Launch parameters as Telegram's Android client passes them in the URL hash, so the production build runs the
// real SDK path (no mock). The API behind the benchmark (Prism or page.route) only checks that init data is sent.

/** Telegram Android's default light theme. */
export const androidLightTheme = {
  accent_text_color: '#1c93e3',
  bg_color: '#ffffff',
  bottom_bar_bg_color: '#ffffff',
  button_color: '#50a8eb',
  button_text_color: '#ffffff',
  destructive_text_color: '#cc2929',
  header_bg_color: '#527da3',
  hint_color: '#a8a8a8',
  link_color: '#2678b6',
  secondary_bg_color: '#f0f0f0',
  section_bg_color: '#ffffff',
  section_header_text_color: '#3a95d5',
  section_separator_color: '#d9d9d9',
  subtitle_text_color: '#82868a',
  text_color: '#222222',
};

/** @param {number} now Unix milliseconds */
function initData(now) {
  const user = {
    id: 279058397,
    first_name: 'Анна',
    last_name: 'Смирнова',
    username: 'anna_seller',
    language_code: 'ru',
    allows_write_to_pm: true,
  };
  return new URLSearchParams({
    user: JSON.stringify(user),
    chat_instance: '-3788475317572404878',
    chat_type: 'sender',
    auth_date: String(Math.floor(now / 1000)),
    signature: 'bench-signature',
    hash: '89d6079ad6762351f38c6dbbc41bb53048019256a9443988af7a48bcad16ba31',
  }).toString();
}

/** The URL hash (with '#') of a launch from a chat on Android. */
export function launchHash(now = Date.now()) {
  return (
    '#' +
    new URLSearchParams({
      tgWebAppData: initData(now),
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: JSON.stringify(androidLightTheme),
    }).toString()
  );
}
