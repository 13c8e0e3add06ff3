// The dev server against a team's staging backend (`API_URL` and `STAGING_BOT_TOKEN`, docs/contract.md): every page
// it serves launches as Telegram launches the mini app, with init data signed by the staging bot's token in the URL
// hash, signed anew for each page load so its auth_date is now. The token stays in this process: the page gets the
// signed init data only, as it does from Telegram, and a build never runs this plugin.
import type { Plugin } from 'vite';
import { signInitData } from './lib/init-data.mjs';
import { stagingUser } from './lib/staging.mjs';
import { launchParams, telegramThemes } from '../src/dev/telegram-launch.js';

export interface StagingLaunchOptions {
  botToken: string;
  /** The Telegram user the launches come from; `?user=<id>` in the page URL picks another. */
  userId: number;
}

/**
 * The launch parameters of one page load: signed init data for the page URL's `?user=` (else `userId`), the
 * simulated client's `?theme=` and `?tgVersion=`. Undefined where the URL asks for no signed launch: `?tg=real` (a
 * Telegram client hosts the page and brings its own) or `?tg=no-init-data`.
 */
export function stagingLaunchParams(pageUrl: string, { botToken, userId }: StagingLaunchOptions, now = Date.now()) {
  const query = new URL(pageUrl, 'http://dev.invalid').searchParams;
  if (query.has('tg')) return undefined;
  const user = Number(query.get('user') ?? userId);
  const initData = signInitData({
    botToken,
    user: stagingUser(Number.isSafeInteger(user) && user > 0 ? user : userId),
    authDate: Math.floor(now / 1000),
  });
  return launchParams({
    initData,
    version: query.get('tgVersion') ?? '8.0',
    platform: 'tdesktop',
    theme: telegramThemes[query.get('theme') === 'dark' ? 'dark' : 'light'],
  });
}

/**
 * Puts the launch parameters into the URL hash before any other script of the page runs (the boot script reads them
 * to send the launch view's reads), keeping a direct link's start parameter.
 */
function launchScript(params: URLSearchParams): string {
  return `(function(){var p=new URLSearchParams(${JSON.stringify(params.toString())});var s=new URLSearchParams(location.hash.slice(1)).get('tgWebAppStartParam');if(s)p.set('tgWebAppStartParam',s);history.replaceState(history.state,'',location.pathname+location.search+'#'+p.toString());})();`;
}

export function stagingLaunch(options: StagingLaunchOptions): Plugin {
  return {
    name: 'staging-launch',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      handler(_html, context) {
        const params = stagingLaunchParams(context.originalUrl ?? context.path, options);
        if (!params) return [];
        return [
          { tag: 'script', attrs: { id: 'staging-launch' }, children: launchScript(params), injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
