import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { updateCachedUser, userQueryOptions } from '@/api/user';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { expectReturnFromChat } from '@/shared/telegram/foreground';
import { closeMiniApp } from '@/shared/telegram/init';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { ChatIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast';
import styles from './supplier-auth-notice.module.css';

export interface SupplierAuthNoticeProps {
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
export function SupplierAuthNotice({ expired = false }: SupplierAuthNoticeProps) {
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(userQueryOptions());
  const [sentNow, setSentNow] = useState(false);
  const sent = sentNow || (!expired && user.authMessageSent);

  const sendMessage = useSingleFlightMutation({
    mutationFn: () => api.GET('/api/v1/user/auth/init'),
    onSuccess: () => {
      setSentNow(true);
      // The seller authorises from the chat: coming back from it reloads the user (the supplier it linked).
      expectReturnFromChat();
      updateCachedUser(queryClient, (current) => ({ ...current, authMessageSent: true }));
    },
    onError: () => toast.error('Не удалось отправить сообщение для авторизации'),
  });

  if (!sent) {
    return (
      <Banner
        tone={expired ? 'red' : 'yellow'}
        aria-live="polite"
        data-testid="supplier-auth-notice"
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
