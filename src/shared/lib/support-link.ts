/**
 * The support contact of a build (`VITE_SUPPORT_URL`, docs/account.md#support): an `https://` link, e.g. a Telegram
 * chat or bot (`https://t.me/…`) or a web page. Undefined when none is configured or the value is not an https link:
 * the account then has no support entry.
 */
export function supportUrlOf(configured: string | undefined): string | undefined {
  const value = configured?.trim();
  if (!value) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The chat of the bot that takes the payments and answers `/paysupport` (the price list's `paymentSupportBot`, a
 * username without '@'); undefined for a name Telegram would not accept.
 */
export function paymentSupportUrl(botUsername: string | undefined): string | undefined {
  return botUsername && /^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(botUsername) ? `https://t.me/${botUsername}` : undefined;
}
