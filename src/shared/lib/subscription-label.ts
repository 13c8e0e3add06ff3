import { pluralRu } from './plural';
import { isSubscriptionActive, remainingDays } from './subscription';

/** The store badge: 'осталось 30 дней', 'остался 1 день', or 'нет подписки' when none is active. */
export function subscriptionLabel(expiresAt: string | null | undefined, now: Date): string {
  if (!isSubscriptionActive(expiresAt, now)) return 'нет подписки';
  const days = remainingDays(expiresAt, now);
  const verb = pluralRu(days, ['остался', 'осталось', 'осталось']);
  return `${verb} ${days} ${pluralRu(days, ['день', 'дня', 'дней'])}`;
}
