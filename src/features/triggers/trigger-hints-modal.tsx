import { Modal } from '@/shared/ui/modal';
import { searchModeLabel } from './trigger-options';
import type { SearchMode } from './trigger-dates';
import styles from './trigger-hints-modal.module.css';

const modeHints: [SearchMode, string][] = [
  ['TODAY', 'ищем слоты только на сегодня.'],
  ['TOMORROW', 'ищем слоты только на завтра.'],
  ['WEEK', 'семь дней, начиная с сегодняшнего.'],
  ['UNTIL_FOUND', 'ищем с сегодняшнего дня без даты окончания, пока слот не найдется.'],
  ['CUSTOM_DATES', 'только отмеченные вами дни, до трех месяцев вперед.'],
  ['RANGE', 'каждый день между первой и последней датой периода.'],
];

/** The help dialog of the trigger form: what coefficients, intervals, search modes and the additional filters mean. */
export function TriggerHintsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Подсказки">
      <div className={styles.hints}>
        <section>
          <h3>Таймслот</h3>
          <p>
            Мы проверяем выбранные склады и присылаем уведомление в чат, как только появляется подходящий слот приемки.
            Одновременно может работать до 30 таймслотов, в каждом — до трех складов.
          </p>
        </section>
        <section>
          <h3>Коэффициент приемки</h3>
          <p>
            Склад назначает коэффициент каждому дню: 0 — приемка бесплатная, 1 и выше — платная, и стоимость растет
            вместе с коэффициентом. Максимальный коэффициент — самый высокий, на который вы согласны. 0 — уведомлять
            только о бесплатных слотах.
          </p>
        </section>
        <section>
          <h3>Интервал проверки</h3>
          <p>
            Как часто мы проверяем склады: от одного раза в час до одного раза в сутки. Чем чаще проверка, тем раньше вы
            узнаете о слоте.
          </p>
        </section>
        <section>
          <h3>Режимы поиска</h3>
          <ul>
            {modeHints.map(([mode, text]) => (
              <li key={mode}>
                <strong>{searchModeLabel(mode)}</strong> — {text}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3>Дополнительные фильтры</h3>
          <p>Срок до слота, дни недели и предел логистики (100% — базовый тариф) отсекают неподходящие слоты.</p>
        </section>
      </div>
    </Modal>
  );
}
