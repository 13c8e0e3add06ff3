import type { ReactNode } from 'react';
import type { Tariff } from '@/api/tariffs';
import { openAnyLink } from '@/shared/telegram/open-link';
import { useMainButton } from '@/shared/telegram/main-button';
import { Button } from '@/shared/ui/button';
import { CheckIcon, ChatIcon, WarningIcon } from '@/shared/ui/icons';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { StarsAmount } from '@/shared/ui/stars-amount';
import { payInStarsLabel } from './payment-labels';
import type { StarsCheckoutStep } from './use-stars-checkout';
import styles from './payment-modal.module.css';

interface StarsCheckoutModalProps {
  tariff: Tariff;
  step: StarsCheckoutStep;
  /** The chat of the payment bot (`/paysupport`), when the price list names one. */
  supportUrl: string | undefined;
  onRetry: () => void;
  onClose: () => void;
}

interface Panel {
  tone: 'wait' | 'done' | 'problem';
  title: string;
  text: string;
  /** The sheet's main button: retry after a failure, close once there is nothing left to do. */
  action: 'retry' | 'close' | 'busy';
  /** Offer the payment support chat. */
  support?: boolean;
}

/** What the modal says at each step (docs/payments.md#lifecycles). */
function panelOf(step: StarsCheckoutStep): Panel {
  switch (step.kind) {
    case 'opening':
      return { tone: 'wait', title: 'Открываем оплату', text: 'Подтвердите оплату в окне Telegram.', action: 'busy' };
    case 'confirming':
      return {
        tone: 'wait',
        title: 'Оплачено',
        text: 'Платеж обрабатывается: ждем подтверждения от Telegram, покупка появится через несколько секунд.',
        action: 'busy',
      };
    case 'applied':
      return {
        tone: 'done',
        title: 'Оплачено',
        text: 'Покупка уже в приложении: подписка и баланс автобронирований обновлены.',
        action: 'close',
      };
    case 'unconfirmed':
      return {
        tone: 'problem',
        title: 'Оплата получена, но покупка еще не появилась',
        text: 'Telegram сообщил об оплате, но бот еще не подтвердил ее. Обычно это занимает минуту; если покупка не появится, напишите в поддержку по оплате: звезды вернут или покупку начислят.',
        action: 'close',
        support: true,
      };
    case 'pending':
      return {
        tone: 'wait',
        title: 'Платеж обрабатывается',
        text: 'Telegram еще проводит оплату. Покупка появится в магазине и в аккаунте, как только платеж пройдет.',
        action: 'close',
      };
    case 'failed':
      return {
        tone: 'problem',
        title: 'Оплата не прошла',
        text: 'Telegram не провел платеж, звезды не списаны. Проверьте баланс звезд и попробуйте снова или оплатите картой.',
        action: 'retry',
        support: true,
      };
    case 'error':
      return { tone: 'problem', title: 'Оплата не началась', text: step.message, action: 'retry' };
  }
}

const icons: Record<Panel['tone'], ReactNode> = {
  wait: <Spinner size={28} />,
  done: <CheckIcon size={28} />,
  problem: <WarningIcon size={28} />,
};

/** A purchase in Telegram Stars over the store: the sheet opening, then how it closed and what the seller can do. */
export function StarsCheckoutModal({ tariff, step, supportUrl, onRetry, onClose }: StarsCheckoutModalProps) {
  const panel = panelOf(step);
  useMainButton({
    text:
      panel.action === 'retry' ? 'Попробовать снова' : panel.action === 'close' ? 'Готово' : payInStarsLabel(tariff),
    visible: true,
    loading: panel.action === 'busy',
    onClick: panel.action === 'retry' ? onRetry : onClose,
    sheet: true,
  });

  return (
    <Modal open onClose={onClose} title="Оплата звездами" size="sm" dismissible={step.kind !== 'opening'}>
      <div className={styles.summary}>
        <span className={styles.tariffName}>{tariff.name}</span>
        <StarsAmount className={styles.price} stars={tariff.priceStars} />
      </div>
      <div
        className={styles.success}
        role={panel.tone === 'problem' ? 'alert' : 'status'}
        data-testid="stars-checkout"
        data-step={step.kind}
      >
        <span className={styles[`${panel.tone}Icon`]} aria-hidden="true">
          {icons[panel.tone]}
        </span>
        <p className={styles.successTitle}>{panel.title}</p>
        <p className={styles.successText}>{panel.text}</p>
        {panel.support && supportUrl ? (
          <Button variant="secondary" fullWidth icon={<ChatIcon size={18} />} onClick={() => openAnyLink(supportUrl)}>
            Поддержка по оплате
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
