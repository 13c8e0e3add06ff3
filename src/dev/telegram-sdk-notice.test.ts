import { describe, expect, it } from 'vitest';
import { sdkFailureNotice } from './telegram-sdk-notice';

// The SDK's own error for a launch it refuses, one line per place it looked.
const refused = (line: string) =>
  Object.assign(
    new Error(
      'Unable to retrieve launch parameters from any known source. Perhaps, you have opened your app outside Telegram?\n' +
        'Collected errors:\n' +
        `Source: window.location.href / ${line}\n` +
        'Source: local storage / Source is empty',
    ),
    { name: 'LaunchParamsRetrieveError' },
  );
const launch = (initData: Record<string, string> | undefined) => {
  const params = new URLSearchParams({ tgWebAppVersion: '8.0', tgWebAppPlatform: 'tdesktop' });
  if (initData) params.set('tgWebAppData', new URLSearchParams(initData).toString());
  return `#${params}`;
};

describe('the notice of a Telegram SDK that did not start', () => {
  it('names the missing signature of the init data and how to sign it', () => {
    const notice = sdkFailureNotice(
      refused('Invalid key: Expected "signature" but received undefined'),
      '',
      launch({ user: '{"id":1}', auth_date: '1', hash: 'ab' }),
    );
    expect(notice.reason).toBe(
      'Source: window.location.href / Invalid key: Expected "signature" but received undefined',
    );
    expect(notice.advice).toMatch(/нет поля signature.*STAGING_BOT_TOKEN/s);
  });

  it('says to leave ?tg=real in a browser that brings no launch parameters', () => {
    const notice = sdkFailureNotice(refused('Invalid key: Expected "tgWebAppPlatform"'), '?tg=real', '');
    expect(notice.advice).toMatch(/нет параметров запуска Telegram.*\?tg=real/s);
  });

  it('points at the launch parameters the SDK refused otherwise', () => {
    const notice = sdkFailureNotice(
      refused('Invalid type: Expected string'),
      '',
      launch({ signature: 's', hash: 'ab' }),
    );
    expect(notice.advice).toMatch(/не принял параметры запуска/);
  });

  it('keeps an error of another kind as it is, and says to reload', () => {
    const notice = sdkFailureNotice(new Error('Failed to fetch dynamically imported module'), '', launch(undefined));
    expect(notice.reason).toBe('Failed to fetch dynamically imported module');
    expect(notice.advice).toMatch(/Перезагрузите страницу/);
  });
});
