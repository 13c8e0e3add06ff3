import { lightFormat, subDays } from 'date-fns';
import { pluralRu } from './plural';
import { remainingDays } from '@/domain/remaining-days';
import { isSubscriptionActive } from '@/domain/subscription';

/** The store badge: 'осталось 30 дней', 'остался 1 день', or 'нет подписки' when none is active. */
export function subscriptionLabel(expiresAt: string | null | undefined, now: Date): string {
  if (!isSubscriptionActive(expiresAt, now)) return 'нет подписки';
  const days = remainingDays(expiresAt, now);
  const verb = pluralRu(days, ['остался', 'осталось', 'осталось']);
  return `${verb} ${days} ${pluralRu(days, ['день', 'дня', 'дней'])}`;
}

/**
 * How long an active subscription lasts, in the seller's time zone. An expiry at midnight ends the day before, so
 * that day is named as the last one ('до 20.12.2026 включительно' for an expiry at 21.12.2026 00:00); any other
 * expiry is named with its time ('до 21.12.2026 15:30').
 */
export function subscriptionUntilText(expiresAt: string): string {
  const expiry = new Date(expiresAt);
  if (
    expiry.getHours() === 0 &&
    expiry.getMinutes() === 0 &&
    expiry.getSeconds() === 0 &&
    expiry.getMilliseconds() === 0
  )
    return `до ${lightFormat(subDays(expiry, 1), 'dd.MM.yyyy')} включительно`;
  return `до ${lightFormat(expiry, 'dd.MM.yyyy HH:mm')}`;
}

/**
 * The account's line for a subscription that renews by itself: the day Telegram charges next, in the seller's time
 * zone ('Продлевается автоматически · 21.12'; the account adds what it charges, with the star drawn).
 */
export function renewalText(nextChargeAt: string): string {
  return `Продлевается автоматически · ${lightFormat(new Date(nextChargeAt), 'dd.MM')}`;
}

/** The account's line for a renewal switched off: until when access stays ('… доступ до 20.12.2026 включительно'). */
export function renewalOffText(expiresAt: string): string {
  return `Автопродление отключено · доступ ${subscriptionUntilText(expiresAt)}`;
}

/**
 * The first words on a renewal Telegram could not charge, with its day in the seller's time zone ('Автопродление не
 * прошло 21.11'); the account and the store add why.
 */
export function missedRenewalTitle(missedChargeAt: string): string {
  return `Автопродление не прошло ${lightFormat(new Date(missedChargeAt), 'dd.MM')}`;
}

/**
 * Why a renewal did not go through, as far as anyone can tell: Telegram charged nothing, and the bot is not told
 * whether the Stars were short or the seller cancelled the subscription in Telegram.
 */
export const missedRenewalReason =
  'Telegram не списал звезды — на счете их не хватило или подписка отменена в настройках Telegram. Подписка закончилась.';
