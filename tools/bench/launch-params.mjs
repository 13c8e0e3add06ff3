// Launch parameters as Telegram's Android client passes them in the URL hash, so the production build runs the
// real SDK path (no mock). The API behind the benchmark (Prism or page.route) only checks that init data is sent.

import { launchParams, simulatedInitData } from '../../src/dev/telegram-launch.js';

/**
 * Telegram Android's default light theme.
 * @type {import('../../src/dev/telegram-launch.js').ThemeParams}
 */
const androidLightTheme = {
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

/** The URL hash (with '#') of a launch from a chat on Android. */
export function launchHash(now = Date.now()) {
  const launch = launchParams({
    initData: simulatedInitData({ signature: 'bench-signature', now }),
    version: '8.0',
    platform: 'android',
    theme: androidLightTheme,
  });
  return `#${launch.toString()}`;
}
