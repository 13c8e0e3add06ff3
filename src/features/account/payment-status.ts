import type { User } from '@/api/user';
import type { BadgeTone } from '@/shared/ui/badge';

type PaymentStatus = User['payments'][number]['status'];

/**
 * A payment's status as the seller reads it: only 'succeeded' is paid; a payment the provider still waits for is
 * not a failure yet ('Ожидает оплаты'); a canceled one (or a status this app does not know) was not paid.
 */
export function paymentStatusBadge(status: PaymentStatus): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'succeeded':
      return { label: 'Оплачено', tone: 'green' };
    case 'pending':
    case 'waiting_for_capture':
      return { label: 'Ожидает оплаты', tone: 'yellow' };
    default:
      return { label: 'Не оплачено', tone: 'gray' };
  }
}
