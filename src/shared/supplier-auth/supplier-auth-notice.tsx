import { useState } from 'react';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { expectReturnFromChat } from '@/shared/telegram/foreground';
import { closeMiniApp } from '@/shared/telegram/init';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { ChatIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast';
import styles from './supplier-auth-notice.module.css';

export interface SupplierAuthNoticeProps {
  /** The bot already sent the authorisation message (the user's `authMessageSent`). */
  messageSent: boolean;
  /** Has the bot send the message; a failure is told in a toast. */
  sendMessage: () => Promise<void>;
  /**
   * The linked supplier's marketplace authorisation was revoked or expired: explains that and starts in the
   * "send" state even when a message was sent long ago (that one was for the old authorisation).
   */
  expired?: boolean;
}

/**
 * The authorisation-required notice (docs/account.md): asks the seller to authorise the app in
 * the marketplace seller cabinet. 'Авторизоваться' has the bot send the instructions to the chat; then it shows
 * 'Сообщение отправлено' with a way to the chat and to send the message again.
 */
export function SupplierAuthNotice({ messageSent, sendMessage: send, expired = false }: SupplierAuthNoticeProps) {
  const [sentNow, setSentNow] = useState(false);
  const sent = sentNow || (!expired && messageSent);

  const sendMessage = useSingleFlightMutation({
    mutationFn: send,
    onSuccess: () => {
      setSentNow(true);
      // The seller authorises from the chat: coming back from it reloads the user (the supplier it linked).
      expectReturnFromChat();
    },
    onError: () => toast.error('Не удалось отправить сообщение для авторизации'),
  });

  // An expired authorisation is known only from the check made each time the account opens, so a snapshot of the
  // account kept for the next launch must not show it (data-transient, see src/app/start/start-snapshot.ts).
  const transient = expired ? '' : undefined;

  if (!sent) {
    return (
      <Banner
        tone={expired ? 'red' : 'yellow'}
        aria-live="polite"
        data-testid="supplier-auth-notice"
        data-transient={transient}
        title={expired ? 'Авторизация истекла' : 'Требуется авторизация'}
        text={
          expired
            ? 'Доступ приложения к личному кабинету продавца маркетплейса больше не действует. Авторизуйтесь снова, чтобы автобронирования продолжили работать.'
            : 'Чтобы бронировать слоты, авторизуйте приложение в личном кабинете продавца маркетплейса. Мы пришлем в чат сообщение с инструкцией и ссылкой.'
        }
        action={{ label: 'Авторизоваться', loading: sendMessage.isPending, onClick: () => void sendMessage.run() }}
      />
    );
  }

  return (
    <Banner
      tone="green"
      aria-live="polite"
      data-testid="supplier-auth-notice"
      data-transient={transient}
      title="Сообщение отправлено"
      text="Откройте сообщение бота в чате и авторизуйте приложение в личном кабинете продавца маркетплейса по ссылке из него."
    >
      <div className={styles.actions}>
        <Button size="sm" iconEnd={<ChatIcon size={16} />} onClick={closeMiniApp}>
          Перейти в чат
        </Button>
        <Button size="sm" variant="secondary" loading={sendMessage.isPending} onClick={() => void sendMessage.run()}>
          Отправить еще раз
        </Button>
      </div>
    </Banner>
  );
}
