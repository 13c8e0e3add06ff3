// What Telegram's Android client injects before the page's own scripts: `window.TelegramWebviewProxy`, through
// which the SDK posts its method calls, and the answers to the requests the app makes on start. It only answers;
// no mock of the app's data or UI. Injected with Playwright's addInitScript or Puppeteer's evaluateOnNewDocument.
/**
 * @typedef {Window & {
 *   TelegramWebviewProxy?: { postEvent(method: string, data?: string): void },
 *   Telegram?: { WebView?: { receiveEvent(event: string, payload: unknown): void } },
 * }} TelegramWindow
 */

function installAndroidBridge() {
  const insets = { top: 0, bottom: 0, left: 0, right: 0 };
  const viewport = () => ({
    height: window.innerHeight,
    width: window.innerWidth,
    is_expanded: true,
    is_state_stable: true,
  });
  /** @type {Record<string, [event: string, payload: () => object]>} */
  const answers = {
    web_app_request_viewport: ['viewport_changed', viewport],
    web_app_request_safe_area: ['safe_area_changed', () => insets],
    web_app_request_content_safe_area: ['content_safe_area_changed', () => insets],
  };
  // The globals Telegram's client defines; the page's types do not know them.
  const telegramWindow = /** @type {TelegramWindow} */ (window);
  telegramWindow.TelegramWebviewProxy = {
    postEvent(/** @type {string} */ method, /** @type {string | undefined} */ data) {
      // Cloud storage (custom methods): a seller who has stored nothing yet.
      if (method === 'web_app_invoke_custom_method') {
        const request = /** @type {{ req_id: string, method: string }} */ (JSON.parse(data ?? '{}'));
        const result = request.method === 'getStorageValues' ? {} : true;
        setTimeout(() =>
          telegramWindow.Telegram?.WebView?.receiveEvent('custom_method_invoked', { req_id: request.req_id, result }),
        );
        return;
      }
      const answer = answers[method];
      if (!answer) return;
      // The native side answers asynchronously, on a later task.
      setTimeout(() => telegramWindow.Telegram?.WebView?.receiveEvent(answer[0], answer[1]()), 0);
    },
  };
}

/** The bridge as a script to run before the page's scripts. */
export const androidBridgeScript = `(${installAndroidBridge.toString()})();`;
