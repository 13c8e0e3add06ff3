import { useState } from 'react';
import type { SupplierAccessState } from '@/domain/supplier-access';
import { useSingleFlightMutation } from '@/shared/lib/use-single-flight';
import { expectReturnFromChat } from '@/shared/telegram/foreground';
import { closeMiniApp } from '@/shared/telegram/init';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { ChatIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast';
import styles from './supplier-auth-notice.module.css';

export interface SupplierAuthNoticeProps {
  /** Every state but `linked`, which needs no notice. */
  state: Exclude<SupplierAccessState, 'linked'>;
  /** Has the bot send the message; a failure is told in a toast. */
  sendMessage: () => Promise<void>;
  /** `choose-supplier`: opens the supplier select. */
  chooseSupplier: () => void;
  /** `choose-supplier`: the only listed supplier is being linked. */
  linking?: boolean;
  /**
   * The supplier list is not in yet, so the notice may still become 'Выберите поставщика', its button included:
   * marked `aria-busy`, so assistive technology can wait for it to hold.
   */
  reading?: boolean;
}

/**
 * The notice of the marketplace authorisation (docs/account.md#marketplace-authorisation), with the seller's next
 * step in each state: 'Авторизоваться' (the bot sends the instructions to the chat; a revoked authorisation says
 * 'Авторизация истекла'), then 'Сообщение отправлено' with a way to the chat and to send the message again, and once
 * the marketplace lists the seller's suppliers 'Выберите поставщика'.
 */
export function SupplierAuthNotice({
  state,
  sendMessage: send,
  chooseSupplier,
  linking = false,
  reading = false,
}: SupplierAuthNoticeProps) {
  const [sentNow, setSentNow] = useState(false);
  const sendMessage = useSingleFlightMutation({
    mutationFn: send,
    onSuccess: () => {
      setSentNow(true);
      // The seller authorises from the chat: coming back from it reads the user and the authorisation again.
      expectReturnFromChat();
    },
    onError: () => toast.error('Не удалось отправить сообщение для авторизации'),
  });

  if (state === 'choose-supplier') {
    return (
      <Banner
        tone="blue"
        aria-live="polite"
        data-testid="supplier-auth-notice"
        title="Выберите поставщика"
        text="Приложение авторизовано в личном кабинете продавца. Выберите поставщика, от имени которого оно будет бронировать слоты."
        action={{ label: 'Выбрать поставщика', loading: linking, onClick: chooseSupplier }}
      />
    );
  }

  const revoked = state === 'revoked';
  // A message sent before the authorisation was revoked was for the old one: the revoked notice asks anew.
  if (!(sentNow || state === 'message-sent')) {
    return (
      <Banner
        tone={revoked ? 'red' : 'yellow'}
        aria-live="polite"
        aria-busy={reading || undefined}
        data-testid="supplier-auth-notice"
        // A revoked authorisation is known only from a check made while the app runs, so a snapshot of the screen
        // kept for the next launch must not show it (data-transient, see src/app/start/start-snapshot.ts).
        data-transient={revoked ? '' : undefined}
        title={revoked ? 'Авторизация истекла' : 'Требуется авторизация'}
        text={
          revoked
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
      aria-busy={reading || undefined}
      data-testid="supplier-auth-notice"
      data-transient={revoked ? '' : undefined}
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
