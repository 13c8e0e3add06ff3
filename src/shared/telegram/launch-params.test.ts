import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './launch-params';

const user = { id: 279058397, first_name: 'Анна', last_name: 'Смирнова', username: 'anna_seller', language_code: 'ru' };
const initData = new URLSearchParams({
  user: JSON.stringify(user),
  chat_instance: '-3788475317572404878',
  chat_type: 'sender',
  auth_date: '1795000000',
  signature: 'sig',
  hash: '89d6079ad6762351f38c6dbbc41bb53048019256a9443988af7a48bcad16ba31',
}).toString();

/** The launch parameters as a Telegram client encodes them in the URL. */
function launch(params: Record<string, string>) {
  return new URLSearchParams(params).toString();
}

const theme = JSON.stringify({ bg_color: '#ffffff', text_color: '#000000' });

describe('reading the launch from its URL', () => {
  it('reads the hash, where Telegram puts the launch parameters', () => {
    const hash = `#${launch({
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: theme,
      tgWebAppStartParam: 'store',
    })}`;
    expect(readLaunchParams('?view=account', hash)).toEqual({
      initData,
      clientVersion: '8.0',
      startParam: 'store',
      userId: 279058397,
    });
  });

  it('reads the query, where some clients put them', () => {
    const search = `?${launch({ tgWebAppData: initData, tgWebAppVersion: '7.10', tgWebAppPlatform: 'tdesktop' })}`;
    expect(readLaunchParams(search, '')).toEqual({
      initData,
      clientVersion: '7.10',
      startParam: undefined,
      userId: 279058397,
    });
  });

  it('joins both: a direct link with `startapp` in the query and the rest in the hash, the query read first', () => {
    const search = `?${launch({ tgWebAppStartParam: 'autobookings-main', view: 'store' })}`;
    const hash = `#${launch({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppStartParam: 'account' })}`;
    expect(readLaunchParams(search, hash)).toEqual({
      initData,
      clientVersion: '8.0',
      startParam: 'autobookings-main',
      userId: 279058397,
    });
  });

  it('keeps the init data byte for byte, as the backend checks its signature', () => {
    const hash = `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0`;
    expect(readLaunchParams('', hash).initData).toBe(initData);
  });

  it('finds nothing outside Telegram (a plain browser, a dev switch in the query)', () => {
    expect(readLaunchParams('', '')).toEqual({
      initData: undefined,
      clientVersion: undefined,
      startParam: undefined,
      userId: undefined,
    });
    expect(readLaunchParams('?view=store&mock=default', '#section')).toEqual({
      initData: undefined,
      clientVersion: undefined,
      startParam: undefined,
      userId: undefined,
    });
  });

  it('launches without init data (opened from a keyboard button): version and start parameter only', () => {
    const hash = `#${launch({ tgWebAppData: '', tgWebAppVersion: '6.1', tgWebAppStartParam: 'terms' })}`;
    expect(readLaunchParams('', hash)).toEqual({
      initData: undefined,
      clientVersion: '6.1',
      startParam: 'terms',
      userId: undefined,
    });
  });

  it.each([
    ['malformed JSON', '{"id":279058397,'],
    ['no id', JSON.stringify({ first_name: 'Анна' })],
    ['a string id', JSON.stringify({ id: '279058397' })],
    ['not an object', '279058397'],
  ])('keeps the init data but names no user when its user is %s', (_, userField) => {
    const data = new URLSearchParams({ user: userField, auth_date: '1795000000', hash: 'abc' }).toString();
    const session = readLaunchParams('', `#${launch({ tgWebAppData: data, tgWebAppVersion: '8.0' })}`);
    expect(session.initData).toBe(data);
    expect(session.userId).toBeUndefined();
  });
});
