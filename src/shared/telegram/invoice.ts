import { getClientVersion, getInitData } from './session';
import { telegramSdkWithin } from './sdk';
import { supportsFeature } from './versions';

/** How Telegram's payment sheet closed (`invoiceClosed`); `unavailable`: it could not be opened here. */
export type InvoiceOutcome = 'paid' | 'cancelled' | 'failed' | 'pending' | 'unavailable';

/** How long a tap waits for the SDK while it is still loading. */
const sdkWaitMs = 3000;

/**
 * Whether this launch can pay in Stars: inside Telegram (signed init data) on a client that opens invoices (6.1).
 * A browser outside Telegram and older clients pay by card only.
 */
export function canOpenInvoice(): boolean {
  return getInitData() !== undefined && supportsFeature(getClientVersion(), 'invoice');
}

/** Whether `url` is a Telegram invoice link, as `createInvoiceLink` makes them (`https://t.me/$…`, `…/invoice/…`). */
export function isInvoiceLink(url: unknown): url is string {
  return typeof url === 'string' && /^https:\/\/t\.me\/(\$|invoice\/)[A-Za-z0-9_=-]{1,256}$/.test(url);
}

/** Opens Telegram's payment sheet for an invoice link and resolves with how it closed. */
export async function openInvoice(url: string): Promise<InvoiceOutcome> {
  const sdk = await telegramSdkWithin(sdkWaitMs);
  if (!sdk?.invoice.open.isAvailable()) return 'unavailable';
  try {
    const status = await sdk.invoice.open(url, 'url');
    return status === 'paid' || status === 'cancelled' || status === 'pending' ? status : 'failed';
  } catch {
    return 'unavailable';
  }
}
