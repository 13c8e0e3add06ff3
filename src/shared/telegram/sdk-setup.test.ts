// @vitest-environment jsdom
// The SDK's start with the real SDK and an Android client's bridge: what Telegram receives once it has loaded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTelegram } from './session';
import { startTelegramSdk } from './sdk-setup';

afterEach(() => {
  window.location.hash = '';
  Reflect.deleteProperty(window, 'TelegramWebviewProxy');
});

describe('starting the Telegram SDK', () => {
  it('tells Telegram the app is ready, then sets up swipes and the viewport in a task of its own', async () => {
    window.location.hash = new URLSearchParams({
      tgWebAppPlatform: 'android',
      tgWebAppVersion: '8.0',
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff' }),
      tgWebAppData: new URLSearchParams({ auth_date: '1700000000', hash: 'abc', signature: 'sig' }).toString(),
    }).toString();
    initTelegram();
    const proxy = { postEvent: vi.fn() };
    Object.defineProperty(window, 'TelegramWebviewProxy', { value: proxy, configurable: true, enumerable: true });
    const sdk = startTelegramSdk();
    expect(sdk?.popup.show.isAvailable()).toBe(true);
    const sent = () => proxy.postEvent.mock.calls.map(([method]) => method as string);
    expect(sent()).toContain('web_app_ready');
    expect(sent()).not.toContain('web_app_setup_swipe_behavior');
    await vi.waitFor(() => expect(sent()).toContain('web_app_setup_swipe_behavior'), { timeout: 10_000 });
    // The viewport's mount starts by asking for the safe areas.
    expect(sent()).toContain('web_app_request_safe_area');
    // A theme changed while the app was starting reached no listener: the current one is asked for.
    expect(sent()).toContain('web_app_request_theme');
  });
});
