// Development and test builds only: when the Telegram SDK cannot start, there is no main button, no popup and no
// closing, so no form, terms, payment or supplier choice can be sent, and a production build says nothing (a plain
// browser goes without Telegram's features). A developer sees why on screen and in the console, with what to do.
import { useEffect, useState } from 'react';
import { telegramSdkFailure } from '@/shared/telegram/sdk';
import styles from './telegram-sdk-notice.module.css';

export interface SdkFailureNotice {
  /** What the SDK said, its line about the launch URL where it has one. */
  reason: string;
  /** What the developer does about it. */
  advice: string;
}

/** The notice for `error`, given the launch URL's query and hash (where Telegram puts the launch parameters). */
export function sdkFailureNotice(error: unknown, search: string, hash: string): SdkFailureNotice {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n').map((line) => line.trim());
  const reason = lines.find((line) => line.startsWith('Source: window.location.href')) ?? lines[0] ?? message;
  const launch = new URLSearchParams(`${search.replace(/^\?/, '')}&${hash.replace(/^#/, '')}`);
  const initData = launch.get('tgWebAppData');
  let advice: string;
  if (initData !== null && !new URLSearchParams(initData).has('signature'))
    advice =
      'В init data запуска нет поля signature, без него SDK Telegram не запускается. Подпишите init data так, как ' +
      'подписывает Telegram, с signature: npm run dev с API_URL и STAGING_BOT_TOKEN делает это сам (docs/contract.md).';
  else if (!(error instanceof Error && error.name === 'LaunchParamsRetrieveError'))
    advice = 'SDK Telegram не загрузился или упал при запуске. Перезагрузите страницу; полный текст ошибки в консоли.';
  else if (!launch.has('tgWebAppVersion'))
    advice =
      'В адресе нет параметров запуска Telegram. Откройте страницу без ?tg=real (тогда клиент Telegram симулируется) ' +
      'или внутри Telegram.';
  else
    advice =
      'SDK Telegram не принял параметры запуска в адресе (tgWebAppData, tgWebAppVersion, tgWebAppPlatform, ' +
      'tgWebAppThemeParams). Запустите приложение с параметрами, какие передает Telegram.';
  return { reason, advice };
}

export function TelegramSdkNotice() {
  const [notice, setNotice] = useState<SdkFailureNotice>();
  useEffect(() => {
    let active = true;
    void telegramSdkFailure().then((error) => {
      if (!active) return;
      const found = sdkFailureNotice(error, location.search, location.hash);
      console.error('Telegram SDK did not start:', error);
      setNotice(found);
    });
    return () => {
      active = false;
    };
  }, []);
  if (!notice) return null;
  return (
    <section
      role="alert"
      aria-labelledby="telegram-sdk-notice-title"
      className={styles.notice}
      data-testid="telegram-sdk-notice"
    >
      <h2 id="telegram-sdk-notice-title" className={styles.title}>
        SDK Telegram не запустился
      </h2>
      <p>Главной кнопки, попапов и закрытия нет: формы, условия, оплата и выбор поставщика не отправляются.</p>
      <p className={styles.reason}>{notice.reason}</p>
      <p>{notice.advice}</p>
    </section>
  );
}
