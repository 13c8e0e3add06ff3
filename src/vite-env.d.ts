/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; empty means the app's own origin (the dev server proxies /api). */
  readonly VITE_API_BASE_URL?: string;
  /** 'true' in dev and e2e builds: mock the Telegram client and enable the mock scenario switch. */
  readonly VITE_TELEGRAM_MOCK?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
