// @vitest-environment jsdom
// The Telegram bridge is patched at install time (scripts/patches): these fail when the patch is
// missing, e.g. after an SDK update it does not apply to.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backButton, init, postEvent, retrieveLaunchParams } from '@telegram-apps/sdk-react';

const launchQuery = new URLSearchParams({
  tgWebAppPlatform: 'android',
  tgWebAppVersion: '8.0',
  tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff' }),
  tgWebAppData: new URLSearchParams({ auth_date: '1700000000', hash: 'abc', signature: 'sig' }).toString(),
}).toString();

afterEach(() => {
  window.location.hash = '';
  Reflect.deleteProperty(window, 'TelegramWebviewProxy');
  Reflect.deleteProperty(window, 'expensiveGetter');
});

describe('patched Telegram bridge', () => {
  it('parses the launch parameters of one launch once, however often the SDK asks', () => {
    window.location.hash = launchQuery;
    const first = retrieveLaunchParams();
    expect(first.tgWebAppVersion).toBe('8.0');
    expect(retrieveLaunchParams()).toBe(first);
  });

  it('keeps the launch parameters, and so the signed init data, out of sessionStorage', () => {
    window.location.hash = launchQuery;
    sessionStorage.clear();
    retrieveLaunchParams();
    expect(sessionStorage.length).toBe(0);
  });

  it('posts an event to the Android client without reading the rest of the window', () => {
    window.location.hash = launchQuery;
    const proxy = { postEvent: vi.fn() };
    const expensiveGetter = vi.fn(() => 1);
    Object.defineProperty(window, 'TelegramWebviewProxy', { value: proxy, configurable: true, enumerable: true });
    Object.defineProperty(window, 'expensiveGetter', { get: expensiveGetter, configurable: true, enumerable: true });
    postEvent('web_app_ready');
    expect(proxy.postEvent).toHaveBeenCalledWith('web_app_ready', undefined);
    expect(expensiveGetter).not.toHaveBeenCalled();
  });
});

describe('patched Telegram toolkit', () => {
  it('keeps working where reading sessionStorage throws (Telegram Web in a browser blocking third-party storage)', () => {
    window.location.hash = launchQuery;
    const blocked = () => {
      throw new DOMException("Failed to read the 'sessionStorage' property from 'Window'", 'SecurityError');
    };
    const storage = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    const proxy = { postEvent: vi.fn() };
    Object.defineProperty(window, 'TelegramWebviewProxy', { value: proxy, configurable: true, enumerable: true });
    init({ acceptCustomStyles: false });
    // Mounting reads the state a previous page load kept; showing stores the new state.
    backButton.mount();
    backButton.show();
    expect(storage).toHaveBeenCalled();
    expect(proxy.postEvent).toHaveBeenCalledWith('web_app_setup_back_button', JSON.stringify({ is_visible: true }));
  });
});
