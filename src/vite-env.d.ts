/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; empty means the app's own origin (the dev server proxies /api). */
  readonly VITE_API_BASE_URL?: string;
  /** 'true' in dev and e2e builds: mock the Telegram client and enable the mock scenario switch. */
  readonly VITE_TELEGRAM_MOCK?: string;
  /** The support contact the account offers (an https link; none: no support entry). README, "Building". */
  readonly VITE_SUPPORT_URL?: string;
}

/** The contract's `info.version` (openapi.yaml) the build was made against. */
declare const __CONTRACT_VERSION__: string;
/** true unless the dev server proxies /api to a real backend (`API_URL`, vite.config.ts): the answers are mocks. */
declare const __MOCK_BACKEND__: boolean;

/**
 * true in `npm run dev` (vite.config.ts) with its stateful backend: calls without a `?mock=` scenario go to the
 * session's data (README, "Offline backends").
 */
declare const __STATEFUL_BACKEND__: boolean;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
