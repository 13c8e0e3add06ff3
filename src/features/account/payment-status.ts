import type { User } from '@/api/user';
import type { StarsSheetOutcome } from '@/api/payments';
import type { BadgeTone } from '@/shared/ui/badge';

type Payment = Pick<User['payments'][number], 'status'> & Partial<Pick<User['payments'][number], 'method'>>;

/**
 * A payment's status as the seller reads it: only 'succeeded' is paid; a card payment the provider still waits for
 * is not a failure yet ('Ожидает оплаты'); a canceled one (or a status this app does not know) was not paid.
 * A pending Stars payment awaits nothing from the seller: it is pending until Telegram pays the bot, so it reads as
 * the store says it, from how its sheet closed in this session ('Обрабатывается', 'Не завершено'), else 'Не
 * подтверждено'.
 */
export function paymentStatusBadge(
  payment: Payment,
  sheetOutcome?: StarsSheetOutcome,
): { label: string; tone: BadgeTone } {
  switch (payment.status) {
    case 'succeeded':
      return { label: 'Оплачено', tone: 'green' };
    case 'pending':
    case 'waiting_for_capture':
      if (payment.method !== 'stars') return { label: 'Ожидает оплаты', tone: 'yellow' };
      if (sheetOutcome === 'closed') return { label: 'Не завершено', tone: 'gray' };
      return { label: sheetOutcome === 'processing' ? 'Обрабатывается' : 'Не подтверждено', tone: 'yellow' };
    default:
      return { label: 'Не оплачено', tone: 'gray' };
  }
}
