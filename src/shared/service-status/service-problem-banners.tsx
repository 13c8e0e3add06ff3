import { useState } from 'react';
import type { ServiceStatus } from '@/domain/run-state';
import { expectReturnFromChat } from '@/shared/telegram/foreground';
import { closeMiniApp } from '@/shared/telegram/init';
import { canRequestWriteAccess, requestWriteAccess } from '@/shared/telegram/write-access';
import { Banner } from '@/shared/ui/banner';
import { ChatIcon } from '@/shared/ui/icons';
import { formatDisplayDateTime } from '@/shared/ui/form/date-format';

/**
 * The banners of what keeps the service from working (docs/telegram.md#notifications), loaded only when something
 * does: see `ServiceBanners`.
 */
export function ServiceProblemBanners({
  service,
  onRecheck,
}: {
  service: ServiceStatus;
  onRecheck: () => Promise<void>;
}) {
  return (
    <>
      {service.slotSource.available ? null : <SourceUnavailableBanner source={service.slotSource} />}
      {service.notifications.deliverable ? null : (
        <NotificationsBanner failure={service.notifications.failure} onRecheck={onRecheck} />
      )}
    </>
  );
}

function SourceUnavailableBanner({ source }: { source: ServiceStatus['slotSource'] }) {
  const reason = source.message ? `${source.message.replace(/[.!]+$/, '')}. ` : '';
  const since = source.since ? `С ${formatDisplayDateTime(source.since)} таймслоты` : 'Таймслоты';
  return (
    <Banner
      tone="yellow"
      data-testid="source-unavailable-banner"
      title="Проверка слотов приостановлена"
      text={`${reason}${since} и автобронирования не проверяются, автобронирования не расходуются. Проверка возобновится сама, как только источник снова заработает.`}
    />
  );
}

const failureTexts: Record<NonNullable<ServiceStatus['notifications']['failure']>, string> = {
  bot_blocked: 'Бот заблокирован в Telegram, поэтому найденные слоты не приходят вам в чат.',
  no_write_access: 'Вы не разрешили боту писать вам, поэтому найденные слоты не приходят вам в чат.',
  telegram_unavailable: 'Telegram не принимает сообщения бота. Отправка повторится при следующей находке.',
};

function NotificationsBanner({
  failure,
  onRecheck,
}: {
  failure: ServiceStatus['notifications']['failure'];
  onRecheck: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const text = failure ? failureTexts[failure] : 'Найденные слоты не приходят вам в чат.';
  const fixable = failure !== 'telegram_unavailable';

  if (!fixable)
    return <Banner tone="red" data-testid="notifications-banner" title="Уведомления не доходят" text={text} />;
  if (canRequestWriteAccess()) {
    const allow = async () => {
      setAsking(true);
      try {
        if (await requestWriteAccess()) await onRecheck();
      } finally {
        setAsking(false);
      }
    };
    return (
      <Banner
        tone="red"
        data-testid="notifications-banner"
        title="Уведомления не доходят"
        text={text}
        action={{ label: 'Разрешить сообщения', loading: asking, onClick: () => void allow() }}
      />
    );
  }
  // Clients before 6.9 cannot ask: the seller unblocks or restarts the bot in its chat, and the return reads again.
  return (
    <Banner
      tone="red"
      data-testid="notifications-banner"
      title="Уведомления не доходят"
      text={`${text} Откройте чат с ботом и нажмите «Перезапустить» (если бот заблокирован — «Разблокировать» в его профиле), затем вернитесь сюда.`}
      action={{
        label: 'Перейти в чат',
        icon: <ChatIcon size={16} />,
        onClick: () => {
          expectReturnFromChat();
          closeMiniApp();
        },
      }}
    />
  );
}
