// @ts-check
// How the development server tells its two offline backends apart (README, "Offline backends"): the page (mock
// scenarios, dev panel), the dev server's proxy (tools/reference-server/vite-dev-backend.ts) and the stateful backend
// (tools/reference-server/dev-backend.mjs) share these names.

/** Carried by every call of a `?mock=` scenario: the dev server sends it to Prism's examples, not to the session's data. */
export const mockScenarioHeader = 'x-mock-scenario';

/** The stateful backend's own controls (not part of the contract), proxied by the dev server. */
export const devBackendPrefix = '/__dev-backend';

/** POST: drops the session's data; the next call starts again from the contract's examples. */
export const devBackendResetPath = `${devBackendPrefix}/reset`;

/** POST: the session's market (the coefficient table) moves on to its next state, as it would within the hour. */
export const devBackendMarketMovePath = `${devBackendPrefix}/market/move`;

/**
 * POST `{ "invoiceLink": "https://t.me/$…" }`: the simulated Telegram client's payment sheet was paid. The stateful
 * backend then does what the bot does on `successful_payment` for that invoice; 404 for an invoice it never made.
 */
export const devBackendStarsPaidPath = `${devBackendPrefix}/stars-paid`;
