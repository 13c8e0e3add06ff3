import type { TelegramSdk } from './sdk-setup';

export type { TelegramSdk };

let loading: Promise<TelegramSdk | undefined> | undefined;
let loaded: TelegramSdk | undefined;
let settle: (sdk: TelegramSdk | undefined) => void = () => undefined;
/** Settles once the SDK has been loaded and started: undefined where it could not be (not in Telegram, no network). */
const arrival = new Promise<TelegramSdk | undefined>((resolve) => {
  settle = resolve;
});
let settleFailure: (error: unknown) => void = () => undefined;
const failure = new Promise<unknown>((resolve) => {
  settleFailure = resolve;
});

/**
 * Resolves with the error that kept the SDK from loading or starting (never where it started). A plain browser goes
 * without Telegram's features, so production builds say nothing of it; development builds show it (src/dev).
 */
export function telegramSdkFailure(): Promise<unknown> {
  return failure;
}

/**
 * Loads and starts the Telegram SDK, once: the only place the app imports it. It is no part of the first load (the
 * launch is read without it, launch-params.ts); the app starts it once its first render is on screen (app.tsx), and
 * a question to the seller asked before that starts it too. Every wrapper in this folder reaches it through
 * `withTelegramSdk`.
 */
export function loadTelegramSdk(): Promise<TelegramSdk | undefined> {
  loading ??= import('./sdk-setup')
    .then(({ startTelegramSdk }) => startTelegramSdk())
    .catch((error: unknown) => {
      // Only development and test builds show it: production builds leave the call out.
      if (import.meta.env.DEV || import.meta.env.VITE_TELEGRAM_MOCK === 'true')
        settleFailure(error ?? new Error('unknown error'));
      return undefined;
    })
    .then((sdk) => {
      loaded = sdk;
      settle(sdk);
      return sdk;
    });
  return loading;
}

/**
 * The SDK once app.tsx has loaded and started it, after the first render is on screen: what the seller did not ask
 * for waits for it rather than loading it before the launch view's data. Undefined where it could not start.
 */
export function arrivedTelegramSdk(): Promise<TelegramSdk | undefined> {
  return arrival;
}

/** The SDK once it has arrived and started; undefined before that, and outside Telegram. */
export function loadedTelegramSdk(): TelegramSdk | undefined {
  return loaded;
}

/**
 * Runs `apply` with the SDK: at once when it has arrived, else when it arrives. Returns the cancel: before the SDK
 * arrived it drops the run (an unmounted component never subscribes), after it calls what `apply` returned (e.g. the
 * unsubscribe). Where the SDK never arrives, `apply` never runs: a plain browser goes without Telegram's features.
 */
export function withTelegramSdk(apply: (sdk: TelegramSdk) => (() => void) | undefined | void): () => void {
  let cancelled = false;
  let cleanup: (() => void) | undefined | void;
  const run = (sdk: TelegramSdk | undefined) => {
    if (sdk && !cancelled) cleanup = apply(sdk);
  };
  if (loaded) run(loaded);
  else void arrival.then(run);
  return () => {
    cancelled = true;
    cleanup?.();
    cleanup = undefined;
  };
}

/**
 * The SDK for something the seller just asked for (a tap implies the first render is done, so this starts the load
 * if app.tsx has not yet): waits while it loads, at most `maxWaitMs`, then answers undefined.
 */
export function telegramSdkWithin(maxWaitMs: number): Promise<TelegramSdk | undefined> {
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), maxWaitMs);
    void loadTelegramSdk().then((sdk) => {
      clearTimeout(timer);
      resolve(sdk);
    });
  });
}
