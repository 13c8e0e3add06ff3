import { getClientVersion, getUserId } from './session';
import { arrivedTelegramSdk, type TelegramSdk } from './sdk';
import { supportsFeature } from './versions';

/**
 * Telegram's cloud storage where the client has it (6.9 and later), else undefined. Waits for the SDK however long it
 * takes to arrive (a value must be read from where it was written), without loading it earlier: a launch view that
 * reads a value on mounting must not bring the SDK in before its own content.
 */
async function cloudStorage(): Promise<TelegramSdk['cloudStorage'] | undefined> {
  if (!supportsFeature(getClientVersion(), 'cloudStorage')) return undefined;
  const sdk = await arrivedTelegramSdk();
  return sdk?.cloudStorage.getItem.isAvailable() ? sdk.cloudStorage : undefined;
}

/**
 * The key of `name` for this seller. Telegram's cloud storage is per user already; the device's storage is shared by
 * every account used on it, so the key names the seller. Keys keep to Telegram's alphabet (A-Z, a-z, 0-9, _ and -).
 */
function keyOf(name: string): string {
  return `${name}_${getUserId() ?? 'anonymous'}`;
}

function device(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    // Blocked storage (a third-party frame, private mode): the app goes without remembering.
    return undefined;
  }
}

// Each key's reads and writes run one after another, in the order they were asked: a write that waits for the SDK
// must never land after a later removal, and a read sees every write asked before it.
const queues = new Map<string, Promise<unknown>>();

function inOrder<T>(key: string, operation: () => Promise<T>): Promise<T> {
  const result = (queues.get(key) ?? Promise.resolve()).then(operation, operation);
  queues.set(
    key,
    result.catch(() => undefined),
  );
  return result;
}

/** The seller's saved value of `name`, or undefined when there is none or it cannot be read. */
export function readSellerValue(name: string): Promise<string | undefined> {
  const key = keyOf(name);
  return inOrder(key, async () => {
    try {
      const cloud = await cloudStorage();
      const value = cloud ? await cloud.getItem(key) : device()?.getItem(key);
      return value || undefined;
    } catch {
      return undefined;
    }
  });
}

/** Saves `value` as the seller's `name` (Telegram's cloud from 6.9, the device's storage below). Never throws. */
export function writeSellerValue(name: string, value: string): Promise<void> {
  const key = keyOf(name);
  return inOrder(key, async () => {
    try {
      const cloud = await cloudStorage();
      if (cloud) await cloud.setItem(key, value);
      else device()?.setItem(key, value);
    } catch {
      // Remembering is a convenience: a full or refused storage costs the seller only the prefill.
    }
  });
}

/** Forgets the seller's `name`. Never throws. */
export function removeSellerValue(name: string): Promise<void> {
  const key = keyOf(name);
  return inOrder(key, async () => {
    try {
      const cloud = await cloudStorage();
      if (cloud) await cloud.deleteItem(key);
      else device()?.removeItem(key);
    } catch {
      // As above: nothing the seller needs to hear about.
    }
  });
}
