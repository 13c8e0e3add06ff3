// Development and test only: in-page stand-ins for the parts of Telegram that live outside the web view
// (back button, main button, native popup, closing), plus a panel: theme, backend (the session's data or a mock
// scenario), a reset of the session's data, and the calls that broke the contract.
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { storageKey } from '@/app/start/kept-store';
import { devTelegram, type DevTheme, type InvoiceStatus } from './mock-telegram-env';
import { contractViolations } from './contract-violations';
import { devBackendMarketMovePath, devBackendResetPath } from './dev-backend-routes.js';
import { StarIcon } from '@/shared/ui/stars-amount';
import styles from './dev-telegram-chrome.module.css';

interface DevTelegramChromeProps {
  /** The mock scenarios to switch between; none against a real backend. */
  scenarios: readonly string[];
  /** undefined: the stateful backend answers (no `?mock=`). */
  currentScenario: string | undefined;
  /** Whether the dev server runs the stateful backend (`npm run dev`). */
  statefulBackend: boolean;
}

/** The select's value for the stateful backend (no `?mock=` in the URL). */
const sessionData = '';

export function DevTelegramChrome({ scenarios, currentScenario, statefulBackend }: DevTelegramChromeProps) {
  const state = useSyncExternalStore(devTelegram.subscribe, devTelegram.getState);
  const violations = useSyncExternalStore(contractViolations.subscribe, contractViolations.getSnapshot);
  const [panelOpen, setPanelOpen] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [marketMoved, setMarketMoved] = useState(0);

  const switchScenario = (scenario: string) => {
    const url = new URL(location.href);
    url.hash = '';
    if (scenario === sessionData) url.searchParams.delete('mock');
    else url.searchParams.set('mock', scenario);
    location.assign(url.toString());
  };

  const resetSessionData = async () => {
    setResetting(true);
    await fetch(devBackendResetPath, { method: 'POST' });
    // The answers kept for the next launch are the old data's.
    localStorage.removeItem(storageKey);
    location.reload();
  };

  // The market view reads the table again within a minute, or at once on its next read.
  const moveMarket = async () => {
    await fetch(devBackendMarketMovePath, { method: 'POST' });
    setMarketMoved((count) => count + 1);
  };

  return (
    <div className={styles.chrome} data-dev-chrome>
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
            <span className={state.mainButton.progress ? 'visually-hidden' : undefined}>
              {withDrawnStars(state.mainButton.text)}
            </span>
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

      {state.invoice && (
        <div className={styles.popupBackdrop}>
          <div
            className={styles.popup}
            role="dialog"
            aria-modal="true"
            aria-label="Оплата в Telegram"
            data-testid="tg-invoice"
          >
            <h2 className={styles.popupTitle}>Оплата в Telegram</h2>
            <p className={styles.popupMessage}>
              Счет {state.invoice.slug}. Симуляция платежного окна Telegram: выберите, чем оно закроется.
            </p>
            <div className={styles.popupButtons}>
              {invoiceAnswers.map(([status, label]) => (
                <button
                  key={status}
                  type="button"
                  className={status === 'failed' ? styles.popupDestructive : styles.popupButton}
                  onClick={() => void devTelegram.answerInvoice(status)}
                >
                  {label}
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

      {/* Telegram's own controls live outside the web view; their stand-ins share a strip the page keeps clear. */}
      <div className={styles.strip} data-testid="tg-strip">
        {state.backButtonVisible && (
          <button type="button" className={styles.back} data-testid="tg-back-button" onClick={devTelegram.pressBack}>
            ‹ Назад
          </button>
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
              {scenarios.length > 0 && (
                <label>
                  Сценарий{' '}
                  <select
                    value={currentScenario ?? sessionData}
                    onChange={(event) => switchScenario(event.target.value)}
                  >
                    {statefulBackend && <option value={sessionData}>данные сессии</option>}
                    {scenarios.map((scenario) => (
                      <option key={scenario} value={scenario}>
                        {scenario}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {statefulBackend && currentScenario === undefined && (
                <button type="button" disabled={resetting} onClick={() => void resetSessionData()}>
                  Сбросить данные сессии
                </button>
              )}
              {statefulBackend && currentScenario === undefined && (
                <button type="button" onClick={() => void moveMarket()}>
                  Сдвинуть рынок{marketMoved ? ` (${marketMoved})` : ''}
                </button>
              )}
              <section aria-label="Нарушения контракта" className={styles.violations}>
                {violations.length ? (
                  <>
                    <p>Нарушения контракта: {violations.length}</p>
                    <ul>
                      {violations.map((violation, index) => (
                        // The same violation can repeat; the list only grows at its start.
                        <li key={violations.length - index}>
                          <b>{violation.call}</b> {violation.location}: {violation.message}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p>Нарушений контракта нет</p>
                )}
              </section>
            </div>
          )}
          <button
            type="button"
            className={styles.panelToggle}
            data-testid="tg-dev-toggle"
            onClick={() => setPanelOpen((open) => !open)}
            aria-expanded={panelOpen}
          >
            TG dev
            {violations.length > 0 && (
              <span className={styles.violationCount} data-testid="contract-violation-count">
                {' '}
                ⚠ {violations.length}
              </span>
            )}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The simulated payment sheet's answers, in the order Telegram's sheet offers its ways out. */
const invoiceAnswers: readonly (readonly [InvoiceStatus, string])[] = [
  ['paid', 'Оплатить'],
  ['pending', 'В обработке'],
  ['failed', 'Ошибка оплаты'],
  ['cancelled', 'Закрыть'],
];

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

/**
 * Telegram draws the '⭐' of a button's text with its own emoji font; a test browser may have none. The stand-in
 * draws the star and keeps the character (hidden) in the text, so the button reads as Telegram's does.
 */
function withDrawnStars(text: string): ReactNode {
  const parts = text.split('⭐');
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <span key={index} className={styles.star}>
            <span className="visually-hidden">⭐</span>
            <StarIcon size={16} />
          </span>,
          part,
        ],
  );
}
