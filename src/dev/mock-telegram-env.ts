// Development and test only: makes an ordinary browser look like a Telegram client, so the real SDK code path
// runs. main.tsx imports this module behind `import.meta.env.DEV`, so production builds never contain it.
import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';
import { devBackendStarsPaidPath } from './dev-backend-routes.js';
import { launchParams, simulatedInitData, telegramThemes } from './telegram-launch.js';

export type DevTheme = 'light' | 'dark';

interface MainButtonState {
  visible: boolean;
  active: boolean;
  text: string;
  progress: boolean;
}

interface PopupState {
  title?: string;
  message: string;
  buttons: { id: string; type?: string; text?: string }[];
}

export interface DevTelegramState {
  theme: DevTheme;
  backButtonVisible: boolean;
  mainButton: MainButtonState;
  popup: PopupState | undefined;
  closed: boolean;
  closingConfirmation: boolean;
  /** The invoice Telegram's payment sheet shows (`web_app_open_invoice`), until it is answered. */
  invoice: { slug: string } | undefined;
}

/** How the simulated payment sheet can close (`invoice_closed`). */
export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

type Listener = () => void;
const listeners = new Set<Listener>();
let state: DevTelegramState = {
  theme: 'light',
  backButtonVisible: false,
  mainButton: { visible: false, active: true, text: '', progress: false },
  popup: undefined,
  closed: false,
  closingConfirmation: false,
  invoice: undefined,
};

function update(change: Partial<DevTelegramState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const devTelegram = {
  getState: () => state,
  // An arrow function: useSyncExternalStore calls it detached from the object.
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setTheme(theme: DevTheme) {
    update({ theme });
    emitEvent('theme_changed', { theme_params: telegramThemes[theme] });
  },
  pressBack: () => emitEvent('back_button_pressed'),
  pressMain: () => emitEvent('main_button_pressed'),
  /**
   * Closes the payment sheet with `status`. With the session's data (no `?mock=`), "paid" first has the stateful
   * backend do what the bot does on `successful_payment`, as Telegram's servers would before the sheet closes.
   */
  async answerInvoice(status: InvoiceStatus) {
    const invoice = state.invoice;
    if (!invoice) return;
    update({ invoice: undefined });
    if (status === 'paid' && __STATEFUL_BACKEND__ && !new URLSearchParams(location.search).has('mock')) {
      await fetch(devBackendStarsPaidPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ invoiceLink: `https://t.me/$${invoice.slug}` }),
      }).catch(() => undefined);
    }
    emitEvent('invoice_closed', { slug: invoice.slug, status });
  },
  answerPopup(buttonId: string | undefined) {
    update({ popup: undefined });
    emitEvent('popup_closed', buttonId === undefined ? {} : { button_id: buttonId });
  },
};

declare global {
  interface Window {
    /** Every Mini Apps method the app called, for Playwright assertions (dev and tests only). */
    __telegramEvents?: { method: string; params: unknown }[];
  }
}

const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };

/** Where the simulated client keeps the cloud storage: in the page's own storage, so it outlives a reload. */
const cloudStorageKey = 'dev-telegram-cloud-storage';

function readCloud(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(cloudStorageKey) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Answers Telegram's cloud storage methods (Bot API `CloudStorage`) as the client would. */
function answerCustomMethod(payload: Record<string, unknown> | undefined) {
  const request = payload as {
    req_id: string;
    method: string;
    params: { key?: string; value?: string; keys?: string[] };
  };
  const cloud = readCloud();
  let result: unknown = true;
  switch (request.method) {
    case 'getStorageValues':
      result = Object.fromEntries((request.params.keys ?? []).map((key) => [key, cloud[key] ?? '']));
      break;
    case 'getStorageKeys':
      result = Object.keys(cloud);
      break;
    case 'saveStorageValue':
      cloud[request.params.key ?? ''] = request.params.value ?? '';
      break;
    case 'deleteStorageValues':
      for (const key of request.params.keys ?? []) delete cloud[key];
      break;
    default:
      return emitEvent('custom_method_invoked', { req_id: request.req_id, error: 'UNKNOWN_METHOD' });
  }
  localStorage.setItem(cloudStorageKey, JSON.stringify(cloud));
  return emitEvent('custom_method_invoked', { req_id: request.req_id, result });
}

/**
 * Puts launch parameters into the URL hash exactly as Telegram does and answers the client requests the SDK
 * makes. `?theme=dark` starts dark; `?tg=no-init-data` launches without init data (the "user not found" page);
 * `?tgVersion=` names the client version (default 8.0).
 */
export function mockTelegram(search: string) {
  const params = new URLSearchParams(search);
  const theme: DevTheme = params.get('theme') === 'dark' ? 'dark' : 'light';
  state = { ...state, theme };
  const launch = launchParams({
    initData: params.get('tg') === 'no-init-data' ? undefined : simulatedInitData({ signature: 'dev-signature' }),
    version: params.get('tgVersion') ?? '8.0',
    platform: 'tdesktop',
    theme: telegramThemes[theme],
    // A t.me direct link's `startapp`: tests launch with it in the hash, where Telegram puts it.
    startParam: new URLSearchParams(location.hash.slice(1)).get('tgWebAppStartParam') ?? undefined,
  });
  // A launch URL that carries its own parameters (in the query, the hash or both, as clients differ) is kept as is.
  const given = new URLSearchParams(`${location.search.slice(1)}&${location.hash.slice(1)}`);
  if (!given.has('tgWebAppVersion'))
    history.replaceState(history.state, '', `${location.pathname}${location.search}#${launch.toString()}`);

  window.__telegramEvents = [];
  mockTelegramEnv({
    resetPostMessage: true,
    onEvent(event) {
      const [method, payload] = event as [string, Record<string, unknown> | undefined];
      window.__telegramEvents?.push({ method, params: payload });
      switch (method) {
        case 'web_app_request_theme':
          return emitEvent('theme_changed', { theme_params: telegramThemes[state.theme] });
        case 'web_app_request_viewport':
          return emitEvent('viewport_changed', {
            height: window.innerHeight,
            width: window.innerWidth,
            is_expanded: true,
            is_state_stable: true,
          });
        case 'web_app_request_safe_area':
          return emitEvent('safe_area_changed', noInsets);
        case 'web_app_request_content_safe_area':
          return emitEvent('content_safe_area_changed', noInsets);
        case 'web_app_setup_back_button':
          return update({ backButtonVisible: Boolean(payload?.is_visible) });
        case 'web_app_setup_main_button':
          return update({
            mainButton: {
              visible: Boolean(payload?.is_visible),
              active: payload?.is_active !== false,
              text: typeof payload?.text === 'string' ? payload.text : '',
              progress: Boolean(payload?.is_progress_visible),
            },
          });
        case 'web_app_setup_closing_behavior':
          return update({ closingConfirmation: Boolean(payload?.need_confirmation) });
        case 'web_app_open_popup':
          return update({ popup: payload as unknown as PopupState });
        case 'web_app_open_invoice':
          return update({ invoice: { slug: typeof payload?.slug === 'string' ? payload.slug : '' } });
        case 'web_app_close':
          return update({ closed: true });
        // The seller allows the bot to write (`?writeAccess=cancelled`: declines).
        case 'web_app_request_write_access':
          return emitEvent('write_access_requested', {
            status: params.get('writeAccess') === 'cancelled' ? 'cancelled' : 'allowed',
          });
        // Whether the app is on the device's home screen: `?homeScreen=added|unsupported|unknown`, else not yet.
        case 'web_app_check_home_screen':
          return emitEvent('home_screen_checked', { status: params.get('homeScreen') ?? 'missed' });
        case 'web_app_invoke_custom_method':
          return answerCustomMethod(payload);
        default:
          return undefined;
      }
    },
  });
}
