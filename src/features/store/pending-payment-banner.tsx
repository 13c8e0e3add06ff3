import type { User } from '@/api/user';
import { resumeUrl } from '@/domain/pending-payments';
import { openExternalLink } from '@/shared/telegram/open-link';
import { Banner } from '@/shared/ui/banner';
import { sheetOutcomeOf } from '@/api/payments';

type Payment = User['payments'][number];

/**
 * The store's word on the newest payment still waiting (docs/payments.md#lifecycles). A card payment waits for the
 * seller on the provider's page, which 'Продолжить оплату' opens again while it is valid. A Stars payment reads
 * pending until Telegram pays the bot, also after the seller closed the sheet: the banner says what this session saw
 * of the sheet, and never that a payment is awaited when none was made.
 */
export function PendingPaymentBanner({
  payment,
  tariffName,
  now,
}: {
  payment: Payment;
  tariffName: string;
  now: Date;
}) {
  if (payment.method === 'stars') {
    const outcome = sheetOutcomeOf(payment.id);
    if (outcome === 'closed')
      return (
        <Banner
          tone="blue"
          data-testid="pending-payment"
          data-kind="stars-closed"
          title="Оплата не завершена"
          text={`${tariffName}: звезды не списаны. Выберите тариф и оплатите снова, когда будете готовы.`}
        />
      );
    return (
      <Banner
        tone="yellow"
        data-testid="pending-payment"
        data-kind="stars-processing"
        title={outcome === 'processing' ? 'Платеж обрабатывается' : 'Оплата звездами не подтверждена'}
        text={
          outcome === 'processing'
            ? `${tariffName}: покупка появится здесь, как только Telegram подтвердит оплату.`
            : `${tariffName}: если вы оплатили, покупка появится здесь, как только Telegram подтвердит оплату. Если нет — звезды не списаны, можно оплатить снова.`
        }
      />
    );
  }
  const resume = resumeUrl(payment, now);
  return (
    <Banner
      tone="yellow"
      data-testid="pending-payment"
      data-kind="card"
      title="Платеж ожидает оплаты"
      text={
        resume
          ? `${tariffName}: оплату можно завершить на странице платежа, покупка появится здесь сразу после нее.`
          : `${tariffName}: покупка появится здесь сразу после оплаты.`
      }
      action={resume ? { label: 'Продолжить оплату', onClick: () => openExternalLink(resume) } : undefined}
    />
  );
}
