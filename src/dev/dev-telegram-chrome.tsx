// Development and test only: in-page stand-ins for the parts of Telegram that live outside the web view
// (back button, main button, native popup, closing), plus a theme and mock scenario switch.
import { useState, useSyncExternalStore } from 'react';
import { devTelegram, type DevTheme } from './mock-telegram-env';
import styles from './dev-telegram-chrome.module.css';

interface DevTelegramChromeProps {
  scenarios: readonly string[];
  currentScenario: string;
}

export function DevTelegramChrome({ scenarios, currentScenario }: DevTelegramChromeProps) {
  const state = useSyncExternalStore(devTelegram.subscribe, devTelegram.getState);
  const [panelOpen, setPanelOpen] = useState(false);

  const switchScenario = (scenario: string) => {
    const url = new URL(location.href);
    url.hash = '';
    url.searchParams.set('mock', scenario);
    location.assign(url.toString());
  };

  return (
    <div className={styles.chrome} data-dev-chrome>
      {state.backButtonVisible && (
        <button type="button" className={styles.back} data-testid="tg-back-button" onClick={devTelegram.pressBack}>
          ‹ Назад
        </button>
      )}

      {state.mainButton.visible && (
        <div className={styles.bottomBar}>
          <button
            type="button"
            className={styles.main}
            data-testid="tg-main-button"
            disabled={!state.mainButton.active}
            aria-busy={state.mainButton.progress}
            onClick={devTelegram.pressMain}
          >
            {/* The text stays (hidden) under the spinner, as it does in Telegram, so the button keeps its name. */}
            {state.mainButton.progress ? <span className={styles.spinner} aria-label="Загрузка" /> : null}
            <span className={state.mainButton.progress ? 'visually-hidden' : undefined}>{state.mainButton.text}</span>
          </button>
        </div>
      )}

      {state.popup && (
        <div className={styles.popupBackdrop}>
          <div
            className={styles.popup}
            role="alertdialog"
            aria-modal="true"
            aria-label={state.popup.title ?? 'Telegram'}
            data-testid="tg-popup"
          >
            {state.popup.title && <h2 className={styles.popupTitle}>{state.popup.title}</h2>}
            <p className={styles.popupMessage}>{state.popup.message}</p>
            <div className={styles.popupButtons}>
              {state.popup.buttons.map((button) => (
                <button
                  key={button.id}
                  type="button"
                  className={button.type === 'destructive' ? styles.popupDestructive : styles.popupButton}
                  onClick={() => devTelegram.answerPopup(button.id)}
                >
                  {button.text ?? popupDefaultText(button.type)}
                </button>
              ))}
            </div>
          </div>
        </div>
      )}

      {state.closed && (
        <div className={styles.closed} data-testid="tg-closed">
          Мини-приложение закрыто: Telegram вернул бы продавца в чат с ботом.
        </div>
      )}

      <div className={styles.panel}>
        {panelOpen && (
          <div className={styles.panelBody}>
            <label>
              Тема{' '}
              <select value={state.theme} onChange={(event) => devTelegram.setTheme(event.target.value as DevTheme)}>
                <option value="light">светлая</option>
                <option value="dark">темная</option>
              </select>
            </label>
            <label>
              Сценарий{' '}
              <select value={currentScenario} onChange={(event) => switchScenario(event.target.value)}>
                {scenarios.map((scenario) => (
                  <option key={scenario} value={scenario}>
                    {scenario}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
        <button
          type="button"
          className={styles.panelToggle}
          onClick={() => setPanelOpen((open) => !open)}
          aria-expanded={panelOpen}
        >
          TG dev
        </button>
      </div>
    </div>
  );
}

function popupDefaultText(type: string | undefined) {
  switch (type) {
    case 'ok':
      return 'OK';
    case 'close':
      return 'Закрыть';
    case 'cancel':
      return 'Отмена';
    default:
      return '';
  }
}
